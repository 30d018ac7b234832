import AltitudeEngine
import Foundation
import Geophysics
import Simulation
import Testing

@Suite("Engine under test")
struct EngineAdapterTests {
    /// The engine follows the phone's expected temperature with the same first-order lag as the
    /// simulator's phone (Docs/engine.md, σ_temp): with 30 min it expected a third of the warming
    /// a phone carried indoors had after 13 min, and office-population under-covered.
    @Test("The engine's phone thermal time constant is the simulator's phone lag")
    func phoneThermalLagIsShared() {
        #expect(
            EngineConfiguration().pressureTemperatureTimeConstantNanoseconds
                == Int64((DeviceTruth.temperatureTimeConstantSeconds * 1e9).rounded()))
    }

    @Test("The scheduler adapter runs actions at their due time in scheduling order and never a cancelled one")
    func scheduler() {
        let clock = VirtualClock(startNanoseconds: 1_000)
        let scheduler = VirtualClockScheduler(clock: clock)
        var log: [String] = []
        _ = scheduler.schedule(afterNanoseconds: 50) { log.append("b@\(scheduler.nowNanoseconds)") }
        _ = scheduler.schedule(afterNanoseconds: 50) { log.append("c@\(scheduler.nowNanoseconds)") }
        let cancelled = scheduler.schedule(afterNanoseconds: 20) { log.append("x") }
        _ = scheduler.schedule(afterNanoseconds: -5) { log.append("a@\(scheduler.nowNanoseconds)") }
        scheduler.cancel(cancelled)
        scheduler.cancel(ScheduledActionToken(rawValue: 999))  // unknown: ignored
        clock.run(untilNanoseconds: 2_000)
        #expect(log == ["a@1000", "b@1050", "c@1050"])
        #expect(scheduler.nowNanoseconds == 2_000)
    }

    @Test("A second engine (other thresholds) runs against the same world and gives a different trace")
    func secondEngine() throws {
        var spec = try RunSupport.spec(
            durationSeconds: 90, timeline: RunSupport.startApp + [RunSupport.at(2, .app(.setFilters([.pressure])))]
        ) {
            $0.initialCalibration = .calibrated(ageSeconds: 60, errorPa: 0, uncertaintyPa: 1)
        }
        spec.devices[0].timeline.append(RunSupport.at(30, .app(.setAltitude(pressurePa: nil, location: nil))))
        let builtIn = try Simulator.run(spec)
        let lenient = EngineFactory.altitudeEngine(name: "lenient") {
            $0.pressureSampleNoisePa = 10
            $0.heightFloorSigmaMeters = 3
        }
        let other = try Simulator.run(spec, engine: lenient)
        #expect(builtIn.engineName == "AltitudeEngine" && other.engineName == "lenient")
        #expect(builtIn.traceHash != other.traceHash)
        // Same world: the truth beside every record is the same at the same instants.
        let truthA = RunSupport.contexts(builtIn.records ?? []).map(\.truth)
        let truthB = RunSupport.contexts(other.records ?? []).map(\.truth)
        #expect(!truthA.isEmpty && truthA == truthB)
        // Its larger noise assumptions widen every reported uncertainty.
        let sigmaA = RunSupport.contexts(builtIn.records ?? []).compactMap(\.context.heightUncertainty)
        let sigmaB = RunSupport.contexts(other.records ?? []).compactMap(\.context.heightUncertainty)
        #expect(!sigmaA.isEmpty && sigmaA.count == sigmaB.count)
        #expect(zip(sigmaA, sigmaB).allSatisfy { $0 < $1 })
    }

    @Test("A minimal engine of its own runs through the same protocol")
    func minimalEngine() throws {
        final class CountingEngine: EngineUnderTest {
            weak var observer: (any EngineObserver)?
            var pressures = 0, locations = 0, calls: [ResolvedAppCall] = []
            func ingestPressure(_ sample: PressureSample) { pressures += 1 }
            func ingestLocation(_ location: NNLocation) { locations += 1 }
            func ingestActivity(_ sample: ActivitySample) {}
            func perform(_ call: ResolvedAppCall) { calls.append(call) }
        }
        let box = Box()
        let factory = EngineFactory(name: "counting") { _, _ in
            let engine = CountingEngine()
            box.set(engine)
            return engine
        }
        let spec = try RunSupport.spec(durationSeconds: 10, timeline: RunSupport.startApp)
        let result = try Simulator.run(spec, engine: factory)
        let engine = try #require(box.engine as? CountingEngine)
        #expect(engine.pressures == 51 && engine.locations == 11)  // 5 Hz and 1 Hz over [0 s, 10 s], both ends included
        #expect(engine.calls.count == 2)
        if case .start(_, _, let location) = engine.calls.first {
            #expect(location == nil)
        } else {
            Issue.record("first call is not start")
        }
        #expect(result.counts.engineEvents == 0)
    }
}

/// Holds the engine a factory made (the factory closure is `@Sendable`).
final class Box: @unchecked Sendable {
    private(set) var engine: (any EngineUnderTest)?
    func set(_ engine: any EngineUnderTest) { self.engine = engine }
}
