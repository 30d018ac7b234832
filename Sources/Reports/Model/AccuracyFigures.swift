/// The key accuracy figures of one run. Each is optional: a run without a fix has no error.
public struct AccuracyFigures: Hashable, Sendable {
    /// 80th percentile of |estimated HAE − true HAE|, m.
    public var p80AbsHAEErrorMeters: Double?
    /// Mean of (estimated HAE − true HAE), m (positive: the engine reads high).
    public var biasMeters: Double?
    /// Fraction (0…1) of estimates whose true HAE lies within the reported 68 % radius.
    public var coverage68: Double?
    /// Fraction (0…1) of estimates whose true HAE lies within the reported 90 % radius.
    public var coverage90: Double?
    /// Time from the start of the run to the first altitude callback, s.
    public var timeToFirstFixSeconds: Double?

    /// Creates the figures; every one defaults to "not available".
    public init(
        p80AbsHAEErrorMeters: Double? = nil, biasMeters: Double? = nil,
        coverage68: Double? = nil, coverage90: Double? = nil, timeToFirstFixSeconds: Double? = nil
    ) {
        self.p80AbsHAEErrorMeters = p80AbsHAEErrorMeters
        self.biasMeters = biasMeters
        self.coverage68 = coverage68
        self.coverage90 = coverage90
        self.timeToFirstFixSeconds = timeToFirstFixSeconds
    }
}
