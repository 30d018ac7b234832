/// An event still scheduled on a `VirtualClock`, as reported by `pendingEvents`.
public struct PendingEvent: Hashable, Sendable {
    /// When it is due, ns since the Unix epoch.
    public let timeNanoseconds: Int64
    /// Its token.
    public let event: ScheduledEvent
    /// The label given when it was scheduled.
    public let label: String
    /// Whether it repeats.
    public let isRepeating: Bool
}
