/// A timeline label (`as "ride"`).
public struct TimelineLabel: Hashable, Sendable {
    /// The label.
    public var name: String
    /// The device whose timeline holds it.
    public var deviceName: String
    /// The labelled line's time, ns from the start.
    public var offsetNanoseconds: Int64
    /// How long the labelled action lasts (its `for DURATION`), ns; `nil` when it has no length.
    public var durationNanoseconds: Int64?

    /// Creates a label.
    public init(name: String, deviceName: String, offsetNanoseconds: Int64, durationNanoseconds: Int64? = nil) {
        self.name = name
        self.deviceName = deviceName
        self.offsetNanoseconds = offsetNanoseconds
        self.durationNanoseconds = durationNanoseconds
    }
}
