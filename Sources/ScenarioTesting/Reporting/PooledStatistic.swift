public import Scenarios

/// An `across seeds` expectation judged over a campaign: an uncertainty coverage, a bias or a floor
/// correctness.
///
/// One run's error is mostly constant for the run (calibration residual, temperature error,
/// reference bias), so coverage, bias and a drawn population's floor correctness are properties
/// of many runs, not of one (Docs/engine.md, "Accuracy and honesty on the library"). Each run
/// counts once: the pooled value is the mean of the runs' values, with the callback-pooled value
/// shown beside it.
public struct PooledStatistic: Hashable, Sendable {
    /// What is pooled.
    public enum Kind: Hashable, Sendable {
        /// Coverage of an uncertainty (a fraction).
        case coverage
        /// Mean signed error (m).
        case bias
        /// Share of indoor callbacks on the true floor (a fraction).
        case floorCorrect
    }

    /// What is pooled.
    public var kind: Kind
    /// Lower bound (`nil`: open).
    public var lower: Double?
    /// Upper bound (`nil`: open).
    public var upper: Double?
    /// `hae bias < 1 m`, `floor correct >= 90%`: the comparison against `upper`, which then holds
    /// the one bound (`nil` for a range).
    public var comparison: Comparison?
    /// The seed of each run, in run order.
    public var seeds: [UInt64] = []
    /// Each run's tally, in run order.
    public var tallies: [RunTally] = []

    /// The pooled statistic of an `across seeds` form (or of its inner form); `nil` for other forms.
    public init?(_ form: ExpectationForm) {
        var form = form
        if case .acrossSeeds(let inner) = form { form = inner }
        switch form {
        case .uncertaintyCoverage(_, let lower, let upper, _, _):
            kind = .coverage
            self.lower = lower
            self.upper = upper
            comparison = nil
        case .bias(_, let lower, let upper, let comparison, _, _):
            kind = .bias
            self.lower = lower
            self.upper = upper
            self.comparison = comparison
        case .floorCorrect(let comparison, let fraction, _):
            kind = .floorCorrect
            lower = nil
            upper = fraction
            self.comparison = comparison
        default: return nil
        }
    }

    /// Whether a value satisfies a bias's or a coverage's bounds (false for NaN).
    public static func admits(_ value: Double, lower: Double?, upper: Double?, comparison: Comparison?) -> Bool {
        if let comparison, let upper { return comparison.holds(value, upper) }
        return value >= (lower ?? -.infinity) && value <= (upper ?? .infinity)
    }

    /// A run's value (coverage or floor-correct fraction, or mean error, m), `nil` without data.
    public func value(_ tally: RunTally) -> Double? {
        kind == .bias ? tally.meanErrorMeters : tally.share
    }

    /// Whether the value is a fraction shown as a percentage (not metres).
    var isShare: Bool { kind != .bias }

    /// The mean of the runs' values (equal weight per run), or `nil` when there are no runs or
    /// a run had no data.
    public var pooledValue: Double? {
        guard !tallies.isEmpty else { return nil }
        var sum = 0.0
        for tally in tallies {
            guard let value = value(tally) else { return nil }
            sum += value
        }
        return sum / Double(tallies.count)
    }

    /// All callbacks of all runs pooled (each run weighed by its callbacks), or `nil` without data.
    public var callbackPooledValue: Double? {
        let count = tallies.reduce(0) { $0 + $1.count }
        guard count > 0 else { return nil }
        let inside = tallies.reduce(0) { $0 + $1.inside }
        let errorSum = tallies.reduce(0.0) { $0 + $1.errorSumMeters }
        return value(RunTally(count: count, inside: inside, errorSumMeters: errorSum))
    }

    /// The 99 % interval of the population's value (``ShareStatistics/judgingConfidence``):
    /// for a share, the exact binomial interval of the mean of the runs' shares over the run
    /// count; for a bias, the Student-t interval of the runs' mean errors. `nil` when a run had
    /// no data, or for a bias over fewer than two runs.
    public var interval: ClosedRange<Double>? {
        guard let pooledValue else { return nil }
        let confidence = ShareStatistics.judgingConfidence
        if isShare {
            return ShareStatistics.clopperPearson(
                successes: pooledValue * Double(tallies.count), trials: tallies.count, confidence: confidence)
        }
        return ShareStatistics.meanInterval(tallies.compactMap(value), confidence: confidence)
    }

    /// True when every run had data and the population's value may satisfy the bounds: the
    /// campaign fails only when the 99 % ``interval`` lies wholly outside them, so a population
    /// that meets them fails a block of seeds with probability at most 1 % (Docs/expectations.md,
    /// "How a campaign judges a population"). Without an interval (a bias over one run) the
    /// pooled value itself is compared.
    public var passed: Bool {
        guard let pooledValue else { return false }
        guard let interval else { return Self.admits(pooledValue, lower: lower, upper: upper, comparison: comparison) }
        return Self.admits(interval, lower: lower, upper: upper, comparison: comparison)
    }

