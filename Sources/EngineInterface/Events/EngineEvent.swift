/// An engine event and the scheduler time it happened at.
public struct EngineEvent: Hashable, Sendable {
    /// Scheduler time, ns since the Unix epoch.
    public var timeNanoseconds: Int64
    /// What happened.
    public var kind: EngineEventKind

    /// Creates an event.
    public init(timeNanoseconds: Int64, kind: EngineEventKind) {
        self.timeNanoseconds = timeNanoseconds
        self.kind = kind
    }
}
