import AltitudeEngine
import AssistanceProtocol
import Testing

@Suite("Ports and their simple implementations")
struct PortsTests {
    @Test("ManualScheduler runs due actions in time order, same instant in scheduling order, never cancelled ones")
    func manualScheduler() {
        let scheduler = ManualScheduler(startNanoseconds: 100)
        var log: [String] = []
        _ = scheduler.schedule(afterNanoseconds: 20) { log.append("b") }
        _ = scheduler.schedule(afterNanoseconds: 10) { log.append("a") }
        _ = scheduler.schedule(afterNanoseconds: 20) { log.append("c") }
        let cancelled = scheduler.schedule(afterNanoseconds: 15) { log.append("x") }
        _ = scheduler.schedule(afterNanoseconds: -5) {
            log.append("now")
            _ = scheduler.schedule(afterNanoseconds: 0) { log.append("nested") }
        }
        scheduler.cancel(cancelled)
        scheduler.advance(toNanoseconds: 119)
        #expect(log == ["now", "nested", "a"])
        #expect(scheduler.nowNanoseconds == 119)
        scheduler.advance(byNanoseconds: 1)
        #expect(log == ["now", "nested", "a", "b", "c"])
        scheduler.advance(toNanoseconds: 50)
        #expect(scheduler.nowNanoseconds == 120, "time never goes backwards")
        #expect(scheduler.pendingCount == 0)
    }

    @Test("the offline ports: an engine on them initialises and reports 851 / error 851")
    func offlinePorts() {
        let ports = EnginePorts.offline()
        let engine = AltitudeEngine(configuration: EngineConfiguration(), ports: ports)
        let recorder = Recorder()
        engine.observer = recorder
        var started: Int?
        engine.start(
            baseURL: "https://a.example", secretKey: "k", location: TestWorld.location(at: 0),
            success: { code, _ in started = code }, failure: { code, _ in started = code })
        engine.ingestPressure(PressureSample(pressurePa: 100_000, timestampNanoseconds: 0))
        #expect(started == 800)
        var contexts: [NNAltitudeContext] = []
        engine.startAltitudeCalculation(mode: .oneSecond) { _, context in if let context { contexts.append(context) } }
        (ports.scheduler as? ManualScheduler)?.advance(toNanoseconds: 3 * second)
        #expect(recorder.count(.serverUnreachable) >= 1)
        #expect(contexts.count == 3)
        #expect(contexts.allSatisfy { $0.errorCode == 852 || $0.errorCode == 851 })
    }

    @Test("ManualScheduler.advance(byNanoseconds:) saturates at Int64.max instead of trapping")
    func manualSchedulerSaturates() {
        let scheduler = ManualScheduler(startNanoseconds: Int64.max - 10)
        var ran = false
        _ = scheduler.schedule(afterNanoseconds: 5) { ran = true }
        scheduler.advance(byNanoseconds: Int64.max)
        #expect(ran)
        #expect(scheduler.nowNanoseconds == Int64.max)
        scheduler.advance(byNanoseconds: -3)
        #expect(scheduler.nowNanoseconds == Int64.max)
    }

    @Test("replacing a running oneTime request: the old handler gets 835 once, the new one its answer")
    func replaceOneTime() {
        let h = Harness()
        h.assistance.behaviour = .silent
        h.startInitialised()
        var first: [Int?] = []
        var second: [Int?] = []
        h.engine.startAltitudeCalculation(mode: .oneTime) { code, _ in first.append(code) }
        h.engine.startAltitudeCalculation(mode: .oneTime) { code, context in second.append(code ?? context?.errorCode) }
        h.run(for: 40 * 1_000_000_000)
        #expect(first == [835])
        #expect(second == [851])
    }

    @Test("a handler may call back into the engine (stop inside the oneTime answer)")
    func reentrantHandler() {
        let h = Harness()
        h.startInitialised()
        var answered = 0
        h.engine.startAltitudeCalculation(mode: .oneTime) { _, _ in
            answered += 1
            h.engine.stop()
        }
        h.run(for: 10 * second)
        #expect(answered == 1)
        #expect(h.engine.sdkInitializationStatus() == (false, 811))
    }

    @Test("an assistance client answering synchronously inside fetch works")
    func synchronousClient() {
        let h = Harness()
        h.assistance.behaviour = .immediate
        h.startInitialised()
        h.calibrate()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        // 834 for the fetch, then 830 once the (synchronous) reply is in: the wait is over.
        #expect(h.recorder.statusCodes.suffix(3) == [830, 834, 830])
        h.run(for: 2 * second)
        #expect(h.recorder.contexts.last?.height != nil)
    }
}
