internal import Noise

/// The accuracy figures of one group of runs (a tag, or every run) in the form of the CTIA
/// Stage Z reports: |HAE error| percentiles, shares within 2 m and 3 m, floor exact and
/// uncertainty coverage, each with a 95 % confidence interval.
///
/// Every run (one device in one seed of one scenario) weighs the same (``PooledErrors``).
/// Percentile intervals come from a cluster bootstrap over the runs — ``bootstrapResamples``
/// resamples drawn with a GSL Mersenne Twister (``NoiseStream``) seeded from the group's name,
/// so the same runs give the same interval to the bit; share intervals are Wilson's over the
/// run count.
public struct AccuracyGroup: Hashable, Sendable {
    /// The percentiles of |HAE error| the table shows (p67, p80, p90, p95).
    public static let percentileFractions = [0.67, 0.80, 0.90, 0.95]
    /// Bootstrap resamples per group.
    public static let bootstrapResamples = 1000
    /// Points of the distribution function kept for the plot.
    public static let cdfPoints = 200

    /// The group's name: a tag (`dense-urban`) or `all`.
    public var name: String
    /// Runs in the group (device × seed × scenario).
    public var runs: Int
    /// Runs that reported at least one height (the percentiles and shares are over these).
    public var runsWithHeights: Int
    /// Callbacks with a height, over all runs.
    public var callbacks: Int
    /// |HAE error| at ``percentileFractions``, m; empty without heights.
    public var percentilesMeters: [EstimatedFigure]
    /// Share of callbacks within 2 m.
    public var within2Meters: EstimatedFigure?
    /// Share of callbacks within 3 m.
    public var within3Meters: EstimatedFigure?
    /// Share of indoor callbacks on the true floor (over runs with indoor callbacks).
    public var floorExact: EstimatedFigure?
    /// Runs with indoor callbacks.
    public var runsIndoors: Int
    /// Share of errors within the reported 68 % radius.
    public var u68Coverage: EstimatedFigure?
    /// Share of errors within the reported 90 % radius.
    public var u90Coverage: EstimatedFigure?
    /// The distribution function of |HAE error| (each run weighing the same): (m, share) pairs.
    public var cdf: [CDFPoint]

    /// One point of a distribution function.
    public struct CDFPoint: Hashable, Sendable {
        /// |HAE error|, m.
        public var errorMeters: Double
        /// Share of callbacks at or below it (0…1).
        public var share: Double
    }

    /// The figures of `runs` under `name`.
    public init(name: String, runs: [RunAccuracy]) {
        self.name = name
        self.runs = runs.count
        let reporting = runs.filter { !$0.absoluteErrorsMeters.isEmpty }
        runsWithHeights = reporting.count
        callbacks = reporting.reduce(0) { $0 + $1.absoluteErrorsMeters.count }
        let pooled = PooledErrors(reporting.map(\.absoluteErrorsMeters))
        percentilesMeters = Self.percentiles(pooled, name: name)
        within2Meters = EstimatedFigure.share(of: reporting.compactMap { $0.share(within: 2) })
        within3Meters = EstimatedFigure.share(of: reporting.compactMap { $0.share(within: 3) })
        let indoors = runs.compactMap(\.floor.share)
        runsIndoors = indoors.count
        floorExact = EstimatedFigure.share(of: indoors)
        u68Coverage = EstimatedFigure.share(of: runs.compactMap(\.u68.share))
        u90Coverage = EstimatedFigure.share(of: runs.compactMap(\.u90.share))
        cdf = pooled.cdf(points: Self.cdfPoints).map { CDFPoint(errorMeters: $0.errorMeters, share: $0.share) }
    }

    /// The percentile estimates with their bootstrap intervals (2.5 % and 97.5 % of the
    /// resamples' percentiles); no interval for a single run.
    static func percentiles(_ pooled: PooledErrors, name: String) -> [EstimatedFigure] {
        guard pooled.runs > 0 else { return [] }
        let fractions = percentileFractions
        let estimates = pooled.quantiles(fractions)
        guard pooled.runs > 1 else { return estimates.map { EstimatedFigure(value: $0, interval: nil) } }
        let stream = NoiseStream(
            seed: SeedDerivation.streamSeed(rootSeed: 2018, name: "accuracy-bootstrap/" + name),
            name: "accuracy-bootstrap")
        var resampled = Array(repeating: [Double](), count: fractions.count)
        var multiplicity = Array(repeating: 0, count: pooled.runs)
        for _ in 0..<bootstrapResamples {
            for index in multiplicity.indices { multiplicity[index] = 0 }
            for _ in 0..<pooled.runs {
                multiplicity[min(pooled.runs - 1, Int(stream.uniform() * Double(pooled.runs)))] += 1
            }
            for (slot, value) in pooled.quantiles(fractions, multiplicity: multiplicity).enumerated() {
                resampled[slot].append(value)
            }
        }
        return zip(estimates, resampled).map { estimate, draws in
            let sorted = draws.sorted()
            guard let low = Percentile.quantile(sortedValues: sorted, fraction: 0.025),
                let high = Percentile.quantile(sortedValues: sorted, fraction: 0.975)
            else { return EstimatedFigure(value: estimate, interval: nil) }
            return EstimatedFigure(value: estimate, interval: low...max(low, high))
        }
    }
}
