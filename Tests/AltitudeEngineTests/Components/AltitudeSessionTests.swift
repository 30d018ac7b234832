import Testing

@testable import AltitudeEngine

@Suite("AltitudeSession: the owed out-of-period context")
struct AltitudeSessionTests {
    private static func session(owed: AltitudeEngine.OwedContext?) -> AltitudeEngine.AltitudeSession {
        AltitudeEngine.AltitudeSession(
            id: 1, mode: .oneMinute, handler: { _, _ in }, startedAtNanoseconds: 0,
            owedContext: owed)
    }

    @Test("the first context is settled by a height or a status, a recovery only by a height")
    func settles() {
        let first = Self.session(owed: .first)
        #expect(first.settlesOwedContext(hasHeight: false, hasStatus: true))
        #expect(first.settlesOwedContext(hasHeight: true, hasStatus: false))
        #expect(!first.settlesOwedContext(hasHeight: false, hasStatus: false))
        let recovery = Self.session(owed: .recovery)
        #expect(!recovery.settlesOwedContext(hasHeight: false, hasStatus: true))
        #expect(recovery.settlesOwedContext(hasHeight: true, hasStatus: false))
        #expect(!Self.session(owed: nil).settlesOwedContext(hasHeight: true, hasStatus: true))
    }

    @Test("a regular context with a height settles; one with only a status owes the first height")
    func regularContexts() {
        var session = Self.session(owed: .first)
        session.noteRegularContext(hasHeight: false, hasStatus: false, periodNanoseconds: 60, collectionNanoseconds: 2)
        #expect(session.owedContext == .first)
        session.noteRegularContext(hasHeight: false, hasStatus: true, periodNanoseconds: 60, collectionNanoseconds: 2)
        #expect(session.owedContext == .recovery)
        session.noteRegularContext(hasHeight: true, hasStatus: true, periodNanoseconds: 60, collectionNanoseconds: 2)
        #expect(session.owedContext == nil)
    }

    @Test("a period within the collection time owes nothing")
    func shortPeriod() {
        var session = Self.session(owed: .first)
        session.noteRegularContext(hasHeight: false, hasStatus: true, periodNanoseconds: 2, collectionNanoseconds: 2)
        #expect(session.owedContext == nil)
    }
}
