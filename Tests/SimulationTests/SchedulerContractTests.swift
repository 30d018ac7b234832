import AltitudeSimTestSupport
import Simulation
import Testing

/// A scheduler under the `EngineScheduler` contract, with the way its owner moves its time.
struct ContractSubject: CustomTestStringConvertible, Sendable {
    /// A fresh scheduler at a start instant, and the function that advances it to an instant.
    typealias Rig = (scheduler: any EngineScheduler, advance: (Int64) -> Void)

    let name: String
    let make: @Sendable (Int64) -> Rig
    var testDescription: String { name }

    /// `ManualScheduler`: the engine's, the replay's and the tests' scheduler.
    static let manual = ContractSubject(name: "ManualScheduler") { start in
        let scheduler = ManualScheduler(startNanoseconds: start)
        return (scheduler, { scheduler.advance(toNanoseconds: $0) })
    }

    /// The tests' budgeted wrapper of `ManualScheduler`, with a budget the tests never reach.
    static let bounded = ContractSubject(name: "BoundedScheduler") { start in
        let scheduler = BoundedScheduler(now: start, budget: 10_000)
        return (scheduler, { scheduler.advance(toNanoseconds: $0) })
    }

    /// The simulator's adapter on `VirtualClock` (its own queue, shared with the sensors).
    static let virtualClock = ContractSubject(name: "VirtualClockScheduler") { start in
        let clock = VirtualClock(startNanoseconds: start)
        return (VirtualClockScheduler(clock: clock), { clock.run(untilNanoseconds: $0) })
    }

    static let all = [manual, bounded, virtualClock]
}

/// The contract written on `EngineScheduler`, checked on every scheduler the project has.
@Suite("EngineScheduler contract")
struct SchedulerContractTests {
    @Test(
        "Due actions run in time order, same-instant ones in scheduling order, time never goes back",
        arguments: ContractSubject.all)
    func ordering(_ subject: ContractSubject) {
        let (scheduler, advance) = subject.make(100)
        var log: [String] = []
        var times: [Int64] = []
        func note(_ name: String) {
            log.append(name)
            times.append(scheduler.nowNanoseconds)
        }
        _ = scheduler.schedule(afterNanoseconds: 20) { note("b") }
        _ = scheduler.schedule(afterNanoseconds: 10) {
            note("a")
            _ = scheduler.schedule(afterNanoseconds: 0) { note("a-nested") }
        }
        _ = scheduler.schedule(afterNanoseconds: 20) { note("c") }
        _ = scheduler.schedule(afterNanoseconds: 10) { note("a2") }
        _ = scheduler.schedule(afterNanoseconds: -5) { note("now") }
        advance(119)
        #expect(log == ["now", "a", "a2", "a-nested"])
        #expect(scheduler.nowNanoseconds == 119)
        advance(120)
        #expect(log == ["now", "a", "a2", "a-nested", "b", "c"])
        #expect(times == [100, 110, 110, 110, 120, 120])
    }

    @Test(
        "Advancing to an earlier instant runs nothing and leaves the time as it is",
        arguments: ContractSubject.all)
    func advanceBackwards(_ subject: ContractSubject) {
        let (scheduler, advance) = subject.make(50)
        var ran = false
        _ = scheduler.schedule(afterNanoseconds: 0) { ran = true }
        advance(20)
        #expect(!ran)
        #expect(scheduler.nowNanoseconds == 50)
        advance(50)
        #expect(ran)
    }

    @Test(
        "A cancelled action never runs; unknown and already-run tokens are ignored",
        arguments: ContractSubject.all)
    func cancel(_ subject: ContractSubject) {
        let (scheduler, advance) = subject.make(0)
        var log: [String] = []
        let ran = scheduler.schedule(afterNanoseconds: 1) { log.append("ran") }
        let cancelled = scheduler.schedule(afterNanoseconds: 5) { log.append("cancelled") }
        _ = scheduler.schedule(afterNanoseconds: 5) { log.append("kept") }
        advance(1)
        scheduler.cancel(cancelled)
        scheduler.cancel(ran)
        scheduler.cancel(ScheduledActionToken(rawValue: 987_654))
        advance(10)
        #expect(log == ["ran", "kept"])
    }

