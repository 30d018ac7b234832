import Foundation

extension AltitudeEngine {
    /// Starts altitude mode (830). `oneTime`: exactly one handler call, by
    /// `oneTimeDeadlineNanoseconds`, then 835. Periodic modes: one call per period until
    /// `stopAltitudeCalculation`/`stop` (periods longer than the collection time also get an
    /// early first call once the first assistance exchange is over). Before `start`:
    /// `handler(810, nil)`. A running mode is replaced (835; its pending `oneTime` handler gets
    /// `(835, nil)`). The new session is installed *before* that handler runs, so a handler that
    /// starts (or stops) altitude mode re-entrantly acts on the new session: the latest start
    /// wins, and this one is then answered `(835, nil)` (a `oneTime`) like any replaced mode.
    public func startAltitudeCalculation(mode: NNAltitudeMode, handler: @escaping NNAltitudeHandler) {
        guard lifecycle != .stopped else {
            emit(.notInitialised)
            record(.altitudeCallback(code: SDKStatusCode.notInitialised.rawValue, context: nil))
            handler(SDKStatusCode.notInitialised.rawValue, nil)
            return
        }
        let id = nextRequestID
        nextRequestID += 1
        let replaced = altitude.start(
            id: id, mode: mode, handler: handler, nowNanoseconds: nowNanoseconds,
            collectionNanoseconds: configuration.oneTimeCollectionNanoseconds)
        if let replaced { finish(replaced, pendingOneTimeCode: .altitudeModeDeactivated) }
        // The previous handler may have replaced or ended this session re-entrantly.
        guard altitude.isCurrent(id) else { return }
        emit(.altitudeModeActivated)
        guard altitude.isCurrent(id) else { return }
        scheduleSessionTimers()
        ensureAssistance()
    }

    /// Ends altitude mode: status 835 and `handler(835, time)`; 810 before `start`.
    public func stopAltitudeCalculation(handler: @escaping NNStatusHandler) {
        guard lifecycle != .stopped else {
            emit(.notInitialised)
            handler(SDKStatusCode.notInitialised.rawValue, Int(nowNanoseconds / 1_000_000))
            return
        }
        if altitude.isActive {
            endAltitudeMode(pendingOneTimeCode: .altitudeModeDeactivated)
        } else {
            emit(.altitudeModeDeactivated)
        }
        handler(SDKStatusCode.altitudeModeDeactivated.rawValue, Int(nowNanoseconds / 1_000_000))
    }

    /// Ends the session (835); a `oneTime` still waiting gets `(code, nil)`.
    func endAltitudeMode(pendingOneTimeCode code: SDKStatusCode) {
        guard let ending = altitude.end() else { return }
        finish(ending, pendingOneTimeCode: code)
    }

    /// Applies a session's ending: its timers, 835, and a waiting `oneTime` handler gets
    /// `(code, nil)` (it may call back into the engine).
    private func finish(_ ending: AltitudeSession.Ending, pendingOneTimeCode code: SDKStatusCode) {
        for token in ending.tokens { ports.scheduler.cancel(token) }
        emit(.altitudeModeDeactivated)
        if let handler = ending.handler {
            record(.altitudeCallback(code: code.rawValue, context: nil))
            handler(code.rawValue, nil)
        }
    }

    /// Schedules the timers the session just started needs (`AltitudeSession.Timers`).
    private func scheduleSessionTimers() {
        let timers = altitude.timers(
            collectionNanoseconds: configuration.oneTimeCollectionNanoseconds,
            deadlineNanoseconds: configuration.oneTimeDeadlineNanoseconds)
        switch timers {
        case .oneTime(let collectionNanoseconds, let deadlineNanoseconds):
            let collection = schedule(after: collectionNanoseconds) { $0.oneTimeProgress(force: false) }
            altitude.track(collection)
            let deadline = schedule(after: deadlineNanoseconds) { $0.oneTimeProgress(force: true) }
            altitude.track(deadline)
        case .periodic(let periodNanoseconds, let earlyContextAfterNanoseconds):
            scheduleTick(period: periodNanoseconds)
            if let earlyContextAfterNanoseconds {
                let early = schedule(after: earlyContextAfterNanoseconds) { $0.earlyContextProgress() }
                altitude.track(early)
            }
        case nil:
            break
        }
    }

