/// Identifies a scheduled action so it can be cancelled.
public struct ScheduledActionToken: Hashable, Sendable {
    /// The scheduler's own number for the action.
    public let rawValue: UInt64
    /// Wraps a scheduler-chosen number.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
}

/// The engine's only clock: "now" and delayed callbacks.
///
/// The simulator's virtual clock implements it; a phone app implements it on its run loop
/// (or drives `ManualScheduler`). Contract: actions run on the thread that drives the
/// engine, never re-entrantly from inside `schedule`; actions due at the same instant run in
/// the order they were scheduled; a cancelled action never runs; `nowNanoseconds` never
/// goes backwards. It may be any `Int64`: the engine never asks for an action due after
/// `Int64.max` (`nowNanoseconds + afterNanoseconds` always fits), and ends a repeating action
/// before a repetition that would be due after it.
public protocol EngineScheduler: AnyObject {
    /// Current time, ns since the Unix epoch.
    var nowNanoseconds: Int64 { get }
    /// Runs `action` once, `afterNanoseconds` (≥ 0) from now.
    func schedule(afterNanoseconds: Int64, _ action: @escaping () -> Void) -> ScheduledActionToken
    /// Cancels a scheduled action; unknown or already-run tokens are ignored.
    func cancel(_ token: ScheduledActionToken)
    /// Runs `action` first `afterNanoseconds` (≥ 0) from now, then every `intervalNanoseconds`
    /// (> 0) until the token is cancelled (also from inside `action`). Each repetition is queued
    /// as it *starts*, before `action` runs: actions that `action` schedules for the next
    /// repetition's instant run after it — the order of a one-shot action that re-schedules
    /// itself first thing. Returns `nil` when the scheduler has no such capability (the
    /// default); the engine then re-schedules one-shot actions itself.
    func scheduleRepeating(
        afterNanoseconds: Int64, intervalNanoseconds: Int64,
        _ action: @escaping () -> Void
    ) -> ScheduledActionToken?
}

extension EngineScheduler {
    /// No repeating capability: `nil` (the engine falls back to one-shot actions).
    public func scheduleRepeating(
        afterNanoseconds: Int64, intervalNanoseconds: Int64,
        _ action: @escaping () -> Void
    ) -> ScheduledActionToken? {
        nil
    }
}
