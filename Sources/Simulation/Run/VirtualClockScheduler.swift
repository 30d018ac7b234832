public import AltitudeEngine

/// The engine's `EngineScheduler` port on the simulator's `VirtualClock`: "now" is the clock's
/// time, delayed actions are clock events (same-instant actions run in scheduling order, a
/// cancelled action never runs).
public final class VirtualClockScheduler: EngineScheduler {
    /// The clock the actions run on.
    public let clock: VirtualClock

    /// An adapter over `clock`.
    public init(clock: VirtualClock) { self.clock = clock }

    /// The clock's time, ns since the epoch.
    public var nowNanoseconds: Int64 { clock.nowNanoseconds }

    /// Schedules `action` `afterNanoseconds` (negative counts as 0) from now.
    public func schedule(afterNanoseconds: Int64, _ action: @escaping () -> Void) -> ScheduledActionToken {
        let event = clock.schedule(afterNanoseconds: afterNanoseconds, label: "engine timer", action)
        return ScheduledActionToken(rawValue: event.identifier)
    }

    /// Schedules `action` every `intervalNanoseconds` from `afterNanoseconds` (negative counts as
    /// 0) from now, each repetition queued before the action runs (the contract's order).
    public func scheduleRepeating(
        afterNanoseconds: Int64, intervalNanoseconds: Int64,
        _ action: @escaping () -> Void
    ) -> ScheduledActionToken? {
        let (first, overflow) = clock.nowNanoseconds.addingReportingOverflow(max(afterNanoseconds, 0))
        let event = clock.scheduleRepeating(
            firstAtNanoseconds: overflow ? Int64.max : first, intervalNanoseconds: intervalNanoseconds,
            label: "engine timer", queuedBeforeRunning: true, action)
        return ScheduledActionToken(rawValue: event.identifier)
    }

    /// Cancels a scheduled action; unknown or already-run tokens are ignored.
    public func cancel(_ token: ScheduledActionToken) {
        clock.cancel(ScheduledEvent(identifier: token.rawValue))
    }
}
