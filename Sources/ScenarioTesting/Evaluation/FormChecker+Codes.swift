import Scenarios

extension FormChecker {
    func inWindow(_ stream: CodeStream, _ window: ExpectationWindow) -> ObservationList {
        let (s, e) = bounds(window)
        return device.observations(stream).within(s, e)
    }

    func valueAt(_ stream: CodeStream, _ value: Int, _ window: ExpectationWindow) -> Finding {
        let expected = "\(stream.describe(value)) \(describe(window))"
        if window.isInstant, let t = window.startNanoseconds {
            guard let last = device.observations(stream).last(where: { $0.offset <= t }) else {
                return .fail(expected, "no data: no \(stream.keyword) value at or before \(clock(t))", [t])
            }
            return .check(
                last.value == value, expected,
                "\(stream.describe(last.value)) (reported at \(clock(last.offset)))", [last.offset, t])
        }
        let seen = inWindow(stream, window)
        if let hit = seen.first(where: { $0.value == value }) {
            return .pass(expected, "first at \(clock(hit.offset))", [hit.offset])
        }
        if seen.isEmpty { return noData(expected, "no \(stream.keyword) value reported", window) }
        let (s, e) = bounds(window)
        return .fail(expected, "never reported; values seen: \(list(seen.runs.map(\.value)))", [s, e])
    }

    func never(_ stream: CodeStream, _ value: Int, _ window: ExpectationWindow) -> Finding {
        let expected = "no \(stream.describe(value)) \(describe(window))"
        let seen = inWindow(stream, window)
        if seen.isEmpty && !stream.isEventStream {
            return noData(expected, "no callback reported \(stream.keyword)", window)
        }
        let hits = seen.filter { $0.value == value }
        guard let first = hits.first else {
            return .pass(
                expected, "not reported (\(seen.count) \(stream.isEventStream ? "events" : "callbacks") checked)")
        }
        return .fail(
            expected,
            "\(stream.describe(value)) reported \(hits.count) \(hits.count == 1 ? "time" : "times"), first at \(clock(first.offset))",
            [first.offset])
    }

    func always(_ stream: CodeStream, _ value: Int, _ window: ExpectationWindow) -> Finding {
        let expected = "\(stream.describe(value)) throughout (\(describe(window)))"
        let seen = inWindow(stream, window)
        guard !seen.isEmpty else { return noData(expected, "no \(stream.keyword) value reported", window) }
        if let other = seen.first(where: { $0.value != value }) {
            let back = seen.first { $0.offset > other.offset && $0.value == value }
            let until = back.map { " until \(clock($0.offset))" } ?? " to the end of the window"
            return .fail(
                expected, "\(stream.describe(other.value)) at \(clock(other.offset))\(until)",
                [other.offset] + (back.map { [$0.offset] } ?? []))
        }
        return .pass(expected, "\(seen.count) values, each \(stream.describe(value))")
    }

    func eventually(_ stream: CodeStream, _ value: Int, _ within: Int64, _ anchor: ExpectationAnchor) -> Finding {
        let anchorResult = resolve(anchor)
        guard case .success(let (a, anchorText)) = anchorResult else {
            if case .failure(let missing) = anchorResult {
                return .fail("\(stream.describe(value)) within \(clock(within)) of an anchor", missing.text)
            }
            return .fail("", "")
        }
        let deadline = a &+ within
        let expected = "\(stream.describe(value)) by \(clock(deadline)) (within \(clock(within)) of \(anchorText))"
        let after = device.observations(stream).from(a)
        guard let hit = after.first(where: { $0.value == value }) else {
            if after.isEmpty {
                return .fail(expected, "no data: no \(stream.keyword) value after \(clock(a))", [a, deadline])
            }
            return .fail(
                expected, "never reported after \(clock(a)); values seen: \(list(after.runs.map(\.value)))",
                [a, deadline])
        }
        if hit.offset <= deadline { return .pass(expected, "at \(clock(hit.offset))", [a, hit.offset]) }
        return .fail(
            expected, "first at \(clock(hit.offset)), \(clock(hit.offset &- deadline)) late", [a, deadline, hit.offset])
    }

