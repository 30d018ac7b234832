/// The assistance exchange's state: no request, one in flight, a retry pending, a retry that
/// would be due after the end of time, or a rejected key; with the cached reply and what the
/// last exchange said (`Docs/reference/sdk.md`: 850–854, 600–640).
///
/// The engine asks `canSend` before a request and reports each exchange's end through the
/// methods below; they return what it must do (the retry delay, the timers to cancel), so
/// the rules are testable without a scheduler or a service.
struct AssistanceFetcher {
    /// A request waiting for its reply.
    struct InFlightFetch {
        /// The request's id; a reply with another id is stale.
        var requestID: UInt64
        /// Where the reference data was asked for.
        var location: NNLocation
        /// `nil` when the timeout would be due after `Int64.max`.
        var timeoutToken: ScheduledActionToken?
    }

    /// How an exchange failed (a timeout or an unreachable service is a lost connection, 851).
    enum FailureKind: Hashable { case timeout, unreachable, other }

    /// The exchange's states.
    enum State {
        /// No request and no retry pending: one may be sent.
        case idle
        /// A request waits for its reply.
        case inFlight(InFlightFetch)
        /// A failed exchange is retried when `token` fires.
        case waitingToRetry(token: ScheduledActionToken)
        /// The retry after a failure would be due after `Int64.max`: no request until a restart.
        case retryNeverDue
        /// The service rejected the key (403): no request until the next `start`.
        case keyRejected
    }

    /// The current state.
    private(set) var state: State = .idle
    /// Failures since the last reply the service delivered (the retry backoff's exponent).
    private(set) var retryAttempt = 0
    /// The cached reply (the newest one the service delivered).
    var cache: AltitudeEngine.CachedAssistance? {
        didSet {
            if let cache, cache.response.status.carriesReferencePressure, cache.response.referencePressurePa != nil {
                referenceCache = cache
            }
        }
    }
    /// The newest cached reply that carried a reference pressure: heights are computed from it
    /// while it is usable, also after a later reply without one (610, 630, 600); once it is not,
    /// the engine reports 854 (reference data stale). `nil` until one arrives: 850.
    private(set) var referenceCache: AltitudeEngine.CachedAssistance?
    /// The status of the last reply (or 403 / general failure); `nil` before any.
    private(set) var lastServiceStatus: ServiceStatusCode?
    /// How the last exchange failed; `nil` after a reply.
    private(set) var lastFailure: FailureKind?

    /// Whether a request may be sent now.
    var canSend: Bool {
        if case .idle = state { return true }
        return false
    }

    /// Whether an exchange is under way: a request in flight or a retry pending.
    var isBusy: Bool {
        switch state {
        case .inFlight, .waitingToRetry: true
        case .idle, .retryNeverDue, .keyRejected: false
        }
    }

    /// Whether the service rejected the key since the last `start`.
    var keyRejected: Bool {
        if case .keyRejected = state { return true }
        return false
    }

    /// The request in flight, if any.
    var inFlight: InFlightFetch? {
        if case .inFlight(let flight) = state { return flight }
        return nil
    }

    /// Whether the last exchange lost the connection (timeout or unreachable: 851).
    var connectionLost: Bool { lastFailure == .timeout || lastFailure == .unreachable }

    /// A new `start`: a rejected key may be tried again.
    mutating func restart() {
        if keyRejected { state = .idle }
    }

    /// A request was sent.
    mutating func sent(_ flight: InFlightFetch) {
        state = .inFlight(flight)
    }

    /// The exchange of `requestID` ended (reply or timeout): the flight, now finished, or `nil`
    /// when it is not the one in flight (stale).
    mutating func finish(requestID: UInt64) -> InFlightFetch? {
        guard let flight = inFlight, flight.requestID == requestID else { return nil }
        state = .idle
        return flight
    }

    /// The service delivered a reply with `status`: the backoff starts over.
    mutating func delivered(status: ServiceStatusCode) {
        lastServiceStatus = status
        lastFailure = nil
        retryAttempt = 0
    }

    /// The service rejected the key (403).
    mutating func rejectKey() {
        state = .keyRejected
        lastServiceStatus = .invalidAPIKey
        lastFailure = nil
    }

    /// The exchange failed: returns the retry delay (exponential from `retryInitialBackoffNanoseconds`,
    /// at most `retryMaximumBackoffNanoseconds`), ns; then call `retryScheduled`.
    mutating func failed(_ kind: FailureKind, configuration: EngineConfiguration) -> Int64 {
        lastFailure = kind
        if kind == .other { lastServiceStatus = .generalFailure }
        let factor: Int64 = 1 << Int64(min(retryAttempt, 20))
        let backoff = configuration.retryInitialBackoffNanoseconds.saturatingMultiplied(by: factor)
        retryAttempt += 1
        return max(0, min(configuration.retryMaximumBackoffNanoseconds, backoff))
    }

    /// The retry was scheduled with `token` (`nil`: it would be due after `Int64.max`).
    mutating func retryScheduled(_ token: ScheduledActionToken?) {
        state = token.map { .waitingToRetry(token: $0) } ?? .retryNeverDue
    }

    /// The retry timer fired: a request may be sent again.
    mutating func retryFired() {
        if case .waitingToRetry = state { state = .idle }
    }

    /// The engine stopped: everything is forgotten but a rejected key; returns the timers to cancel.
    mutating func stop() -> [ScheduledActionToken] {
        var timers: [ScheduledActionToken] = []
        switch state {
        case .inFlight(let flight): if let token = flight.timeoutToken { timers.append(token) }
        case .waitingToRetry(let token): timers.append(token)
        case .idle, .retryNeverDue, .keyRejected: break
        }
        if !keyRejected { state = .idle }
        retryAttempt = 0
        cache = nil
        referenceCache = nil
        lastServiceStatus = nil
        lastFailure = nil
        return timers
    }
}