    /// Whether some value of `interval` satisfies the bounds.
    static func admits(_ interval: ClosedRange<Double>, lower: Double?, upper: Double?, comparison: Comparison?)
        -> Bool
    {
        if let comparison, let upper {
            switch comparison {
            case .less: return interval.lowerBound < upper
            case .lessOrEqual: return interval.lowerBound <= upper
            case .greater: return interval.upperBound > upper
            case .greaterOrEqual: return interval.upperBound >= upper
            case .equal: return interval.contains(upper)
            }
        }
        return interval.upperBound >= (lower ?? -.infinity) && interval.lowerBound <= (upper ?? .infinity)
    }

    /// `60.0 %…80.0 %`, `-1.00 m…1.00 m`, `< 1.00 m`, `>= 90.0 %`.
    public var bounds: String {
        if let comparison, let upper { return "\(comparison.rawValue) \(format(upper))" }
        return "\(lower.map(format) ?? "-∞")…\(upper.map(format) ?? "∞")"
    }

    /// `68.2 % over 20 runs; 99 % interval 44.1 %…86.5 % (callbacks pooled 68.0 %; per run 0.0 %…100.0 %)`.
    public var summary: String {
        guard let pooledValue else {
            let missing = zip(seeds, tallies).filter { $0.1.count == 0 }.map { String($0.0) }
            return tallies.isEmpty ? "no runs" : "no data in the runs of seed " + missing.joined(separator: ", ")
        }
        let perRun = tallies.compactMap(value)
        let low = perRun.min() ?? 0
        let high = perRun.max() ?? 0
        let judged = interval.map { "; 99 % interval \(format($0.lowerBound))…\(format($0.upperBound))" } ?? ""
        return
            "\(format(pooledValue)) over \(tallies.count) runs\(judged) (callbacks pooled \(callbackPooledValue.map(format) ?? "-");"
            + " per run \(format(low))…\(format(high)))"
    }

    /// One run's value as text: `64.3 % (2270 of 3541)`, `mean error 0.52 m over 3541 callbacks`.
    public func describe(_ tally: RunTally) -> String {
        guard let value = value(tally) else { return "no data" }
        return isShare
            ? "\(format(value)) (\(tally.inside) of \(tally.count))"
            : "mean error \(format(value)) over \(tally.count) callbacks"
    }

    /// Each run's value: `seed 1: 64.3 % (2270 of 3541)`, in run order.
    public var perRunLines: [String] {
        zip(seeds, tallies).map { "seed \($0): " + describe($1) }
    }

    func format(_ value: Double) -> String {
        isShare ? FormChecker.format(value * 100, digits: 1) + " %" : FormChecker.format(value, digits: 2) + " m"
    }
}

extension CampaignReport {
    /// The failure text of an `across seeds` row: the bounds, the pooled value, each run's value
    /// and the command that reproduces the campaign.
    func pooledFailureText(_ row: Row, _ pooled: PooledStatistic) -> String {
        let what =
            switch pooled.kind {
            case .coverage: "coverage"
            case .bias: "mean error"
            case .floorCorrect: "floor correct share of indoor callbacks"
            }
        var lines = [
            "\(ScenarioReport.location(row.expectation)): expectation failed over \(row.runs) runs: \(ScenarioReport.shown(row.expectation.text))",
            "  expected: \(what) averaged over the runs (equal weight) \(pooled.comparison == nil ? "in " : "")\(pooled.bounds)"
                + " (fails when its 99 % interval lies outside)",
            "  actual:   \(pooled.summary)",
        ]
        if runs.first.map({ $0.facts.devices.count > 1 }) == true {
            lines.insert("  device:   \(ScenarioReport.shown(row.deviceName))", at: 1)
        }
        lines.append("  per run:")
        lines += pooled.perRunLines.map { "    " + $0 }
        if let facts = runs.first?.facts, let first = pooled.seeds.first, let last = pooled.seeds.last {
            let contiguous = first <= last && pooled.seeds == Array(first...last)
            let seeds = contiguous ? "\(first)...\(last)" : pooled.seeds.map(String.init).joined(separator: ",")
            if let command = facts.altsimCommand(seedOption: "--seeds " + seeds) {
                lines.append("  reproduce: " + command)
            } else if facts.scenarioPath != nil {
                lines.append("  reproduce: " + facts.rerunAdvice(seeds: "seeds " + seeds))
            }
        }
        return lines.joined(separator: "\n")
    }
}
