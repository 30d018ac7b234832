/// The |HAE error|s of a group's runs as one distribution in which every run weighs the same,
/// with the weighted quantiles of any resample of the runs (the cluster bootstrap).
///
/// A run's callbacks share its run-constant errors (calibration residual, temperature error,
/// reference bias), so the run, not the callback, is the independent unit: each run has total
/// weight 1 and a resample draws runs. A run with more than ``maximumValuesPerRun`` errors is
/// represented by that many of its quantiles (at (j + ½)/k), which moves a share by at most
/// 1/(2k) within the run (0.25 % for k = 200) and keeps a 1,000-fold bootstrap of a thousand
/// runs to a few hundred million additions.
struct PooledErrors {
    /// The most values a run contributes.
    static let maximumValuesPerRun = 200

    /// The values of every run, ascending, with the run each came from.
    private(set) var values: [Double] = []
    private(set) var runOfValue: [Int] = []
    /// Each run's weight per value (1 / its value count).
    private(set) var weightPerValue: [Double] = []

    /// The pooled errors of the runs that reported heights (`errors`: each run's, ascending).
    init(_ errors: [[Double]]) {
        var pairs: [(Double, Int)] = []
        for (run, sorted) in errors.enumerated() {
            let kept = Self.decimated(sorted)
            weightPerValue.append(1 / Double(kept.count))
            pairs += kept.map { ($0, run) }
        }
        pairs.sort { $0.0 < $1.0 }
        values = pairs.map(\.0)
        runOfValue = pairs.map(\.1)
    }

    /// The run count.
    var runs: Int { weightPerValue.count }

    /// `sorted` itself, or ``maximumValuesPerRun`` of its quantiles.
    static func decimated(_ sorted: [Double]) -> [Double] {
        let k = maximumValuesPerRun
        guard sorted.count > k else { return sorted }
        return (0..<k).map { j in
            let index = Int((Double(j) + 0.5) / Double(k) * Double(sorted.count))
            return sorted[min(sorted.count - 1, index)]
        }
    }

    /// The quantiles at `fractions` (ascending) of the runs weighted by `multiplicity` (how often
    /// each run was drawn; `nil`: once each): the smallest value whose cumulative weight
    /// reaches the fraction of the total.
    func quantiles(_ fractions: [Double], multiplicity: [Int]? = nil) -> [Double] {
        guard !values.isEmpty else { return fractions.map { _ in .nan } }
        let total = multiplicity.map { Double($0.reduce(0, +)) } ?? Double(runs)
        var result: [Double] = []
        var next = 0
        var cumulative = 0.0
        for (index, value) in values.enumerated() where next < fractions.count {
            let run = runOfValue[index]
            cumulative += weightPerValue[run] * Double(multiplicity?[run] ?? 1)
            // A small tolerance: weights of 1/k summed k times may fall a rounding short of 1.
            while next < fractions.count && cumulative >= fractions[next] * total - 1e-9 {
                result.append(value)
                next += 1
            }
        }
        while result.count < fractions.count { result.append(values[values.count - 1]) }
        return result
    }

    /// The distribution function at `points` shares (each in 0…1): for each, the error at which
    /// the cumulative weight first reaches it.
    func cdf(points: Int) -> [(errorMeters: Double, share: Double)] {
        guard points > 0, !values.isEmpty else { return [] }
        let shares = (1...points).map { Double($0) / Double(points) }
        return zip(quantiles(shares), shares).map { ($0, $1) }
    }
}
