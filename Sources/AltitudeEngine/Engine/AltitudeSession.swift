/// The altitude mode (`startAltitudeCalculation`): idle, or one request in progress in its phase
/// (a `oneTime` answer being collected, a periodic grid, or a periodic grid owing an early context).
///
/// The transitions are the mutating methods below; each returns what the engine must do (timers
/// to schedule or cancel, the handler to answer), so the rules, including a handler that stops or
/// restarts altitude mode from inside its callback, are testable without a scheduler. The engine
/// evaluates the contexts and calls the handlers. Codes: `Docs/reference/sdk.md` (830, 835).
struct AltitudeSession {
    /// Why a periodic request delivers a context before its next period.
    enum OwedContext: Hashable {
        /// The first context: as soon as it carries a height or a service status.
        case first
        /// Heights are back after a context without one: as soon as a height is ready.
        case recovery
    }

    /// Where a request is.
    enum Phase: Hashable {
        /// A `oneTime` request collecting until a height is ready, the service says none will
        /// come, or the deadline.
        case oneTime
        /// A periodic request on its period grid, owing nothing.
        case periodic
        /// A periodic request (period over the collection time) owing an out-of-period context.
        case owing(OwedContext)
    }

    /// One started altitude request.
    struct Request {
        /// The request's id (from the engine's request ids).
        let id: UInt64
        /// The mode: `oneTime` or a period.
        let mode: NNAltitudeMode
        /// Receives the contexts (or a code).
        let handler: NNAltitudeHandler
        /// When the request started, ns.
        let startedAtNanoseconds: Int64
        /// The current phase.
        fileprivate(set) var phase: Phase
        /// The request's timers (collection, deadline, early context, tick).
        fileprivate(set) var tokens: [ScheduledActionToken] = []
    }

    /// Idle, or a request in progress.
    enum State {
        /// No altitude mode.
        case idle
        /// A request in progress.
        case active(Request)
    }

    /// What the engine does for a request that leaves: cancel `tokens`, emit 835 and, when there
    /// is one, answer `handler` (a `oneTime` request's only call).
    struct Ending {
        /// The timers to cancel.
        var tokens: [ScheduledActionToken]
        /// The `oneTime` handler still owed its one call; `nil` for a periodic request.
        var handler: NNAltitudeHandler?
    }

    /// What the engine does once an owed early context is settled: cancel `tokens`, schedule the
    /// tick of `periodNanoseconds` afresh (the grid restarts from this context) and deliver it to
    /// `handler`.
    struct Regrid {
        /// The timers to cancel.
        var tokens: [ScheduledActionToken]
        /// The request's period, ns.
        var periodNanoseconds: Int64
        /// Receives the context.
        var handler: NNAltitudeHandler
    }

    /// The timers a started request needs.
    enum Timers: Hashable {
        /// `oneTime`: a progress check at the collection time and the forced answer at the deadline.
        case oneTime(collectionNanoseconds: Int64, deadlineNanoseconds: Int64)
        /// Periodic: the tick, and an early-context check at the collection time when one is owed.
        case periodic(periodNanoseconds: Int64, earlyContextAfterNanoseconds: Int64?)
    }

    /// The current state.
    private(set) var state = State.idle

    /// The request in progress, `nil` when idle.
    var current: Request? {
        if case .active(let request) = state { request } else { nil }
    }

    /// The id of the request in progress, `nil` when idle.
    @inline(__always)
    var currentID: UInt64? {
        if case .active(let request) = state { request.id } else { nil }
    }

    /// Whether altitude mode is active.
    var isActive: Bool {
        if case .active = state { true } else { false }
    }

    /// Whether a `oneTime` request is in progress.
    var isOneTime: Bool {
        if case .active(let request) = state { request.phase == .oneTime } else { false }
    }

    /// Whether request `id` is the one in progress (a handler may have replaced or ended it).
    @inline(__always)
    func isCurrent(_ id: UInt64) -> Bool { currentID == id }

    /// Installs request `id` (the new request is in force before the replaced one's handler runs,
    /// so a re-entrant start or stop acts on it); a periodic request whose period is over
    /// `collectionNanoseconds` owes its first context early. Returns the replaced request's ending.
    mutating func start(
        id: UInt64, mode: NNAltitudeMode, handler: @escaping NNAltitudeHandler,
        nowNanoseconds: Int64, collectionNanoseconds: Int64
    ) -> Ending? {
        let replaced = end()
        let phase: Phase =
            mode == .oneTime
            ? .oneTime
            : mode.periodNanoseconds > collectionNanoseconds ? .owing(.first) : .periodic
        state = .active(
            Request(
                id: id, mode: mode, handler: handler, startedAtNanoseconds: nowNanoseconds,
                phase: phase))
        return replaced
    }

    /// The timers the request in progress needs; `nil` when idle.
    func timers(collectionNanoseconds: Int64, deadlineNanoseconds: Int64) -> Timers? {
        guard let request = current else { return nil }
        switch request.phase {
        case .oneTime:
            return .oneTime(collectionNanoseconds: collectionNanoseconds, deadlineNanoseconds: deadlineNanoseconds)
        case .periodic:
            return .periodic(periodNanoseconds: request.mode.periodNanoseconds, earlyContextAfterNanoseconds: nil)
        case .owing:
            return .periodic(
                periodNanoseconds: request.mode.periodNanoseconds,
                earlyContextAfterNanoseconds: collectionNanoseconds)
        }
    }

