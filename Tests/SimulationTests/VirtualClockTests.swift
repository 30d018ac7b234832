import AltitudeEngine
import Simulation
import Testing

@Suite("Virtual clock")
struct VirtualClockTests {
    @Test("Draining reports the pending events in order, releases their closures, and leaves the clock empty")
    func drain() {
        final class Token {}
        let clock = VirtualClock(startNanoseconds: 0)
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            clock.schedule(atNanoseconds: 20, label: "late") { _ = token }
            clock.schedule(atNanoseconds: 10, label: "early") {}
            clock.scheduleRepeating(firstAtNanoseconds: 5, intervalNanoseconds: 5, label: "tick") {}
        }
        let drained = clock.drainPendingEvents()
        #expect(drained.map(\.label) == ["tick", "early", "late"])
        #expect(weakToken == nil)
        #expect(clock.pendingEventCount == 0)
        #expect(clock.run(untilNanoseconds: 100) == 0)
    }

    @Test("Events run in time order; same-instant events in insertion order")
    func ordering() {
        let clock = VirtualClock(startNanoseconds: 1_000)
        var log: [String] = []
        clock.schedule(atNanoseconds: 3_000) { log.append("c1") }
        clock.schedule(atNanoseconds: 2_000) { log.append("b") }
        clock.schedule(atNanoseconds: 3_000) { log.append("c2") }
        clock.schedule(afterNanoseconds: 2_000) { log.append("c3") }
        for index in 0..<20 { clock.schedule(atNanoseconds: 5_000) { log.append("d\(index)") } }
        let ran = clock.run(untilNanoseconds: 10_000)
        #expect(ran == 24)
        #expect(log == ["b", "c1", "c2", "c3"] + (0..<20).map { "d\($0)" })
        #expect(clock.nowNanoseconds == 10_000)
        #expect(clock.pendingEvents.isEmpty)
    }

    @Test("An event sees now equal to its due time")
    func nowDuringEvent() {
        let clock = VirtualClock()
        var seen: [Int64] = []
        for t in [7, 3, 5] as [Int64] { clock.schedule(atNanoseconds: t) { seen.append(clock.nowNanoseconds) } }
        clock.run(untilNanoseconds: 10)
        #expect(seen == [3, 5, 7])
    }

    @Test("Events scheduled while running run in the same run when due; same instant goes last")
    func nestedScheduling() {
        let clock = VirtualClock()
        var log: [String] = []
        clock.schedule(atNanoseconds: 10) {
            log.append("a")
            clock.schedule(afterNanoseconds: 0) { log.append("a-now") }
            clock.schedule(afterNanoseconds: 5) {
                log.append("a+5")
                clock.schedule(afterNanoseconds: 100) { log.append("late") }
            }
        }
        clock.schedule(atNanoseconds: 10) { log.append("b") }
        clock.run(untilNanoseconds: 20)
        #expect(log == ["a", "b", "a-now", "a+5"])
        #expect(clock.pendingEvents.map(\.timeNanoseconds) == [115])
    }

    @Test("run(until:) runs events at exactly the instant, not after, and leaves now there")
    func runUntilBoundary() {
        let clock = VirtualClock()
        var log: [Int64] = []
        for t in [99, 100, 101] as [Int64] { clock.schedule(atNanoseconds: t, label: "e\(t)") { log.append(t) } }
        #expect(clock.run(untilNanoseconds: 100) == 2)
        #expect(log == [99, 100])
        #expect(clock.nowNanoseconds == 100)
        #expect(clock.pendingEvents.map(\.label) == ["e101"])
        #expect(clock.nextEventNanoseconds == 101)
    }

    @Test("run(until:) an earlier instant runs nothing and never moves time backwards")
    func noBackwardsRun() {
        let clock = VirtualClock(startNanoseconds: 500)
        var ran = false
        clock.schedule(atNanoseconds: 500) { ran = true }
        #expect(clock.run(untilNanoseconds: 400) == 0)
        #expect(!ran)
        #expect(clock.nowNanoseconds == 500)
    }

    @Test("Scheduling in the past is clamped to now, after events already due now")
    func pastIsClamped() {
        let clock = VirtualClock(startNanoseconds: 1_000)
        var log: [String] = []
        clock.schedule(atNanoseconds: 1_000) { log.append("due-now") }
        let past = clock.schedule(atNanoseconds: 10, label: "past") { log.append("past") }
        clock.schedule(afterNanoseconds: -50) { log.append("negative-delay") }
        #expect(clock.pendingEvents.first { $0.event == past }?.timeNanoseconds == 1_000)
        clock.run(untilNanoseconds: 1_000)
        #expect(log == ["due-now", "past", "negative-delay"])
    }

    @Test("step() runs exactly one event and moves now to it")
    func stepRunsOne() {
        let clock = VirtualClock()
        var count = 0
        clock.schedule(atNanoseconds: 40) { count += 1 }
        clock.schedule(atNanoseconds: 50) { count += 10 }
        #expect(clock.step())
        #expect(count == 1 && clock.nowNanoseconds == 40)
        #expect(clock.step())
        #expect(count == 11 && clock.nowNanoseconds == 50)
        #expect(!clock.step())
        #expect(clock.nowNanoseconds == 50)
    }

    @Test("Cancelled events do not run; cancelling twice or after running reports false")
    func cancel() {
        let clock = VirtualClock()
        var log: [Int] = []
        let tokens = (0..<10).map { index in clock.schedule(atNanoseconds: Int64(index % 3)) { log.append(index) } }
        #expect(clock.cancel(tokens[4]))
        #expect(clock.cancel(tokens[0]))
        #expect(!clock.cancel(tokens[4]))
        #expect(clock.pendingEventCount == 8)
        clock.run(untilNanoseconds: 5)
        #expect(log == [3, 6, 9, 1, 7, 2, 5, 8])
        #expect(!clock.cancel(tokens[1]))
    }

    @Test("An event can cancel a later one")
    func cancelFromEvent() {
        let clock = VirtualClock()
        var log: [String] = []
        var timeout: ScheduledEvent?
        timeout = clock.schedule(atNanoseconds: 100, label: "timeout") { log.append("timeout") }
        clock.schedule(atNanoseconds: 50) {
            log.append("reply")
            if let timeout { clock.cancel(timeout) }
        }
        clock.run(untilNanoseconds: 200)
        #expect(log == ["reply"])
    }

    @Test("Repeating events fire at every interval until cancelled, also from inside")
    func repeating() {
        let clock = VirtualClock()
        var times: [Int64] = []
        var token: ScheduledEvent?
        token = clock.scheduleRepeating(firstAtNanoseconds: 10, intervalNanoseconds: 40, label: "baro") {
            times.append(clock.nowNanoseconds)
            if times.count == 4, let token { #expect(clock.cancel(token)) }
        }
        clock.run(untilNanoseconds: 90)
        #expect(times == [10, 50, 90])
        #expect(clock.pendingEvents.map(\.isRepeating) == [true])
        clock.run(untilNanoseconds: 1_000)
        #expect(times == [10, 50, 90, 130])
        #expect(clock.pendingEvents.isEmpty)
    }

    @Test("A repetition queued before running orders like an event that re-schedules itself first")
    func repeatingQueuedBeforeRunning() {
        // Each action schedules a one-shot for the next repetition's instant: with the
        // repetition queued first it runs before that one-shot (as a self-re-arming event
        // would), with the default order after it.
        func log(queuedFirst: Bool) -> [String] {
            let clock = VirtualClock()
            var log: [String] = []
            clock.scheduleRepeating(firstAtNanoseconds: 10, intervalNanoseconds: 10, queuedBeforeRunning: queuedFirst) {
                log.append("tick \(clock.nowNanoseconds)")
                clock.schedule(afterNanoseconds: 10) { log.append("other \(clock.nowNanoseconds)") }
            }
            clock.run(untilNanoseconds: 25)
            return log
        }
        func selfArming() -> [String] {
            let clock = VirtualClock()
            var log: [String] = []
            func arm() {
                clock.schedule(afterNanoseconds: 10) {
                    arm()
                    log.append("tick \(clock.nowNanoseconds)")
                    clock.schedule(afterNanoseconds: 10) { log.append("other \(clock.nowNanoseconds)") }
                }
            }
            arm()
            clock.run(untilNanoseconds: 25)
            return log
        }
        #expect(log(queuedFirst: true) == ["tick 10", "tick 20", "other 20"])
        #expect(log(queuedFirst: true) == selfArming())
        #expect(log(queuedFirst: false) == ["tick 10", "other 20", "tick 20"])
    }

    @Test("The engine scheduler's repeating action runs every interval and stops when cancelled from inside")
    func schedulerRepeating() throws {
        let clock = VirtualClock(startNanoseconds: 100)
        let scheduler = VirtualClockScheduler(clock: clock)
        var times: [Int64] = []
        var token: ScheduledActionToken?
        let scheduled: ScheduledActionToken = try #require(
            scheduler.scheduleRepeating(afterNanoseconds: 5, intervalNanoseconds: 10) {
                times.append(clock.nowNanoseconds)
                if times.count == 3, let token { scheduler.cancel(token) }
            })
        token = scheduled
        clock.run(untilNanoseconds: 1_000)
        #expect(times == [105, 115, 125])
        #expect(clock.pendingEvents.isEmpty)
    }

    @Test("Pending events are reported in run order with labels")
    func pendingReport() {
        let clock = VirtualClock()
        clock.schedule(atNanoseconds: 30, label: "c") {}
        clock.schedule(atNanoseconds: 10, label: "a") {}
        clock.schedule(atNanoseconds: 30, label: "d") {}
        clock.schedule(atNanoseconds: 20, label: "b") {}
        #expect(clock.pendingEvents.map(\.label) == ["a", "b", "c", "d"])
        clock.run(untilNanoseconds: 15)
        #expect(clock.pendingEvents.map(\.label) == ["b", "c", "d"])
    }

    @Test("A large random schedule runs in (time, insertion) order")
    func heapOrderAtScale() {
        let clock = VirtualClock()
        var state: UInt64 = 12345
        var expected: [(Int64, Int)] = []
        var log: [Int] = []
        for index in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let t = Int64(state >> 54)  // 0..<1024: many ties
            expected.append((t, index))
            clock.schedule(atNanoseconds: t) { log.append(index) }
        }
        clock.run(untilNanoseconds: 2_000)
        let order = expected.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }.map(\.1)
        #expect(log == order)
    }
}

