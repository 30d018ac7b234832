/// A run-loop-free `EngineScheduler` that the owner advances by hand.
///
/// A phone app without its own scheduler port calls `advance(toNanoseconds:)` from its one
/// engine thread with the device time (e.g. on each sensor callback); due actions run there,
/// in time order, same-instant actions in the order they were scheduled. The replay and the
/// tests drive engines with it too, so they all share one implementation of the contract in
/// `EngineScheduler`.
///
/// Due instants saturate at `Int64.max`. The clock never goes backwards: advancing to an
/// earlier instant runs nothing and leaves the time as it is. Actions never run re-entrantly:
/// `advance`, `runNext` and `moveClock` called from inside an action do nothing.
public final class ManualScheduler: EngineScheduler {
    /// Current time, ns since the Unix epoch.
    public private(set) var nowNanoseconds: Int64
    private var queue = ScheduledActionQueue()
    private var isRunningAction = false

    /// A scheduler whose clock starts at `startNanoseconds`.
    public init(startNanoseconds: Int64) { nowNanoseconds = startNanoseconds }

    /// Schedules `action` to run once, `afterNanoseconds` (negative counts as 0) from now.
    public func schedule(afterNanoseconds: Int64, _ action: @escaping () -> Void) -> ScheduledActionToken {
        let token = queue.insert(
            dueNanoseconds: nowNanoseconds.saturatingAdding(max(0, afterNanoseconds)),
            token: nil, intervalNanoseconds: 0, action: action)
        return ScheduledActionToken(rawValue: token)
    }

    /// Schedules `action` first `afterNanoseconds` (negative counts as 0) from now, then every
    /// `intervalNanoseconds` (a non-positive interval counts as 1 ns) until the token is
    /// cancelled. Each repetition is queued as it starts, before `action` runs (the contract's
    /// order); a repetition that would be due after `Int64.max` is not queued.
    public func scheduleRepeating(
        afterNanoseconds: Int64, intervalNanoseconds: Int64,
        _ action: @escaping () -> Void
    ) -> ScheduledActionToken? {
        let token = queue.insert(
            dueNanoseconds: nowNanoseconds.saturatingAdding(max(0, afterNanoseconds)),
            token: nil, intervalNanoseconds: max(1, intervalNanoseconds), action: action)
        return ScheduledActionToken(rawValue: token)
    }

    /// Cancels a scheduled action (for a repeating one, all further repetitions, also from
    /// inside its action); unknown or already-run tokens are ignored.
    public func cancel(_ token: ScheduledActionToken) {
        queue.remove(token: token.rawValue)
    }

    /// Number of actions waiting.
    public var pendingCount: Int { queue.count }

    /// Moves the clock to `time` (never backwards), running every action due on the way.
    public func advance(toNanoseconds time: Int64) {
        guard !isRunningAction else { return }
        while runNext(notAfter: time) {}
        nowNanoseconds = max(nowNanoseconds, time)
    }

    /// Moves the clock forward by `nanoseconds` (negative counts as 0; the clock stops at
    /// `Int64.max` rather than overflowing).
    public func advance(byNanoseconds nanoseconds: Int64) {
        advance(toNanoseconds: nowNanoseconds.saturatingAdding(max(0, nanoseconds)))
    }

    /// Runs the earliest action due at or before `time` (ties: scheduling order), moving the
    /// clock to its due instant if that is later than now; `false` when none is due. Lets a
    /// driver interleave the actions of one instant with inputs of that instant.
    @discardableResult
    public func runNext(notAfter time: Int64) -> Bool {
        guard !isRunningAction, let entry = queue.popNext(notAfter: time) else { return false }
        nowNanoseconds = max(nowNanoseconds, entry.dueNanoseconds)
        if entry.intervalNanoseconds > 0 {
            let (nextDue, overflow) = entry.dueNanoseconds.addingReportingOverflow(entry.intervalNanoseconds)
            if !overflow {
                queue.insert(
                    dueNanoseconds: nextDue, token: entry.token,
                    intervalNanoseconds: entry.intervalNanoseconds, action: entry.action)
            }
        }
        isRunningAction = true
        defer { isRunningAction = false }
        entry.action()
        return true
    }

    /// Sets the clock to `time` (never backwards) without running the actions due by then; they
    /// run at the next `advance` or `runNext`, before anything due later. An input delivered at
    /// `time` then reaches the engine before the timers due at `time`.
    public func moveClock(toNanoseconds time: Int64) {
        guard !isRunningAction else { return }
        nowNanoseconds = max(nowNanoseconds, time)
    }
}