    private func scheduleTick(period: Int64) {
        let id = altitude.currentID
        // One repeating action where the scheduler has them (no closure and event per tick); it
        // is queued as it starts, so the order is that of the one-shot fallback below.
        if period > 0,
            let token = scheduleRepeating(
                after: period, every: period,
                { engine, token in
                    guard let session = engine.altitude.repeatingTickFired(id: id, token: token) else { return false }
                    engine.tick(session, period: period)
                    return true
                })
        {
            altitude.track(token)
            return
        }
        let token = schedule(after: period) { engine in
            guard let session = engine.altitude.oneShotTickFired(id: id) else { return }
            engine.scheduleTick(period: period)
            engine.tick(session, period: period)
        }
        altitude.track(token)
    }

    /// One periodic tick of `session` (already re-armed): assistance, then the context.
    private func tick(_ session: AltitudeSession.Request, period: Int64) {
        let id = session.id
        ensureAssistance()
        // A status handler may have ended this session meanwhile.
        guard altitude.isCurrent(id) else { return }
        let context = evaluate(windowNanoseconds: period)
        altitude.regularContextDelivered(
            hasHeight: context.height != nil, hasStatus: context.statusCode != nil,
            collectionNanoseconds: configuration.oneTimeCollectionNanoseconds)
        clearWarnings()
        record(.altitudeCallback(code: nil, context: context))
        session.handler(nil, context)
    }

    /// An owed context of a periodic mode (period > `oneTimeCollectionNanoseconds`), delivered
    /// at once (not before the collection time after the start): the first one as soon as it
    /// carries a height or a service status; after a regular context without a height, the
    /// first height (e.g. when the service is back). The period grid then restarts from it.
    func earlyContextProgress() {
        guard
            let window = altitude.earlyContextWindow(
                nowNanoseconds: nowNanoseconds, collectionNanoseconds: configuration.oneTimeCollectionNanoseconds)
        else { return }
        let context = evaluate(windowNanoseconds: window)
        guard
            let regrid = altitude.earlyContextEvaluated(
                hasHeight: context.height != nil,
                hasStatus: context.statusCode != nil)
        else { return }
        // The regular grid restarts from this context: one period between every two calls.
        for token in regrid.tokens { ports.scheduler.cancel(token) }
        scheduleTick(period: regrid.periodNanoseconds)
        clearWarnings()
        record(.altitudeCallback(code: nil, context: context))
        regrid.handler(nil, context)
    }

    /// Answers a `oneTime` request when a height is ready, when the service said there will be
    /// none, or (`force`) at the deadline.
    func oneTimeProgress(force: Bool) {
        let collection = configuration.oneTimeCollectionNanoseconds
        guard
            altitude.oneTimeAnswerDue(
                nowNanoseconds: nowNanoseconds, collectionNanoseconds: collection,
                force: force)
        else { return }
        let context = evaluate(windowNanoseconds: collection)
        let answerable = oneTimeAnswerable(context)
        guard force || answerable, let ending = altitude.answerOneTime() else { return }
        for token in ending.tokens { ports.scheduler.cancel(token) }
        clearWarnings()
        emit(.altitudeModeDeactivated)
        record(.altitudeCallback(code: nil, context: context))
        ending.handler?(nil, context)
    }

    /// Whether a `oneTime` context may be delivered before the deadline: its height is ready, or
    /// the service said no reference data will come (and the pressure is not what is missing).
    private func oneTimeAnswerable(_ context: NNAltitudeContext) -> Bool {
        let noDataComing =
            !assistance.isBusy
            && (keyRejected || (assistance.cache.map { !$0.response.status.carriesReferencePressure } ?? false))
        let pressureMissing = context.errorCode == AltitudeErrorCode.pressureStale.rawValue
        // A height from data older than the one-time validity waits for the refetch (or the deadline).
        let fresh = lastLocation.map { cacheIsReusable(for: $0) } ?? false
        let heightReady = context.height != nil && (fresh || !assistance.isBusy)
        return heightReady || (noDataComing && !pressureMissing)
    }
}
