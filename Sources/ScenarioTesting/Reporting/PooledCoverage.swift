import Scenarios

/// An `across seeds` uncertainty coverage judged over a campaign.
///
/// Within one run the error is dominated by sources that are constant for the run (the
/// calibration's residual error, the barometer's temperature error, the reference's bias), so
/// one run's coverage is close to 0 % or 100 % whatever σ the engine reports: an honest σ
/// covers 68 % of the errors over many independent draws of every error source, not 68 % of one
/// run's callbacks. So the runs are pooled, each with equal weight: the pooled coverage is the
/// mean over the runs of each run's share of callbacks within the uncertainty. (Pooling the
/// callbacks themselves would weigh a run by its number of callbacks, although each run is one
/// draw of the run-constant errors; the callback-pooled share is shown beside it.)
public struct PooledCoverage: Hashable, Sendable {
    /// The bounds the pooled coverage must lie in.
    public var lowerFraction: Double
    /// Upper bound.
    public var upperFraction: Double
    /// The seed of each run, in run order.
    public var seeds: [UInt64]
    /// Each run's tally, in run order.
    public var tallies: [CoverageTally]

    /// Creates a pooled coverage.
    public init(lowerFraction: Double, upperFraction: Double, seeds: [UInt64], tallies: [CoverageTally]) {
        self.lowerFraction = lowerFraction
        self.upperFraction = upperFraction
        self.seeds = seeds
        self.tallies = tallies
    }

    /// The mean of the runs' coverages (equal weight per run), or `nil` when there are no runs
    /// or a run had no data.
    public var share: Double? {
        guard !tallies.isEmpty else { return nil }
        var sum = 0.0
        for tally in tallies {
            guard let share = tally.share else { return nil }
            sum += share
        }
        return sum / Double(tallies.count)
    }

    /// All callbacks of all runs pooled (each run weighed by its callbacks), or `nil` without data.
    public var callbackShare: Double? {
        let total = tallies.reduce(0) { $0 + $1.total }
        return total > 0 ? Double(tallies.reduce(0) { $0 + $1.inside }) / Double(total) : nil
    }

    /// True when every run had data and the pooled coverage lies in the bounds.
    public var passed: Bool {
        guard let share else { return false }
        return share >= lowerFraction && share <= upperFraction
    }

    /// `68.2 % over 20 runs (callbacks pooled 68.0 %; per run 0.0 %…100.0 %)`.
    public var summary: String {
        guard let share else {
            let missing = zip(seeds, tallies).filter { $0.1.total == 0 }.map { String($0.0) }
            return tallies.isEmpty ? "no runs" : "no data in the runs of seed " + missing.joined(separator: ", ")
        }
        let perRun = tallies.compactMap(\.share)
        let low = perRun.min() ?? 0, high = perRun.max() ?? 0
        return "\(Self.percent(share)) over \(tallies.count) runs (callbacks pooled \(callbackShare.map(Self.percent) ?? "-");"
            + " per run \(Self.percent(low))…\(Self.percent(high)))"
    }

    /// Each run's coverage: `seed 1: 64.3 %`, in run order.
    public var perRunLines: [String] {
        zip(seeds, tallies).map { seed, tally in
            "seed \(seed): " + (tally.share.map { "\(Self.percent($0)) (\(tally.inside) of \(tally.total))" } ?? "no data")
        }
    }

    static func percent(_ fraction: Double) -> String { FormChecker.format(fraction * 100, digits: 1) + " %" }
}

extension CampaignReport {
    /// The failure text of an `across seeds` row: the bounds, the pooled share, each run's share
    /// and the command that reproduces the campaign.
    func pooledFailureText(_ row: Row, _ pooled: PooledCoverage) -> String {
        var lines = ["\(ScenarioReport.location(row.expectation)): expectation failed over \(row.runs) runs: \(row.expectation.text)",
                     "  expected: coverage averaged over the runs (equal weight) in \(PooledCoverage.percent(pooled.lowerFraction))…\(PooledCoverage.percent(pooled.upperFraction))",
                     "  actual:   \(pooled.summary)"]
        if row.deviceName != "-", runs.first.map({ $0.facts.devices.count > 1 }) == true { lines.insert("  device:   \(row.deviceName)", at: 1) }
        lines.append("  per run:")
        lines += pooled.perRunLines.map { "    " + $0 }
        if let path = runs.first?.facts.scenarioPath, let first = pooled.seeds.first, let last = pooled.seeds.last {
            let contiguous = pooled.seeds == Array(first...max(first, last))
            lines.append("  reproduce: altsim run \(ScenarioReport.quoted(path)) "
                         + (contiguous ? "--seeds \(first)...\(last)" : "--seeds " + pooled.seeds.map(String.init).joined(separator: ",")))
        }
        return lines.joined(separator: "\n")
    }
}
