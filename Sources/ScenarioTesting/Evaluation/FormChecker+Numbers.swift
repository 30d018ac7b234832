import Scenarios
import Simulation

extension FormChecker {
    /// One callback's error against truth.
    struct Sample {
        var offset: Int64
        /// Reported − true, m.
        var errorMeters: Double
    }

    func placed(_ callback: DeviceTrace.Callback, _ placement: Placement) -> Bool {
        switch placement {
        case .anywhere: true
        case .indoors: callback.truth.isIndoors
        case .outdoors: !callback.truth.isIndoors
        }
    }

    func windowPhrase(_ window: ExpectationWindow, _ placement: Placement) -> String {
        describe(window) + (placement == .anywhere ? "" : ", \(placement.rawValue)")
    }

    /// Visits, in order, the error of each callback in the window and placement that reports the
    /// height; stops at the first non-finite reported or true height and returns it (the caller
    /// then drops what it gathered). Nothing per callback is kept here: a month of callbacks is
    /// read one at a time.
    func visitSamples(
        _ height: HeightReference, _ window: ExpectationWindow, _ placement: Placement,
        _ body: (Sample, DeviceTrace.Callback) -> Void
    ) -> NonFinite? {
        for callback in callbacksIn(window) where placed(callback, placement) {
            let reported = height == .hae ? callback.context?.height : callback.context?.heightAboveTerrain
            guard let reported else { continue }
            let truth = height == .hae ? callback.truth.heightHAEMeters : callback.truth.heightAboveTerrainMeters
            guard reported.isFinite, truth.isFinite else { return NonFinite(offset: callback.offset, value: reported) }
            body(Sample(offset: callback.offset, errorMeters: reported - truth), callback)
        }
        return nil
    }

    struct NonFinite: Error {
        var offset: Int64
        var value: Double
    }

    func meters(_ value: Double) -> String { Self.format(value, digits: 2) + " m" }

    func percent(_ fraction: Double) -> String { Self.format(fraction * 100, digits: 1) + " %" }

    /// Fixed-point text without Foundation (`-0.50`), deterministic.
    static func format(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (value.magnitude * scale).rounded()
        guard scaled < 1e15 else { return "\(value)" }
        let whole = Int64(scaled) / Int64(scale)
        let fraction = Int64(scaled) % Int64(scale)
        var text = String(fraction)
        text = String(repeating: "0", count: max(0, digits - text.count)) + text
        let sign = value < 0 && scaled > 0 ? "-" : ""
        return digits == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(text)"
    }

    func accuracy(
        _ height: HeightReference, _ statistic: ErrorStatistic, _ comparison: Comparison, _ bound: Double,
        _ window: ExpectationWindow, _ placement: Placement
    ) -> Finding {
        let expected =
            "\(statistic.rawValue) of |\(height.rawValue.uppercased()) error| \(comparison.rawValue) \(meters(bound)) \(windowPhrase(window, placement))"
        // One Double per callback (21 MB for a month of 1 s callbacks), sized once: growing by
        // doubling would hold up to three times that while it copies.
        var magnitudes: [Double] = []
        magnitudes.reserveCapacity(callbacksIn(window).count)
        var worst: Sample?
        if let bad = visitSamples(
            height, window, placement,
            { sample, _ in
                magnitudes.append(sample.errorMeters.magnitude)
                if worst.map({ $0.errorMeters.magnitude < sample.errorMeters.magnitude }) ?? true { worst = sample }
            })
        {
            return .fail(expected, "non-finite reported height \(bad.value) at \(clock(bad.offset))", [bad.offset])
        }
        guard let worst else {
            return noData(expected, "no callback reported \(height.rawValue.uppercased())", window)
        }
        magnitudes.sort()
        guard let value = Percentile.quantile(sortedValues: magnitudes, fraction: statistic.quantile) else {
            return noData(expected, "no samples", window)
        }
        let actual =
            "\(statistic.rawValue) = \(meters(value)) over \(magnitudes.count) callbacks (max \(meters(worst.errorMeters.magnitude)) at \(clock(worst.offset)))"
        return .check(comparison.holds(value, bound), expected, actual, [worst.offset])
    }