    func sequence(_ stream: CodeStream, _ values: [Int], _ strict: Bool, _ window: ExpectationWindow) -> Finding {
        let arrows = values.map(String.init).joined(separator: " then ")
        let expected =
            "\(stream.keyword) \(arrows)\(strict ? " with nothing between" : " in order") \(describe(window))"
        let runs = inWindow(stream, window).runs
        guard !runs.isEmpty else { return noData(expected, "no \(stream.keyword) value reported", window) }
        if strict {
            if values.count <= runs.count {
                for start in 0...(runs.count - values.count)
                where zip(runs[start...], values).allSatisfy({ $0.value == $1 }) {
                    return .pass(
                        expected, "from \(clock(runs[start].offset))",
                        runs[start..<(start + values.count)].map(\.offset))
                }
            }
        } else {
            var matched: [DeviceTrace.Observation] = []
            for run in runs where matched.count < values.count && run.value == values[matched.count] {
                matched.append(run)
            }
            if matched.count == values.count {
                return .pass(
                    expected, "at " + matched.map { clock($0.offset) }.joined(separator: ", "), matched.map(\.offset))
            }
            let instants = matched.map(\.offset)
            return .fail(
                expected, "matched \(matched.count) of \(values.count) steps; values seen: \(list(runs.map(\.value)))",
                instants.isEmpty ? [runs[0].offset] : instants)
        }
        return .fail(expected, "values seen: \(list(runs.map(\.value)))", [runs[0].offset])
    }

    func transition(
        _ stream: CodeStream, _ from: Int, _ to: Int, _ within: Int64?, _ anchor: ExpectationAnchor,
        _ window: ExpectationWindow
    ) -> Finding {
        var expected = "\(stream.keyword) \(from) -> \(to)"
        var deadline: Int64?
        var earliest: Int64 = 0
        if let within {
            let anchorResult = resolve(anchor)
            switch anchorResult {
            case .failure(let missing): return .fail(expected + " within \(clock(within))", missing.text)
            case .success(let (a, text)):
                deadline = a &+ within
                earliest = a
                expected += " by \(clock(a &+ within)) (within \(clock(within)) of \(text))"
            }
        }
        if window != .wholeRun { expected += " " + describe(window) }
        let runs = inWindow(stream, window).runs
        guard !runs.isEmpty else { return noData(expected, "no \(stream.keyword) value reported", window) }
        let edges = zip(runs, runs.dropFirst()).filter { $0.value == from && $1.value == to && $1.offset >= earliest }
        guard let edge = edges.first else {
            return .fail(
                expected, "no \(from) -> \(to) edge; values seen: \(list(runs.map(\.value)))",
                [runs.first(where: { $0.value == from })?.offset ?? runs[0].offset])
        }
        if let deadline, edge.1.offset > deadline {
            return .fail(
                expected, "edge at \(clock(edge.1.offset)), \(clock(edge.1.offset &- deadline)) late",
                [edge.0.offset, deadline, edge.1.offset])
        }
        return .pass(expected, "edge at \(clock(edge.1.offset))", [edge.0.offset, edge.1.offset])
    }

    func count(_ stream: CodeStream, _ value: Int, _ bound: CountBound, _ window: ExpectationWindow) -> Finding {
        let expected = "\(stream.describe(value)) \(bound.phrase) \(describe(window))"
        let seen = inWindow(stream, window)
        if seen.isEmpty && !stream.isEventStream {
            return noData(expected, "no callback reported \(stream.keyword)", window)
        }
        let hits = (stream.isEventStream ? Array(seen) : seen.runs).filter { $0.value == value }
        let actual =
            "\(hits.count) \(hits.count == 1 ? "time" : "times")"
            + (hits.isEmpty ? "" : " (first at \(clock(hits[0].offset)))")
        return .check(bound.admits(hits.count), expected, actual, hits.prefix(3).map(\.offset))
    }
}
