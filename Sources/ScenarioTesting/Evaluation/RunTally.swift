import Scenarios

/// One run's contribution to an `across seeds` expectation: the callbacks counted in the window
/// (and placement), those within the reported uncertainty (coverage) or on the true floor (floor
/// correctness), and the sum of their signed errors (bias). `count` 0: the run had no data.
public struct RunTally: Hashable, Sendable {
    /// Callbacks counted.
    public var count: Int
    /// Callbacks whose |error| is within the reported uncertainty (coverage forms), or whose
    /// reported height names the true floor (floor forms).
    public var inside: Int
    /// Sum of the signed errors, m (bias forms).
    public var errorSumMeters: Double

    /// Creates a tally.
    public init(count: Int, inside: Int = 0, errorSumMeters: Double = 0) {
        self.count = count
        self.inside = inside
        self.errorSumMeters = errorSumMeters
    }

    /// The run's share, `inside / count` (a coverage, or a floor correctness), or `nil` without data.
    public var share: Double? { count > 0 ? Double(inside) / Double(count) : nil }
    /// The run's mean error, m, or `nil` without data.
    public var meanErrorMeters: Double? { count > 0 ? errorSumMeters / Double(count) : nil }
}
