/// What the trace keeps.
public struct TraceOptions: Hashable, Sendable {
    /// Keep every raw sensor sample and station observation (large).
    public var keepRawSamples = false
    /// Options that keep raw samples when `keepRawSamples` is true.
    public init(keepRawSamples: Bool = false) { self.keepRawSamples = keepRawSamples }
}