    /// Keeps a timer of the request in progress (nothing when idle or never scheduled).
    mutating func track(_ token: ScheduledActionToken?) {
        guard let token else { return }
        modifyCurrent { $0.tokens.append(token) }
    }

    /// Ends the request in progress (`stopAltitudeCalculation`, `stop`, a replacing start);
    /// `nil` when idle.
    mutating func end() -> Ending? {
        guard let request = current else { return nil }
        state = .idle
        return Ending(tokens: request.tokens, handler: request.mode == .oneTime ? request.handler : nil)
    }

    /// A repeating tick of request `id` fired with its own `token`: `nil` for a request no longer
    /// in progress (the tick then stops repeating); else only `token` is kept and the request
    /// is returned for its context.
    @inline(__always)
    mutating func repeatingTickFired(id: UInt64?, token: ScheduledActionToken) -> Request? {
        guard let request = current, request.id == id else { return nil }
        // Checked first: rewriting an unchanged array every tick would cost a copy.
        if request.tokens.count != 1 || request.tokens[0] != token {
            modifyCurrent {
                $0.tokens.removeAll(keepingCapacity: true)
                $0.tokens.append(token)
            }
        }
        return request
    }

    /// A one-shot tick of request `id` fired (schedulers without repeating actions): `nil` for a
    /// request no longer in progress; else its timers are forgotten (the engine re-arms the tick)
    /// and the request is returned for its context.
    mutating func oneShotTickFired(id: UInt64?) -> Request? {
        guard let request = current, request.id == id else { return nil }
        modifyCurrent { $0.tokens.removeAll(keepingCapacity: true) }
        return request
    }

    /// After a regular tick's context: the first context stays owed until one carries a height
    /// or a service status; after one with a status but no height, the first height is owed
    /// (`.recovery`). Periods within `collectionNanoseconds` owe nothing.
    @inline(__always)
    mutating func regularContextDelivered(hasHeight: Bool, hasStatus: Bool, collectionNanoseconds: Int64) {
        guard let request = current, request.phase != .oneTime else { return }
        if request.mode.periodNanoseconds <= collectionNanoseconds || hasHeight {
            if request.phase != .periodic { modifyCurrent { $0.phase = .periodic } }
        } else if hasStatus, request.phase != .owing(.recovery) {
            modifyCurrent { $0.phase = .owing(.recovery) }
        }
    }

    /// The window of an owed early context at `nowNanoseconds` (the time since the start, at most
    /// one period); `nil` when none is owed or the collection time since the start has not passed.
    func earlyContextWindow(nowNanoseconds now: Int64, collectionNanoseconds: Int64) -> Int64? {
        guard let request = current, case .owing = request.phase else { return nil }
        let elapsed = now.saturatingSubtracting(request.startedAtNanoseconds)
        if elapsed < collectionNanoseconds { return nil }
        return min(request.mode.periodNanoseconds, elapsed)
    }

    /// Whether a context settles the owed one: the first needs a height or a status, a recovery
    /// a height.
    func settlesOwedContext(hasHeight: Bool, hasStatus: Bool) -> Bool {
        switch current?.phase {
        case .owing(.first): hasHeight || hasStatus
        case .owing(.recovery): hasHeight
        case .oneTime, .periodic, nil: false
        }
    }

    /// An early context was evaluated: when it settles the owed one, the request is back on its
    /// grid, its timers are forgotten and the engine restarts the grid (`Regrid`); else `nil`.
    mutating func earlyContextEvaluated(hasHeight: Bool, hasStatus: Bool) -> Regrid? {
        guard settlesOwedContext(hasHeight: hasHeight, hasStatus: hasStatus), let request = current else {
            return nil
        }
        modifyCurrent {
            $0.phase = .periodic
            $0.tokens.removeAll()
        }
        return Regrid(
            tokens: request.tokens, periodNanoseconds: request.mode.periodNanoseconds,
            handler: request.handler)
    }

    /// Whether a `oneTime` request may be answered at `nowNanoseconds`: at the deadline
    /// (`force`), else once the collection time since the start has passed.
    func oneTimeAnswerDue(nowNanoseconds now: Int64, collectionNanoseconds: Int64, force: Bool) -> Bool {
        guard let request = current, request.phase == .oneTime else { return false }
        return force || now.saturatingSubtracting(request.startedAtNanoseconds) >= collectionNanoseconds
    }

    /// The `oneTime` request is answered with a context: altitude mode ends; the ending's handler
    /// receives the context. `nil` when no `oneTime` request is in progress.
    mutating func answerOneTime() -> Ending? {
        guard isOneTime else { return nil }
        return end()
    }

    /// Mutates the request in progress in place (the state is idle meanwhile, so its token array
    /// stays uniquely referenced).
    @inline(__always)
    private mutating func modifyCurrent(_ body: (inout Request) -> Void) {
        guard case .active(var request) = state else { return }
        state = .idle
        body(&request)
        state = .active(request)
    }
}
