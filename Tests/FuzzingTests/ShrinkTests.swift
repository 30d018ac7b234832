import AltitudeEngine
import Fuzzing
import Simulation
import Testing

@Suite("Shrinking")
struct ShrinkTests {
    /// An engine that reports NaN heights once a manual calibration has started (in every context): a bug that
    /// needs only a running altitude mode and one `calibrate`.
    static let poisonedByCalibration = EngineFactory(name: "poisoned") { configuration, ports in
        PoisonedEngine(configuration: configuration, ports: ports)
    }

    @Test("A planted failure in a large case shrinks to the few statements that cause it")
    func shrinksToMinimalCase() throws {
        let runner = FuzzRunner(engine: Self.poisonedByCalibration, checkDeterminism: false)
        // The first large generated case in which the planted bug shows (a calibration at 30 s
        // while an altitude mode runs).
        let candidates = (0..<30).lazy.map { index -> FuzzCase in
            var big = CaseGenerator().generate(seed: FuzzRandom.caseSeed(rootSeed: 11, index: index))
            big.devices[0].timeline.append(.init(offsetSeconds: 30, actions: ["calibrate for 30 s"]))
            big.devices[0].timeline.insert(
                .init(offsetSeconds: 0, actions: ["start sdk", "altitude every 1 s"]), at: 0)
            big.devices[0].timeline.sort { $0.offsetSeconds < $1.offsetSeconds }
            return big
        }
        let found = candidates.first { big in
            guard big.eventCount >= 10, let scenario = big.scenario().scenario else { return false }
            return runner.run(scenario).observation.violations.contains { $0.invariant == .finite }
        }
        let big = try #require(found, "no generated case shows the planted bug")

        let result = Shrinker(runner: runner, maximumRuns: 600).shrink(big, invariant: .finite)
        #expect(result.violations.contains { $0.invariant == .finite })
        #expect(result.eventsAfter <= 4, "\(result.summary)\n\(result.shrunk.text)")
        #expect(result.shrunk.devices.count == 1)
        #expect(result.shrunk.text.contains("calibrate"))
        #expect(result.summary == "\(big.eventCount) events → \(result.eventsAfter)")
        // The real engine is fine on the shrunk case: the failure belongs to the planted bug.
        let shrunk = try #require(result.shrunk.scenario().scenario)
        #expect(FuzzRunner().run(shrunk).observation.violations.isEmpty)
    }

    @Test("Number shrinking halves free-standing numbers and leaves names and clock times alone")
    func numberShrinks() {
        let variants = Shrinker.numberShrinks("glitch by -200 Pa for 90 s at 00:01:30 in \"B2\"")
        #expect(
            variants == [
                "glitch by -100 Pa for 90 s at 00:01:30 in \"B2\"", "glitch by -200 Pa for 45 s at 00:01:30 in \"B2\"",
            ])
    }
}

/// See ``ShrinkTests/poisonedByCalibration``.
final class PoisonedEngine: EngineUnderTest, EngineObserver {
    let inner: AltitudeEngineAdapter
    var poisoned = false
    weak var observer: (any EngineObserver)?

    init(configuration: EngineConfiguration, ports: EnginePorts) {
        inner = AltitudeEngineAdapter(configuration: configuration, ports: ports)
        inner.observer = self
    }

    func engine(_ engine: AnyObject, didRecord event: EngineEvent) {
        if case .manualCalibration = event.kind { poisoned = true }
        guard poisoned, case .altitudeCallback(let code, let context?) = event.kind else {
            observer?.engine(engine, didRecord: event)
            return
        }
        observer?.engine(
            engine,
            didRecord: EngineEvent(
                timeNanoseconds: event.timeNanoseconds,
                kind: .altitudeCallback(code: code, context: context.with(height: .some(.nan)))))
    }

    func ingestPressure(_ sample: PressureSample) { inner.ingestPressure(sample) }
    func ingestLocation(_ location: NNLocation) { inner.ingestLocation(location) }
    func ingestActivity(_ sample: ActivitySample) { inner.ingestActivity(sample) }
    func perform(_ call: ResolvedAppCall) { inner.perform(call) }
}
