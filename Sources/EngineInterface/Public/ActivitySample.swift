/// One activity-recognition result.
public struct ActivitySample: Hashable, Sendable, Codable {
    /// The recognised activity.
    public var kind: ActivityKind
    /// Confidence, 0…1.
    public var confidence: Double
    /// Time of the result, ns since the Unix epoch.
    public var timestampNanoseconds: Int64

    /// Creates an activity result.
    public init(kind: ActivityKind, confidence: Double, timestampNanoseconds: Int64) {
        self.kind = kind
        self.confidence = confidence
        self.timestampNanoseconds = timestampNanoseconds
    }
}
