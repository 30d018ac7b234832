import Scenarios
import Simulation

/// Checks one form on one device.
struct FormChecker {
    let device: DeviceTrace
    let facts: RunFacts

    func check(_ form: ExpectationForm) -> Finding {
        switch form {
        case .value(let stream, let value, let window): return valueAt(stream, value, window)
        case .never(let stream, let value, let window): return never(stream, value, window)
        case .always(let stream, let value, let window): return always(stream, value, window)
        case .eventually(let stream, let value, let within, let anchor):
            return eventually(stream, value, within, anchor)
        case .sequence(let stream, let values, let strict, let window): return sequence(stream, values, strict, window)
        case .transition(let stream, let from, let to, let within, let anchor, let window):
            return transition(stream, from, to, within, anchor, window)
        case .count(let stream, let value, let bound, let window): return count(stream, value, bound, window)
        case .cadence(let period, let tolerance, let window): return cadence(period, tolerance, window)
        case .callbackCount(let bound, let window): return callbackCount(bound, window)
        case .firstCallback(let within, let anchor): return firstCallback(within, anchor)
        case .recovery(let within): return recovery(within)
        case .accuracy(let height, let statistic, let comparison, let meters, let window, let placement):
            return accuracy(height, statistic, comparison, meters, window, placement)
        case .bias(let height, let lower, let upper, let comparison, let window, let placement):
            return bias(height, lower, upper, comparison, window, placement)
        case .floorCorrect(let comparison, let fraction, let window): return floorCorrect(comparison, fraction, window)
        case .uncertaintyCoverage(let level, let lower, let upper, let window, let placement):
            return coverage(level, lower, upper, window, placement)
        case .campaign(let inner, _): return check(inner)
        case .acrossSeeds(let inner): return check(inner)
        case .oneOf(let stream, let values, let inner): return oneOf(stream, values, inner)
        case .noHeight(let window, let placement): return noHeight(window, placement)
        case .contextField(let field, let predicate, let window, let placement):
            return contextField(field, predicate, window, placement)
        case .finalFloorLabel, .indoorDetectionLabel:
            return .fail(
                "a recording's label",
                "a simulated run has no recorded labels: run this file as a site with 'altsim log run'")
        }
    }

    // MARK: Shared helpers

    func clock(_ offset: Int64) -> String { ExpectationTime.clock(offset) }
    /// A length of time (`0.02 s`), not an instant.
    func duration(_ nanoseconds: Int64) -> String { ExpectationTime.duration(nanoseconds) }

    /// `from 00:10:00.000 to 00:20:00.000`, `after …`, `at …`, or `during the run`.
    func describe(_ window: ExpectationWindow) -> String {
        switch (window.startNanoseconds, window.endNanoseconds) {
        case (let s?, let e?) where window.isInstant && s == e: "at \(clock(s))"
        case (let s?, let e?): "from \(clock(s)) to \(clock(e))"
        case (let s?, nil): "after \(clock(s))"
        case (nil, let e?): "before \(clock(e))"
        case (nil, nil): "during the run"
        }
    }

    /// The window's ends, with the run's ends filled in.
    func bounds(_ window: ExpectationWindow) -> (Int64, Int64) {
        (window.startNanoseconds ?? 0, window.endNanoseconds ?? facts.durationNanoseconds)
    }

    /// `no data in window from … to …: <what> (…)`.
    func noData(_ expected: String, _ what: String, _ window: ExpectationWindow) -> Finding {
        let (s, e) = bounds(window)
        return .fail(expected, "no data in window (\(describe(window))): \(what)", [s, e])
    }

    /// The instant an anchor stands for, or a failure message.
    func resolve(_ anchor: ExpectationAnchor) -> Result<(Int64, String), AnchorMissing> {
        switch anchor {
        case .start: return .success((0, "the start"))
        case .label(let label, let offset): return .success((offset, "\"\(label)\" (\(clock(offset)))"))
        case .code(let stream, let values):
            guard let first = device.observations(stream).first(where: { values.contains($0.value) }) else {
                return .failure(AnchorMissing(text: "\(stream.describe(values)) (the anchor) never occurred"))
            }
            return .success((first.offset, "\(stream.describe(first.value)) (\(clock(first.offset)))"))
        case .worldFault(let what, let offset): return .success((offset, "\(what) (\(clock(offset)))"))
        case .lastFaultEnd:
            switch lastFaultEnd() {
            case .success(let end): return .success((end, "the end of the last fault (\(clock(end)))"))
            case .failure(let missing): return .failure(missing)
            }
        }
    }

    /// The end of the last injected fault, as an offset.
    func lastFaultEnd() -> Result<Int64, AnchorMissing> {
        guard !device.faults.isEmpty else {
            return .failure(
                AnchorMissing(text: "no fault was injected in the run, so there is nothing to recover from"))
        }
        if let open = device.faults.first(where: { $0.endNanoseconds == nil }) {
            return .failure(AnchorMissing(text: "fault \"\(open.description)\" is still active at the end of the run"))
        }
        let end = device.faults.compactMap(\.endNanoseconds).max() ?? 0
        return .success(end &- facts.startNanoseconds)
    }

    struct AnchorMissing: Error {
        var text: String
    }

    /// `200, 610, 200` (at most 12 values, then `…`).
    func list(_ values: [Int]) -> String {
        let shown = values.prefix(12).map(String.init).joined(separator: ", ")
        return values.count > 12 ? shown + ", … (\(values.count) values)" : shown
    }
}
