import Testing

@testable import AltitudeEngine

@Suite("AltitudeSession: the altitude mode's states and transitions")
struct AltitudeSessionTests {
    private static let collection: Int64 = 2_000_000_000
    private static let deadline: Int64 = 10_000_000_000

    private static func token(_ raw: UInt64) -> ScheduledActionToken { ScheduledActionToken(rawValue: raw) }

    /// A session with request `id` started at `nowNanoseconds`, and the calls its handler received.
    private static func started(
        _ mode: NNAltitudeMode, id: UInt64 = 1, nowNanoseconds: Int64 = 0,
        calls: Calls = Calls()
    ) -> AltitudeSession {
        var session = AltitudeSession()
        let replaced = session.start(
            id: id, mode: mode, handler: { code, _ in calls.codes.append(code) },
            nowNanoseconds: nowNanoseconds, collectionNanoseconds: collection)
        #expect(replaced == nil)
        return session
    }

    /// The codes a handler was called with (`nil` for a context).
    final class Calls {
        var codes: [Int?] = []
    }

    @Test("idle: nothing to end, no timers, no tick, nothing owed")
    func idle() {
        var session = AltitudeSession()
        #expect(!session.isActive && !session.isOneTime && session.currentID == nil)
        let ended = session.end()
        #expect(ended == nil)
        #expect(session.timers(collectionNanoseconds: Self.collection, deadlineNanoseconds: Self.deadline) == nil)
        session.track(Self.token(1))
        #expect(!session.isActive)
        let repeating = session.repeatingTickFired(id: nil, token: Self.token(1))
        let oneShot = session.oneShotTickFired(id: nil)
        #expect(repeating == nil && oneShot == nil)
        #expect(
            session.earlyContextWindow(
                nowNanoseconds: Self.deadline,
                collectionNanoseconds: Self.collection) == nil)
        #expect(!session.oneTimeAnswerDue(nowNanoseconds: 0, collectionNanoseconds: Self.collection, force: true))
        let answer = session.answerOneTime()
        #expect(answer == nil)
    }

    @Test("the start's phase and timers: oneTime, a period within the collection time, a longer one")
    func startPhases() {
        let oneTime = Self.started(.oneTime)
        #expect(oneTime.current?.phase == .oneTime && oneTime.isOneTime)
        #expect(
            oneTime.timers(collectionNanoseconds: Self.collection, deadlineNanoseconds: Self.deadline)
                == .oneTime(collectionNanoseconds: Self.collection, deadlineNanoseconds: Self.deadline))
        let everySecond = Self.started(.oneSecond)
        #expect(everySecond.current?.phase == .periodic && !everySecond.isOneTime)
        #expect(
            everySecond.timers(collectionNanoseconds: Self.collection, deadlineNanoseconds: Self.deadline)
                == .periodic(periodNanoseconds: 1_000_000_000, earlyContextAfterNanoseconds: nil))
        let everyMinute = Self.started(.oneMinute)
        #expect(everyMinute.current?.phase == .owing(.first))
        #expect(
            everyMinute.timers(collectionNanoseconds: Self.collection, deadlineNanoseconds: Self.deadline)
                == .periodic(periodNanoseconds: 60_000_000_000, earlyContextAfterNanoseconds: Self.collection))
    }

    @Test("a start while a oneTime runs replaces it: its timers and its handler come back, the new one is in force")
    func startReplacesOneTime() throws {
        let calls = Calls()
        var session = Self.started(.oneTime, id: 1, calls: calls)
        session.track(Self.token(10))
        session.track(nil)
        session.track(Self.token(11))
        let ending = session.start(
            id: 2, mode: .oneMinute, handler: { _, _ in }, nowNanoseconds: 5,
            collectionNanoseconds: Self.collection)
        let replaced = try #require(ending)
        #expect(replaced.tokens == [Self.token(10), Self.token(11)])
        replaced.handler?(835, nil)
        #expect(calls.codes == [835])
        #expect(session.isCurrent(2) && !session.isCurrent(1))
        #expect(session.current?.startedAtNanoseconds == 5 && session.current?.tokens == [])
    }

    @Test("a replaced periodic request has no handler owed")
    func startReplacesPeriodic() throws {
        var session = Self.started(.thirtySeconds)
        session.track(Self.token(3))
        let ending = session.start(
            id: 2, mode: .oneTime, handler: { _, _ in }, nowNanoseconds: 0,
            collectionNanoseconds: Self.collection)
        let replaced = try #require(ending)
        #expect(replaced.tokens == [Self.token(3)] && replaced.handler == nil)
        #expect(session.isOneTime)
    }

    @Test("a replaced handler that stops altitude mode re-entrantly ends the new request before its 830")
    func stopFromInsideReplacedHandler() throws {
        var session = Self.started(.oneTime, id: 1)
        let replaced = session.start(
            id: 2, mode: .oneSecond, handler: { _, _ in }, nowNanoseconds: 0,
            collectionNanoseconds: Self.collection)
        #expect(replaced?.handler != nil)
        // As the replaced handler's stopAltitudeCalculation does:
        let ending = session.end()
        let stopped = try #require(ending)
        #expect(stopped.handler == nil && stopped.tokens == [])
        #expect(!session.isCurrent(2) && !session.isActive)
        #expect(session.timers(collectionNanoseconds: Self.collection, deadlineNanoseconds: Self.deadline) == nil)
    }

    @Test("a replaced handler that starts again re-entrantly wins: the latest start is in force")
    func startFromInsideReplacedHandler() throws {
        var session = Self.started(.oneTime, id: 1)
        _ = session.start(
            id: 2, mode: .oneTime, handler: { _, _ in }, nowNanoseconds: 0,
            collectionNanoseconds: Self.collection)
        // As the replaced handler's startAltitudeCalculation does:
        let ending = session.start(
            id: 3, mode: .oneMinute, handler: { _, _ in }, nowNanoseconds: 0,
            collectionNanoseconds: Self.collection)
        let second = try #require(ending)
        #expect(second.handler != nil)
        #expect(session.isCurrent(3) && !session.isCurrent(2))
    }

    @Test("a repeating tick keeps only its own token; a tick for a stale or ended request stops")
    func repeatingTick() throws {
        var session = Self.started(.oneSecond, id: 7)
        session.track(Self.token(1))
        session.track(Self.token(2))
        let first = session.repeatingTickFired(id: 7, token: Self.token(2))
        #expect(first?.id == 7)
        #expect(session.current?.tokens == [Self.token(2)])
        let again = session.repeatingTickFired(id: 7, token: Self.token(2))
        #expect(again != nil)
        #expect(session.current?.tokens == [Self.token(2)])
        let stale = session.repeatingTickFired(id: 6, token: Self.token(2))
        let none = session.repeatingTickFired(id: nil, token: Self.token(2))
        #expect(stale == nil && none == nil && session.current?.tokens == [Self.token(2)])
        // A handler that stops altitude mode from inside its tick: the next firing finds no request.
        _ = session.end()
        let afterStop = session.repeatingTickFired(id: 7, token: Self.token(2))
        #expect(afterStop == nil)
    }

    @Test("a one-shot tick forgets the timers for its re-arm; a stale one leaves the request alone")
    func oneShotTick() {
        var session = Self.started(.oneSecond, id: 4)
        session.track(Self.token(1))
        let stale = session.oneShotTickFired(id: 3)
        #expect(stale == nil)
        #expect(session.current?.tokens == [Self.token(1)])
        let fired = session.oneShotTickFired(id: 4)
        #expect(fired?.id == 4)
        #expect(session.current?.tokens == [])
    }

    @Test("a regular context with a height settles; one with only a status owes the first height")
    func regularContexts() {
        var session = Self.started(.oneMinute)
        session.regularContextDelivered(hasHeight: false, hasStatus: false, collectionNanoseconds: Self.collection)
        #expect(session.current?.phase == .owing(.first))
        session.regularContextDelivered(hasHeight: false, hasStatus: true, collectionNanoseconds: Self.collection)
        #expect(session.current?.phase == .owing(.recovery))
        session.regularContextDelivered(hasHeight: true, hasStatus: true, collectionNanoseconds: Self.collection)
        #expect(session.current?.phase == .periodic)
        session.regularContextDelivered(hasHeight: false, hasStatus: true, collectionNanoseconds: Self.collection)
        #expect(session.current?.phase == .owing(.recovery))
    }

    @Test("a period within the collection time owes nothing; a oneTime request has no regular contexts")
    func shortPeriodAndOneTime() {
        var session = Self.started(.oneSecond)
        session.regularContextDelivered(hasHeight: false, hasStatus: true, collectionNanoseconds: Self.collection)
        #expect(session.current?.phase == .periodic)
        var oneTime = Self.started(.oneTime)
        oneTime.regularContextDelivered(hasHeight: true, hasStatus: true, collectionNanoseconds: Self.collection)
        #expect(oneTime.current?.phase == .oneTime)
    }

    @Test("the first context is settled by a height or a status, a recovery only by a height")
    func settles() {
        var first = Self.started(.oneMinute)
        #expect(first.settlesOwedContext(hasHeight: false, hasStatus: true))
        #expect(first.settlesOwedContext(hasHeight: true, hasStatus: false))
        #expect(!first.settlesOwedContext(hasHeight: false, hasStatus: false))
        first.regularContextDelivered(hasHeight: false, hasStatus: true, collectionNanoseconds: Self.collection)
        #expect(!first.settlesOwedContext(hasHeight: false, hasStatus: true))
        #expect(first.settlesOwedContext(hasHeight: true, hasStatus: false))
        #expect(!Self.started(.oneSecond).settlesOwedContext(hasHeight: true, hasStatus: true))
        #expect(!Self.started(.oneTime).settlesOwedContext(hasHeight: true, hasStatus: true))
    }

    @Test("an owed context's window: none before the collection time, then the time since the start (≤ a period)")
    func earlyWindow() {
        let session = Self.started(.oneMinute, nowNanoseconds: 1_000)
        #expect(
            session.earlyContextWindow(
                nowNanoseconds: 1_000 + Self.collection - 1,
                collectionNanoseconds: Self.collection) == nil)
        #expect(
            session.earlyContextWindow(
                nowNanoseconds: 1_000 + Self.collection,
                collectionNanoseconds: Self.collection) == Self.collection)
        #expect(
            session.earlyContextWindow(
                nowNanoseconds: 1_000 + 90_000_000_000,
                collectionNanoseconds: Self.collection) == 60_000_000_000)
        #expect(
            Self.started(.oneSecond).earlyContextWindow(
                nowNanoseconds: Self.deadline,
                collectionNanoseconds: Self.collection) == nil)
    }

    @Test("an early context that settles restarts the grid: its timers come back, nothing owed after")
    func earlyContextSettles() throws {
        let calls = Calls()
        var session = Self.started(.oneMinute, calls: calls)
        session.track(Self.token(1))
        session.track(Self.token(2))
        let unsettled = session.earlyContextEvaluated(hasHeight: false, hasStatus: false)
        #expect(unsettled == nil)
        #expect(session.current?.phase == .owing(.first) && session.current?.tokens.count == 2)
        let settled = session.earlyContextEvaluated(hasHeight: false, hasStatus: true)
        let regrid = try #require(settled)
        #expect(regrid.tokens == [Self.token(1), Self.token(2)] && regrid.periodNanoseconds == 60_000_000_000)
        regrid.handler(nil, nil)
        #expect(calls.codes == [nil])
        #expect(session.current?.phase == .periodic && session.current?.tokens == [])
        let nothingOwed = session.earlyContextEvaluated(hasHeight: true, hasStatus: true)
        #expect(nothingOwed == nil)
    }

    @Test("a oneTime answer is due at the collection time, or at once when forced; answering ends the mode")
    func oneTimeAnswer() throws {
        let calls = Calls()
        var session = Self.started(.oneTime, nowNanoseconds: 100, calls: calls)
        session.track(Self.token(5))
        #expect(
            !session.oneTimeAnswerDue(
                nowNanoseconds: 99 + Self.collection, collectionNanoseconds: Self.collection,
                force: false))
        #expect(session.oneTimeAnswerDue(nowNanoseconds: 100, collectionNanoseconds: Self.collection, force: true))
        #expect(
            session.oneTimeAnswerDue(
                nowNanoseconds: 100 + Self.collection, collectionNanoseconds: Self.collection,
                force: false))
        let answered = session.answerOneTime()
        let answer = try #require(answered)
        #expect(answer.tokens == [Self.token(5)])
        answer.handler?(nil, nil)
        #expect(calls.codes == [nil])
        let again = session.answerOneTime()
        #expect(!session.isActive && again == nil)
        var periodic = Self.started(.oneSecond)
        #expect(
            !periodic.oneTimeAnswerDue(
                nowNanoseconds: Self.deadline, collectionNanoseconds: Self.collection,
                force: true))
        let notOneTime = periodic.answerOneTime()
        #expect(notOneTime == nil && periodic.isActive)
    }
}
