/// A height plot's data: the truth and the engine's estimate with its bands.
public struct HeightSeries: Hashable, Sendable {
    /// The true height, m.
    public var truth: TimeSeries
    /// The estimated height with its 68 % and 90 % radii, m.
    public var estimate: EstimateSeries

    /// Creates the height data.
    public init(truth: TimeSeries = .empty, estimate: EstimateSeries = .empty) {
        self.truth = truth
        self.estimate = estimate
    }
}
