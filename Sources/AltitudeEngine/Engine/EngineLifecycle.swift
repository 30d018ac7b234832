/// Where an engine is in its life: stopped, initialising after `start` (waiting for a pressure
/// sample and a location fix, `Docs/reference/sdk.md` 800–806), or running.
///
/// A value with the lifecycle's timers and start handlers inside the states that have them.
/// Each transition is a method that returns what the engine must do (timers to cancel,
/// handlers to answer), so the rules are testable without a scheduler.
struct EngineLifecycle {
    /// The callbacks a `start` is answered on, exactly once.
    struct StartHandlers {
        /// Called with 800 once initialised.
        var success: NNStatusHandler
        /// Called with the failure code (806, 811, …).
        var failure: NNStatusHandler
    }

    /// An initialisation in progress.
    struct Initialising {
        /// The start's handlers; `nil` once taken to be answered.
        var handlers: StartHandlers?
        /// The initialisation timeout (and its extension for a first location fix).
        var timeoutTokens: [ScheduledActionToken] = []
        /// Whether the timeout was already extended to wait for the first location fix.
        var extended = false
    }

    /// An initialised engine.
    struct Running {
        /// The start's handlers until the success is answered (status handlers run in between).
        var handlers: StartHandlers?
        /// The pending background-calibration check.
        var backgroundCheckTokens: [ScheduledActionToken] = []
    }

    /// The lifecycle's states, with what each needs.
    enum State {
        case stopped
        case initialising(Initialising)
        case running(Running)
    }

    /// The state without its payload, for comparisons.
    enum Phase: Hashable { case stopped, initialising, initialised }

    /// What to do when the initialisation timeout fires.
    enum TimeoutDecision: Hashable {
        /// Not initialising (any more): nothing.
        case ignore
        /// Pressure is there but no fix yet: wait `afterNanoseconds` more (GNSS cold start).
        case extend(afterNanoseconds: Int64)
        /// Initialisation failed (806, after 805/804 for what is missing).
        case fail
    }

    /// The current state.
    private(set) var state: State = .stopped {
        didSet { phase = Self.phase(of: state) }
    }
    /// The current state's phase, kept with it: read on every sample without copying the state.
    private(set) var phase = Phase.stopped
    /// The last lifecycle status code (800, 801, 806, 811, 815, 816); `nil` before any `start`.
    private(set) var lastCode: SDKStatusCode?
    /// The key of the last accepted `start`, sent with every request.
    private(set) var apiKey = ""
    /// Incremented by every stop; callbacks of an older generation are ignored.
    private(set) var generation: UInt64 = 0

    /// The phase of `state`.
    private static func phase(of state: State) -> Phase {
        switch state {
        case .stopped: .stopped
        case .initialising: .initialising
        case .running: .initialised
        }
    }

    /// A `start` that failed before initialising (815, 816): only the code is remembered.
    mutating func noteEarlyFailure(_ code: SDKStatusCode) {
        lastCode = code
    }

    /// `start` accepted: initialising with `handlers` (801).
    mutating func begin(apiKey: String, handlers: StartHandlers) {
        self.apiKey = apiKey
        state = .initialising(Initialising(handlers: handlers))
        lastCode = .initialising
    }

    /// Keeps an initialisation timer so that initialising or stopping cancels it; dropped when
    /// not initialising (its generation check makes it harmless).
    mutating func addInitialisationTimer(_ token: ScheduledActionToken?) {
        guard case .initialising(var initialising) = state, let token else { return }
        initialising.timeoutTokens.append(token)
        state = .initialising(initialising)
    }

    /// Pressure and location arrived: running (800). Returns the timers to cancel, `nil` when
    /// not initialising. The handlers stay until `takeStartHandlers`.
    mutating func becomeInitialised() -> [ScheduledActionToken]? {
        guard case .initialising(let initialising) = state else { return nil }
        state = .running(Running(handlers: initialising.handlers))
        lastCode = .initialised
        return initialising.timeoutTokens
    }

    /// Takes the start's handlers (to answer them): they are answered once.
    mutating func takeStartHandlers() -> StartHandlers? {
        switch state {
        case .stopped:
            return nil
        case .initialising(var initialising):
            defer { state = .initialising(initialising) }
            let handlers = initialising.handlers
            initialising.handlers = nil
            return handlers
        case .running(var running):
            defer { state = .running(running) }
            let handlers = running.handlers
            running.handlers = nil
            return handlers
        }
    }

    /// The initialisation timeout fired: extend it once for a first fix (by `extraNanoseconds`,
    /// when positive and pressure is there), else fail.
    mutating func initialisationTimedOut(
        hasPressure: Bool, hasLocation: Bool,
        extraNanoseconds: Int64
    ) -> TimeoutDecision {
        guard case .initialising(var initialising) = state else { return .ignore }
        if hasPressure, !hasLocation, extraNanoseconds > 0, !initialising.extended {
            initialising.extended = true
            state = .initialising(initialising)
            return .extend(afterNanoseconds: extraNanoseconds)
        }
        return .fail
    }

    /// Replaces the pending background check (running only; the old one has fired).
    mutating func replaceBackgroundCheck(_ token: ScheduledActionToken?) {
        guard case .running(var running) = state else { return }
        running.backgroundCheckTokens.removeAll()
        if let token { running.backgroundCheckTokens.append(token) }
        state = .running(running)
    }

    /// Stopped; returns the timers to cancel. Handlers not yet taken are dropped.
    mutating func enterStopped() -> [ScheduledActionToken] {
        defer { state = .stopped }
        switch state {
        case .stopped: return []
        case .initialising(let initialising): return initialising.timeoutTokens
        case .running(let running): return running.backgroundCheckTokens
        }
    }

    /// A new generation: callbacks scheduled before it are ignored.
    mutating func advanceGeneration() {
        generation &+= 1
    }

    /// The stop is complete with `code` (806 or 811).
    mutating func noteStopped(_ code: SDKStatusCode) {
        lastCode = code
    }
}
