public import Simulation

/// The scheduler `ScenarioHost.scheduler` hands the app for its own timers (a retry, a
/// time-out): the hosted device's virtual clock once the run is built, so the app's timers fire
/// in virtual time, in order with the engine's, inside the run's `NNSDK` scope.
///
/// Actions scheduled before the run is built wait and are handed to the clock when it is (their
/// delay counted from scenario time 0); after the run, nothing fires. Like every
/// `EngineScheduler`, it is used from the run's one thread.
public final class HostScheduler: EngineScheduler {
    private struct Waiting {
        var token: ScheduledActionToken
        var afterNanoseconds: Int64
        var action: () -> Void
    }

    private var clock: (any EngineScheduler)?
    private var waiting: [Waiting] = []
    /// Host tokens to the clock's tokens, for `cancel`.
    private var clockTokens: [ScheduledActionToken: ScheduledActionToken] = [:]
    private var nextToken: UInt64 = 1

    init() {}

    /// The device's virtual time, ns since the Unix epoch (0 before the run is built).
    public var nowNanoseconds: Int64 { clock?.nowNanoseconds ?? 0 }

    /// Runs `action` once, `afterNanoseconds` from now, in virtual time.
    public func schedule(afterNanoseconds: Int64, _ action: @escaping () -> Void) -> ScheduledActionToken {
        let token = ScheduledActionToken(rawValue: nextToken)
        nextToken += 1
        guard let clock else {
            waiting.append(Waiting(token: token, afterNanoseconds: afterNanoseconds, action: action))
            return token
        }
        clockTokens[token] = clock.schedule(afterNanoseconds: afterNanoseconds) { [weak self] in
            self?.clockTokens[token] = nil
            action()
        }
        return token
    }

    /// Cancels a scheduled action; unknown or already-run tokens are ignored.
    public func cancel(_ token: ScheduledActionToken) {
        waiting.removeAll { $0.token == token }
        if let clockToken = clockTokens.removeValue(forKey: token) { clock?.cancel(clockToken) }
    }

    /// Hands the waiting actions to the device's clock.
    func attach(to clock: any EngineScheduler) {
        self.clock = clock
        let pending = waiting
        waiting = []
        for entry in pending {
            let token = entry.token
            clockTokens[token] = clock.schedule(afterNanoseconds: entry.afterNanoseconds) { [weak self] in
                self?.clockTokens[token] = nil
                entry.action()
            }
        }
    }
}