    @Test(
        "An action cancels another due at the same instant, and a repeating one cancels itself",
        arguments: ContractSubject.all)
    func cancelFromInsideAction(_ subject: ContractSubject) throws {
        let (scheduler, advance) = subject.make(0)
        var log: [String] = []
        var victim: ScheduledActionToken?
        _ = scheduler.schedule(afterNanoseconds: 10) {
            log.append("first")
            if let victim { scheduler.cancel(victim) }
        }
        victim = scheduler.schedule(afterNanoseconds: 10) { log.append("victim") }
        var repetitions = 0
        var repeating: ScheduledActionToken?
        repeating = scheduler.scheduleRepeating(afterNanoseconds: 20, intervalNanoseconds: 10) {
            repetitions += 1
            if repetitions == 3, let repeating { scheduler.cancel(repeating) }
        }
        try #require(repeating != nil)
        advance(1_000)
        #expect(log == ["first"])
        #expect(repetitions == 3)
    }

    @Test(
        "Repetitions run every interval, each queued as it starts, before its action runs",
        arguments: ContractSubject.all)
    func repeating(_ subject: ContractSubject) throws {
        let (scheduler, advance) = subject.make(0)
        var log: [String] = []
        // Scheduled before the repetition at 15 starts, so it runs first at 15.
        _ = scheduler.schedule(afterNanoseconds: 15) { log.append("early@\(scheduler.nowNanoseconds)") }
        let token = scheduler.scheduleRepeating(afterNanoseconds: 5, intervalNanoseconds: 10) {
            log.append("tick@\(scheduler.nowNanoseconds)")
            // Scheduled by the action for the next repetition's instant: runs after it.
            _ = scheduler.schedule(afterNanoseconds: 10) { log.append("after@\(scheduler.nowNanoseconds)") }
        }
        try #require(token != nil)
        advance(25)
        #expect(log == ["tick@5", "early@15", "tick@15", "after@15", "tick@25", "after@25"])
    }

    @Test(
        "Due instants saturate at Int64.max; a repetition that would be due after it ends",
        arguments: ContractSubject.all)
    func saturation(_ subject: ContractSubject) throws {
        let (scheduler, advance) = subject.make(Int64.max - 10)
        var log: [Int64] = []
        _ = scheduler.schedule(afterNanoseconds: Int64.max) { log.append(scheduler.nowNanoseconds) }
        let token = scheduler.scheduleRepeating(afterNanoseconds: 5, intervalNanoseconds: 4) {
            log.append(scheduler.nowNanoseconds)
        }
        try #require(token != nil)
        advance(Int64.max)
        #expect(log == [Int64.max - 5, Int64.max - 1, Int64.max])
        #expect(scheduler.nowNanoseconds == Int64.max)
        advance(Int64.max)
        #expect(log.count == 3)
    }

    @Test(
        "Actions never run re-entrantly: not from inside `schedule`, nor from an advance inside an action",
        arguments: ContractSubject.all)
    func neverReentrant(_ subject: ContractSubject) {
        let (scheduler, advance) = subject.make(0)
        var log: [String] = []
        _ = scheduler.schedule(afterNanoseconds: 10) {
            log.append("outer")
            _ = scheduler.schedule(afterNanoseconds: 0) { log.append("same instant") }
            advance(100)
            log.append("outer done")
        }
        _ = scheduler.schedule(afterNanoseconds: 50) { log.append("later") }
        advance(10)
        #expect(log == ["outer", "outer done", "same instant"])
        #expect(scheduler.nowNanoseconds == 10)
        advance(100)
        #expect(log.last == "later")
    }

    @Test("ManualScheduler.runNext runs one due action at a time; moveClock runs none")
    func runNextAndMoveClock() {
        let scheduler = ManualScheduler(startNanoseconds: 0)
        var log: [String] = []
        _ = scheduler.schedule(afterNanoseconds: 10) { log.append("a") }
        _ = scheduler.schedule(afterNanoseconds: 10) { log.append("b") }
        _ = scheduler.schedule(afterNanoseconds: 20) { log.append("c") }
        scheduler.moveClock(toNanoseconds: 10)
        #expect(log.isEmpty)
        #expect(scheduler.nowNanoseconds == 10)
        #expect(scheduler.runNext(notAfter: 10))
        #expect(log == ["a"])
        scheduler.moveClock(toNanoseconds: 5)
        #expect(scheduler.nowNanoseconds == 10, "time never goes backwards")
        #expect(scheduler.runNext(notAfter: 10))
        #expect(!scheduler.runNext(notAfter: 10), "c is due later")
        #expect(log == ["a", "b"])
        #expect(scheduler.pendingCount == 1)
    }
}
