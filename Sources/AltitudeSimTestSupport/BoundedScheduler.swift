public import EngineInterface

/// A `ManualScheduler` with a budget, for clocks at the ends of the `Int64` range: it stops
/// running actions once `budget` have run (so a timer that re-fires at one instant for ever ends
/// the test instead of hanging it) and counts what ran.
public final class BoundedScheduler: EngineScheduler {
    /// The scheduler that holds the actions and the clock.
    public let base: ManualScheduler
    /// The most actions `advance` runs in the scheduler's lifetime.
    public let budget: Int
    /// How many actions have run.
    public private(set) var fired = 0
    /// The most actions that ran at one instant.
    public private(set) var mostAtOneInstant = 0
    private var atThisInstant = 0
    private var countedInstantNanoseconds: Int64

    /// A scheduler whose clock starts at `now` (ns since the epoch) and runs at most `budget` actions.
    public init(now: Int64, budget: Int) {
        base = ManualScheduler(startNanoseconds: now)
        countedInstantNanoseconds = now
        self.budget = budget
    }

    /// Whether the budget is spent (`advance` then only moves the clock).
    public var exhausted: Bool { fired >= budget }

    /// The clock's time, ns since the epoch.
    public var nowNanoseconds: Int64 { base.nowNanoseconds }

    /// Schedules `action` once, as `ManualScheduler` does.
    public func schedule(afterNanoseconds: Int64, _ action: @escaping () -> Void) -> ScheduledActionToken {
        base.schedule(afterNanoseconds: afterNanoseconds, action)
    }

    /// Schedules a repeating `action`, as `ManualScheduler` does.
    public func scheduleRepeating(
        afterNanoseconds: Int64, intervalNanoseconds: Int64,
        _ action: @escaping () -> Void
    ) -> ScheduledActionToken? {
        base.scheduleRepeating(afterNanoseconds: afterNanoseconds, intervalNanoseconds: intervalNanoseconds, action)
    }

    /// Cancels a scheduled action; unknown or already-run tokens are ignored.
    public func cancel(_ token: ScheduledActionToken) { base.cancel(token) }

    /// Runs the actions due at or before `time` while the budget lasts, then moves the clock to
    /// `time` (never backwards), leaving unrun actions queued.
    public func advance(toNanoseconds time: Int64) {
        while !exhausted, base.runNext(notAfter: time) {
            startCountingIfTimeMoved()
            fired += 1
            atThisInstant += 1
            mostAtOneInstant = max(mostAtOneInstant, atThisInstant)
        }
        base.moveClock(toNanoseconds: time)
        startCountingIfTimeMoved()
    }

    private func startCountingIfTimeMoved() {
        guard base.nowNanoseconds != countedInstantNanoseconds else { return }
        countedInstantNanoseconds = base.nowNanoseconds
        atThisInstant = 0
    }
}
