/// A token for an event scheduled on a `VirtualClock`; pass it to `cancel(_:)`.
public struct ScheduledEvent: Hashable, Sendable {
    /// A number unique among the events of one clock, in scheduling order.
    public let identifier: UInt64
}
