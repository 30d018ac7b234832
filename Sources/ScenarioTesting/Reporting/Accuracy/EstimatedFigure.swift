/// A campaign figure with its 95 % confidence interval.
public struct EstimatedFigure: Hashable, Sendable {
    /// The estimate (m, or a share 0…1).
    public var value: Double
    /// The 95 % interval (`nil`: too few runs to give one).
    public var interval: ClosedRange<Double>?

    /// Creates a figure.
    public init(value: Double, interval: ClosedRange<Double>?) {
        self.value = value
        self.interval = interval
    }

    /// The mean of per-run shares with its Wilson interval over the run count (each run one
    /// trial: the worst case for the variance of a mean of shares), or `nil` without runs.
    static func share(of perRun: [Double]) -> EstimatedFigure? {
        guard !perRun.isEmpty else { return nil }
        let mean = perRun.reduce(0, +) / Double(perRun.count)
        return EstimatedFigure(
            value: mean,
            interval: ShareStatistics.wilson(successes: mean * Double(perRun.count), trials: perRun.count))
    }
}