    func bias(
        _ height: HeightReference, _ lower: Double?, _ upper: Double?, _ comparison: Comparison?,
        _ window: ExpectationWindow, _ placement: Placement
    ) -> Finding {
        let name = "mean \(height.rawValue.uppercased()) error"
        var expected: String
        if let comparison, let upper {
            expected = "\(name) \(comparison.rawValue) \(meters(upper))"
        } else {
            expected = "\(name) between \(meters(lower ?? -.infinity)) and \(meters(upper ?? .infinity))"
        }
        expected += " " + windowPhrase(window, placement)
        var count = 0
        var sum = 0.0
        var first: Int64?
        var last: Int64 = 0
        if let bad = visitSamples(
            height, window, placement,
            { sample, _ in
                count += 1
                sum += sample.errorMeters
                if first == nil { first = sample.offset }
                last = sample.offset
            })
        {
            return .fail(expected, "non-finite reported height \(bad.value) at \(clock(bad.offset))", [bad.offset])
        }
        guard let first else {
            return noData(expected, "no callback reported \(height.rawValue.uppercased())", window)
        }
        let mean = sum / Double(count)
        var finding = Finding.check(
            PooledStatistic.admits(mean, lower: lower, upper: upper, comparison: comparison),
            expected, "mean error \(meters(mean)) over \(count) callbacks", [first, last])
        finding.tally = RunTally(count: count, errorSumMeters: sum)
        return finding
    }

    func floorCorrect(_ comparison: Comparison, _ fraction: Double, _ window: ExpectationWindow) -> Finding {
        let expected =
            "floor correct \(comparison.rawValue) \(percent(fraction)) of indoor callbacks \(describe(window))"
        let held = facts.devices[device.index].heldHeightMeters
        var total = 0
        var correct = 0
        var firstWrong: (Int64, Int, Int)?
        for callback in callbacksIn(window) {
            guard let building = callback.truth.buildingIndex, let reported = callback.context?.height else { continue }
            guard reported.isFinite else {
                return .fail(
                    expected, "non-finite reported height \(reported) at \(clock(callback.offset))", [callback.offset])
            }
            guard facts.floorPlans.indices.contains(building) else {
                return .fail(expected, "no floor plan for building \(building) in the run facts", [callback.offset])
            }
            let plan = facts.floorPlans[building]
            let floor = plan.floorNamed(byHeightHAEMeters: reported, heldHeightMeters: held)
            let trueFloor = plan.floorNamed(byHeightHAEMeters: callback.truth.heightHAEMeters, heldHeightMeters: held)
            total += 1
            if floor == trueFloor {
                correct += 1
            } else if firstWrong == nil {
                firstWrong = (callback.offset, floor, trueFloor)
            }
        }
        guard total > 0 else { return noData(expected, "no callback while indoors", window) }
        let share = Double(correct) / Double(total)
        var actual = "\(percent(share)) (\(correct) of \(total))"
        if let (t, reported, truth) = firstWrong {
            actual += "; first wrong at \(clock(t)): floor \(reported), truly \(truth)"
        }
        var finding = Finding.check(
            comparison.holds(share, fraction), expected, actual, firstWrong.map { [$0.0] } ?? [])
        finding.tally = RunTally(count: total, inside: correct)
        return finding
    }

    func coverage(
        _ level: UncertaintyLevel, _ lower: Double, _ upper: Double, _ window: ExpectationWindow,
        _ placement: Placement
    ) -> Finding {
        let field: String =
            switch level {
            case .u68: "heightUncertainty68"
            case .u90: "heightUncertainty"
            case .hat68: "heightHatUncertainty68"
            case .hat90: "heightAboveTerrainUncertainty"
            }
        let expected =
            "|\(level.height.rawValue.uppercased()) error| ≤ \(field) in \(percent(lower))…\(percent(upper)) of callbacks \(windowPhrase(window, placement))"
        var total = 0
        var inside = 0
        var first: Int64?
        var last: Int64 = 0
        var badUncertainty: (Double, Int64)?
        let bad = visitSamples(level.height, window, placement) { sample, callback in
            if first == nil { first = sample.offset }
            last = sample.offset
            guard badUncertainty == nil else { return }
            let context = callback.context
            let u: Double? =
                switch level {
                case .u68: context?.heightUncertainty68
                case .u90: context?.heightUncertainty
                case .hat68: context?.heightHatUncertainty68
                case .hat90: context?.heightAboveTerrainUncertainty
                }
            guard let u else { return }
            guard u.isFinite else {
                badUncertainty = (u, sample.offset)
                return
            }
            total += 1
            if sample.errorMeters.magnitude <= u { inside += 1 }
        }
        if let bad {
            return .fail(expected, "non-finite reported height \(bad.value) at \(clock(bad.offset))", [bad.offset])
        }
        if let (u, offset) = badUncertainty {
            return .fail(expected, "non-finite \(field) \(u) at \(clock(offset))", [offset])
        }
        guard total > 0, let first else { return noData(expected, "no callback reported \(field)", window) }
        let share = Double(inside) / Double(total)
        var finding = Finding.check(
            share >= lower && share <= upper, expected, "\(percent(share)) (\(inside) of \(total))", [first, last])
        finding.tally = RunTally(count: total, inside: inside)
        return finding
    }
}