@Suite("Virtual clock inside an event")
struct VirtualClockReentrancyTests {
    @Test("Inside an event: pending excludes the running event, run/step do nothing")
    func insideEvent() {
        let clock = VirtualClock()
        var seenPending: [String] = []
        var nested = -1
        var stepped = true
        clock.schedule(atNanoseconds: 20, label: "later") {}
        clock.schedule(atNanoseconds: 10, label: "running") {
            seenPending = clock.pendingEvents.map(\.label)
            nested = clock.run(untilNanoseconds: 100)
            stepped = clock.step()
            #expect(clock.pendingEventCount == 1)
            #expect(clock.nextEventNanoseconds == 20)
        }
        clock.run(untilNanoseconds: 15)
        #expect(seenPending == ["later"])
        #expect(nested == 0 && !stepped)
        #expect(clock.nowNanoseconds == 15)
    }

    @Test("A repeating event and one-shots at the same instants keep insertion order")
    func repeatingInterleaving() {
        let clock = VirtualClock()
        var log: [String] = []
        clock.scheduleRepeating(firstAtNanoseconds: 0, intervalNanoseconds: 10, label: "tick") {
            log.append("tick\(clock.nowNanoseconds)")
        }
        clock.schedule(atNanoseconds: 10) { log.append("a10") }
        clock.run(untilNanoseconds: 5)
        clock.schedule(atNanoseconds: 10) { log.append("b10") }
        clock.run(untilNanoseconds: 20)
        // The tick for 10 was queued when tick0 ran (after a10 was scheduled, before b10).
        #expect(log == ["tick0", "a10", "tick10", "b10", "tick20"])
    }

    @Test("Delays that overflow saturate at the end of time instead of trapping")
    func overflowSaturates() {
        let clock = VirtualClock(startNanoseconds: Int64.max - 10)
        let far = clock.schedule(afterNanoseconds: 1_000) {}
        #expect(clock.pendingEvents.first { $0.event == far }?.timeNanoseconds == Int64.max)
        var fired = 0
        clock.scheduleRepeating(firstAtNanoseconds: Int64.max - 5, intervalNanoseconds: 4) { fired += 1 }
        clock.run(untilNanoseconds: Int64.max)
        #expect(fired == 2)  // at max − 5 and max − 1; the next would overflow: it ends
        #expect(clock.pendingEvents.isEmpty)
    }
}
