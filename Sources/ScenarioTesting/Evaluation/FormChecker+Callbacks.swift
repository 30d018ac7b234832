import Scenarios

extension FormChecker {
    func callbacksIn(_ window: ExpectationWindow) -> CallbackList {
        let (s, e) = bounds(window)
        return device.callbacks.within(s, e)
    }

    func cadence(_ period: Int64, _ tolerance: Int64, _ window: ExpectationWindow) -> Finding {
        let expected = "a callback every \(duration(period)) ± \(duration(tolerance)) \(describe(window))"
        let callbacks = callbacksIn(window)
        guard callbacks.count >= 2 else {
            return noData(
                expected, "\(callbacks.count) callback\(callbacks.count == 1 ? "" : "s"); a cadence needs at least 2",
                window)
        }
        var worst: (Int64, Int64, Int64) = (0, 0, 0)
        for (a, b) in zip(callbacks, callbacks.dropFirst()) {
            let gap = b.offset &- a.offset
            let deviation = (gap &- period).magnitude
            if deviation > tolerance.magnitude {
                return .fail(
                    expected, "\(duration(gap)) between the callbacks at \(clock(a.offset)) and \(clock(b.offset))",
                    [a.offset, b.offset])
            }
            if Int64(clamping: deviation) > worst.0 { worst = (Int64(clamping: deviation), a.offset, b.offset) }
        }
        return .pass(expected, "\(callbacks.count) callbacks, largest deviation \(duration(worst.0))")
    }

    func callbackCount(_ bound: CountBound, _ window: ExpectationWindow) -> Finding {
        let expected = "callbacks \(bound.phrase) \(describe(window))"
        let callbacks = callbacksIn(window)
        let actual =
            "\(callbacks.count) callback\(callbacks.count == 1 ? "" : "s")"
            + (callbacks.isEmpty ? "" : " (first at \(clock(callbacks[0].offset)))")
        return .check(bound.admits(callbacks.count), expected, actual, callbacks.prefix(3).map(\.offset))
    }

    func firstCallback(_ within: Int64, _ anchor: ExpectationAnchor) -> Finding {
        switch resolve(anchor) {
        case .failure(let missing): return .fail("a callback within \(clock(within))", missing.text)
        case .success(let (a, text)):
            let expected = "a callback by \(clock(a &+ within)) (within \(clock(within)) of \(text))"
            guard let first = device.callbacks.from(a).first else {
                return .fail(expected, "no callback after \(clock(a))", [a])
            }
            return .check(first.offset <= a &+ within, expected, "first at \(clock(first.offset))", [a, first.offset])
        }
    }

    func recovery(_ within: Int64) -> Finding {
        let base = "status 200 and error 0 within \(clock(within)) of the end of the last fault"
        switch lastFaultEnd() {
        case .failure(let missing): return .fail(base, missing.text)
        case .success(let end):
            let expected = "status 200 and error 0 by \(clock(end &+ within)) (last fault ended \(clock(end)))"
            let after = device.callbacks.from(end)
            guard !after.isEmpty else { return .fail(expected, "no callback after \(clock(end))", [end]) }
            guard let normal = after.first(where: { $0.context?.statusCode == 200 && $0.context?.errorCode == 0 })
            else {
                let last = after[after.count - 1]
                return .fail(
                    expected,
                    "not normal by the end; last callback \(clock(last.offset)): status \(last.context?.statusCode.map(String.init) ?? "none"), error \((last.context?.errorCode ?? last.code).map(String.init) ?? "none")",
                    [end, last.offset])
            }
            return .check(
                normal.offset <= end &+ within, expected, "normal at \(clock(normal.offset))", [end, normal.offset])
        }
    }
}
