import Testing

@testable import AltitudeEngine

@Suite("EngineLifecycle: stopped, initialising, running")
struct EngineLifecycleTests {
    private static func handlers(_ log: LifecycleLog) -> EngineLifecycle.StartHandlers {
        EngineLifecycle.StartHandlers(
            success: { code, _ in log.codes.append(code) },
            failure: { code, _ in log.codes.append(-code) })
    }

    @Test("begin, a timer, initialised: the timer is returned to cancel and the handlers wait to be taken")
    func initialises() {
        var lifecycle = EngineLifecycle()
        let log = LifecycleLog()
        #expect(lifecycle.phase == .stopped && lifecycle.lastCode == nil)
        lifecycle.begin(apiKey: "key", handlers: Self.handlers(log))
        lifecycle.addInitialisationTimer(ScheduledActionToken(rawValue: 7))
        #expect(lifecycle.phase == .initialising && lifecycle.lastCode == .initialising && lifecycle.apiKey == "key")
        let result1 = lifecycle.becomeInitialised()
        #expect(result1 == [ScheduledActionToken(rawValue: 7)])
        #expect(lifecycle.phase == .initialised && lifecycle.lastCode == .initialised)
        lifecycle.takeStartHandlers()?.success(800, 0)
        let result2 = lifecycle.takeStartHandlers()
        #expect(result2 == nil)
        #expect(log.codes == [800])
    }

    @Test("initialised twice, or while stopped: nothing to do")
    func initialisedOutOfTurn() {
        var lifecycle = EngineLifecycle()
        let result3 = lifecycle.becomeInitialised()
        #expect(result3 == nil)
        lifecycle.begin(apiKey: "k", handlers: Self.handlers(LifecycleLog()))
        _ = lifecycle.becomeInitialised()
        let result4 = lifecycle.becomeInitialised()
        #expect(result4 == nil)
        #expect(lifecycle.phase == .initialised)
    }

    @Test("the timeout is extended once for a first fix when pressure is there, then fails")
    func timeoutExtendsOnce() {
        var lifecycle = EngineLifecycle()
        lifecycle.begin(apiKey: "k", handlers: Self.handlers(LifecycleLog()))
        let result5 = lifecycle.initialisationTimedOut(hasPressure: true, hasLocation: false, extraNanoseconds: 50)
        #expect(
            result5
                == .extend(afterNanoseconds: 50))
        let result6 = lifecycle.initialisationTimedOut(hasPressure: true, hasLocation: false, extraNanoseconds: 50)
        #expect(result6 == .fail)
    }

    @Test("no extension without pressure, with a fix, or without extra time")
    func timeoutFails() {
        for (pressure, location, extra) in [(false, false, Int64(50)), (true, true, 50), (true, false, 0)] {
            var lifecycle = EngineLifecycle()
            lifecycle.begin(apiKey: "k", handlers: Self.handlers(LifecycleLog()))
            let result7 = lifecycle.initialisationTimedOut(
                hasPressure: pressure, hasLocation: location,
                extraNanoseconds: extra)
            #expect(result7 == .fail)
        }
    }

    @Test("a timeout after initialising or stopping is ignored")
    func staleTimeout() {
        var lifecycle = EngineLifecycle()
        let result8 = lifecycle.initialisationTimedOut(hasPressure: false, hasLocation: false, extraNanoseconds: 1)
        #expect(result8 == .ignore)
        lifecycle.begin(apiKey: "k", handlers: Self.handlers(LifecycleLog()))
        _ = lifecycle.becomeInitialised()
        let result9 = lifecycle.initialisationTimedOut(hasPressure: false, hasLocation: false, extraNanoseconds: 1)
        #expect(result9 == .ignore)
    }

    @Test("stop during initialisation: its timers to cancel, the handlers once, a new generation")
    func stopWhileInitialising() {
        var lifecycle = EngineLifecycle()
        let log = LifecycleLog()
        lifecycle.begin(apiKey: "k", handlers: Self.handlers(log))
        lifecycle.addInitialisationTimer(ScheduledActionToken(rawValue: 3))
        lifecycle.addInitialisationTimer(nil)
        let handlers = lifecycle.takeStartHandlers()
        let result10 = lifecycle.enterStopped()
        #expect(result10 == [ScheduledActionToken(rawValue: 3)])
        lifecycle.advanceGeneration()
        lifecycle.noteStopped(.stopped)
        handlers?.failure(811, 0)
        #expect(log.codes == [-811])
        #expect(lifecycle.phase == .stopped && lifecycle.lastCode == .stopped && lifecycle.generation == 1)
        let result11 = lifecycle.enterStopped()
        #expect(result11.isEmpty)
    }

    @Test("a timer added while stopped or running is not an initialisation timer")
    func timerOutOfTurn() {
        var lifecycle = EngineLifecycle()
        lifecycle.addInitialisationTimer(ScheduledActionToken(rawValue: 1))
        let result12 = lifecycle.enterStopped()
        #expect(result12.isEmpty)
        lifecycle.begin(apiKey: "k", handlers: Self.handlers(LifecycleLog()))
        _ = lifecycle.becomeInitialised()
        lifecycle.addInitialisationTimer(ScheduledActionToken(rawValue: 2))
        lifecycle.replaceBackgroundCheck(ScheduledActionToken(rawValue: 4))
        lifecycle.replaceBackgroundCheck(ScheduledActionToken(rawValue: 5))
        let result13 = lifecycle.enterStopped()
        #expect(result13 == [ScheduledActionToken(rawValue: 5)])
    }

    @Test("an early failure keeps the engine stopped and remembers the code")
    func earlyFailure() {
        var lifecycle = EngineLifecycle()
        lifecycle.noteEarlyFailure(.invalidAPIKey)
        #expect(lifecycle.phase == .stopped && lifecycle.lastCode == .invalidAPIKey)
    }
}

/// The codes a test's start handlers received (failures negated).
final class LifecycleLog {
    var codes: [Int] = []
}
