/// The mutable state of a `VirtualClock`.
struct ClockState {
    var now: Int64
    var slots: [EventSlot] = []
    var freeSlots: [Int32] = []
    var nextSequence: UInt64 = 0
    var nextIdentifier: UInt64 = 0
    var runningSlot: Int32 = -1
    var runningCancelled = false
}

/// The stored part of a scheduled event (its action, kept out of the heap).
struct EventSlot {
    var identifier: UInt64
    var intervalNanoseconds: Int64
    var label: String
    /// Whether each repetition takes its sequence number before its action runs.
    var queuedBeforeRunning: Bool
    /// The action, retained once by `insert` and released by `release(slot:)` or the clock's
    /// `deinit` (`nil` for a free slot).
    var action: Unmanaged<EventAction>?
}

/// An event's action in an object of its own, so the clock can call it without retaining it.
final class EventAction {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
