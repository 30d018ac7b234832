import Foundation
import Scenarios
import Simulation

extension FormChecker {
    /// `STREAM A or B … PREDICATE`: the predicate checked with every value of the group observed as
    /// the first; the texts name the whole group.
    func oneOf(_ stream: CodeStream, _ values: [Int], _ inner: ExpectationForm) -> Finding {
        guard let primary = values.first else { return check(inner) }
        var merged = device
        merged.merged = (stream, Set(values.dropFirst()), primary)
        var finding = FormChecker(device: merged, facts: facts).check(inner)
        let group = values.map(String.init).joined(separator: " or ")
        let single = stream.describe(primary)
        finding.expected = finding.expected.replacingOccurrences(of: single, with: "\(stream.keyword) \(group)")
        if finding.actual.contains(String(primary)) {
            finding.actual += " (\(primary) stands for any of \(values.map(String.init).joined(separator: ", ")))"
        }
        return finding
    }

    /// `no height`: callbacks arrive in the window, and none carries HAE or HAT.
    func noHeight(_ window: ExpectationWindow, _ placement: Placement) -> Finding {
        let expected = "callbacks without a height \(windowPhrase(window, placement))"
        var total = 0
        var withHeight = 0
        var first: DeviceTrace.Callback?
        for callback in callbacksIn(window) where placed(callback, placement) {
            total += 1
            if callback.context?.height != nil || callback.context?.heightAboveTerrain != nil {
                withHeight += 1
                if first == nil { first = callback }
            }
        }
        guard total > 0 else { return noData(expected, "no callback", window) }
        guard let first else {
            return .pass(expected, "\(total) callbacks, none with a height")
        }
        let shown = first.context?.height.map(meters) ?? first.context?.heightAboveTerrain.map { meters($0) + " HAT" }
        return .fail(
            expected,
            "\(withHeight) of \(total) callbacks report a height, first \(shown ?? "?") at \(clock(first.offset))",
            [first.offset])
    }

    /// `context FIELD …` on every callback of the window (with at least one callback).
    func contextField(
        _ field: ContextField, _ predicate: ContextPredicate, _ window: ExpectationWindow, _ placement: Placement
    ) -> Finding {
        let expected =
            "\(field.rawValue) \(describe(predicate, field)) on every callback \(windowPhrase(window, placement))"
        // Callbacks in the window and placement, and those among them that carry the field.
        var total = 0
        var carrying = 0
        var firstMissing: Int64?
        var firstCarrying: Int64?
        let callbacks = callbacksIn(window)
        for callback in callbacks where placed(callback, placement) {
            total += 1
            if callback.context.map({ field.isPresent(in: $0) }) ?? false {
                carrying += 1
                if firstCarrying == nil { firstCarrying = callback.offset }
            } else if firstMissing == nil {
                firstMissing = callback.offset
            }
        }
        guard total > 0 else { return noData(expected, "no callback", window) }
        let carried = callbacks.lazy.filter {
            placed($0, placement) && ($0.context.map { field.isPresent(in: $0) } ?? false)
        }
        switch predicate {
        case .present:
            guard let missing = firstMissing else {
                return .pass(expected, "present in \(total) callbacks")
            }
            return .fail(
                expected,
                "absent in \(total - carrying) of \(total) callbacks, first at \(clock(missing))",
                [missing])
        case .absent:
            guard let first = firstCarrying else { return .pass(expected, "absent in \(total) callbacks") }
            return .fail(
                expected,
                "present in \(carrying) of \(total) callbacks, first at \(clock(first))",
                [first])
        case .compare(let comparison, let bound):
            return compare(field, comparison, bound, carried, count: carrying, expected: expected, window: window) {
                context, _ in
                field.value(in: context, startNanoseconds: facts.startNanoseconds)
            }
        case .lag(let comparison, let seconds):
            return compare(field, comparison, seconds, carried, count: carrying, expected: expected, window: window) {
                context, offset in
                field.value(in: context, startNanoseconds: facts.startNanoseconds).map { Double(offset) / 1e9 - $0 }
            }
        }
    }

    /// The comparison on every callback that carries the field; the first that breaks it fails.
    func compare(
        _ field: ContextField, _ comparison: Comparison, _ bound: Double,
        _ carrying: some Sequence<DeviceTrace.Callback>, count: Int, expected: String, window: ExpectationWindow,
        value: (NNAltitudeContext, Int64) -> Double?
    ) -> Finding {
        guard count > 0 else { return noData(expected, "no callback carried \(field.rawValue)", window) }
        for callback in carrying {
            guard let context = callback.context, let actual = value(context, callback.offset) else { continue }
            if !comparison.holds(actual, bound) {
                return .fail(
                    expected, "\(field.rawValue) = \(field.shown(actual)) at \(clock(callback.offset))",
                    [callback.offset])
            }
        }
        return .pass(expected, "holds on \(count) callbacks")
    }

    /// `> 90000 Pa`, `lag <= 1 s`, `present`.
    func describe(_ predicate: ContextPredicate, _ field: ContextField) -> String {
        switch predicate {
        case .compare(let comparison, let bound): "\(comparison.rawValue) \(field.shown(bound))"
        case .lag(let comparison, let seconds): "lag \(comparison.rawValue) \(Self.format(seconds, digits: 3)) s"
        case .present: "present"
        case .absent: "absent"
        }
    }
}
