import AltitudeEngine
import AssistanceProtocol
import Testing

/// An assistance service that answers every request after 200 ms (saturating), with reference
/// data stamped at the reply's instant.
final class PromptAssistance: AssistanceClient {
    enum Behaviour { case serve, failAtOnce, silent, extremeTimes }
    weak var scheduler: BoundedScheduler?
    var behaviour = Behaviour.serve
    private(set) var requests = 0

    func fetch(_ request: AssistanceRequest, completion: @escaping (AssistanceReply) -> Void) {
        requests += 1
        guard let scheduler else { return }
        switch behaviour {
        case .serve, .extremeTimes:
            let extreme = behaviour == .extremeTimes
            _ = scheduler.schedule(afterNanoseconds: second / 5) {
                var response = TestWorld.response(for: request, now: scheduler.nowNanoseconds)
                if extreme {
                    response.referenceTimeNanoseconds = .min
                    response.referenceValidityNanoseconds = .max
                    response.calibrationOffsetPa = 4
                    response.calibrationUncertaintyPa = 2
                    response.calibrationTimeNanoseconds = .max
                }
                completion(.response(response))
            }
        case .failAtOnce: completion(.failure(.unreachable))
        case .silent: break
        }
    }

    func upload(_ upload: BarocalUpload, completion: @escaping (UploadResult) -> Void) { completion(.accepted) }
}

@Suite("The engine's time range")
struct TimeRangeTests {
    /// An engine on a bounded scheduler at `start`, fed pressure every 200 ms and a fix every
    /// second while it runs.
    final class Rig {
        let scheduler: BoundedScheduler
        let assistance = PromptAssistance()
        let recorder = Recorder()
        let engine: AltitudeEngine

        init(start: Int64, budget: Int = 200_000) {
            scheduler = BoundedScheduler(now: start, budget: budget)
            engine = AltitudeEngine(
                configuration: EngineConfiguration(),
                ports: EnginePorts(scheduler: scheduler, assistance: assistance, store: InMemoryKeyValueStore()))
            assistance.scheduler = scheduler
            engine.observer = recorder
        }

        /// Feeds samples at every 200 ms step from now through `end` (saturating steps; stops
        /// at `Int64.max`).
        func run(until end: Int64) {
            var time = scheduler.nowNanoseconds
            var step = 0
            while time <= end, !scheduler.exhausted {
                scheduler.advance(toNanoseconds: time)
                engine.ingestPressure(
                    PressureSample(
                        pressurePa: TestWorld.pressure(atHAE: TestWorld.terrainHAE + 1),
                        timestampNanoseconds: time))
                if step % 5 == 0 { engine.ingestLocation(TestWorld.location(at: time)) }
                if step % 50 == 0 {
                    engine.ingestActivity(ActivitySample(kind: .still, confidence: 0.9, timestampNanoseconds: time))
                }
                step += 1
                let (next, overflow) = time.addingReportingOverflow(second / 5)
                if overflow { break }
                time = next
            }
            scheduler.advance(toNanoseconds: end)
        }

        /// Every public entry point once, at the current instant.
        func exerciseEveryCall(mode: NNAltitudeMode) {
            engine.start(
                baseURL: "https://assist.example.com", secretKey: "key", location: nil,
                success: { _, _ in }, failure: { _, _ in })
            engine.restoreCalibration(
                CalibrationRecord(
                    offsetPa: 3, uncertaintyPa: 2, madeAtNanoseconds: scheduler.nowNanoseconds,
                    source: .manual))
            engine.startAltitudeCalculation(mode: mode) { _, _ in }
        }
    }

    @Test(
        "Ten minutes up to Int64.max: no trap, callbacks on time, bounded timer firings",
        arguments: [NNAltitudeMode.oneSecond, .thirtySeconds, .oneMinute, .oneTime])
    func upToTheLastInstant(mode: NNAltitudeMode) {
        let rig = Rig(start: Int64.max - 600 * second)
        rig.exerciseEveryCall(mode: mode)
        rig.run(until: Int64.max - 300 * second)
        rig.engine.startManualCalibration(
            mode: .oneMinute, location: TestWorld.location(at: rig.scheduler.nowNanoseconds),
            floorNumber: nil, groundMSLHeight: 80)
        rig.engine.startBarocalUpload { _ in }
        rig.run(until: .max)
        rig.scheduler.advance(toNanoseconds: .max)
        #expect(!rig.scheduler.exhausted, "timers re-fired without end: \(rig.scheduler.fired) actions")
        #expect(rig.scheduler.mostAtOneInstant < 100, "\(rig.scheduler.mostAtOneInstant) actions at one instant")
        #expect(rig.scheduler.nowNanoseconds == .max)
        if mode == .oneSecond {
            // One callback a second, give or take the start-up: the engine still works there.
            #expect(rig.recorder.callbacks.count >= 590, "\(rig.recorder.callbacks.count) callbacks")
            #expect(rig.recorder.contexts.contains { $0.height != nil }, "some callback carries a height")
        }
    }

    @Test("At Int64.max itself: the altitude tick fires there once and does not re-fire at the saturated instant")
    func atTheLastInstant() {
        let rig = Rig(start: .max - 3 * second, budget: 10_000)
        rig.exerciseEveryCall(mode: .oneSecond)
        rig.run(until: .max - 2 * second)
        rig.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        let before = rig.recorder.callbacks.count
        rig.run(until: .max)
        for _ in 0..<3 { rig.scheduler.advance(toNanoseconds: .max) }
        #expect(!rig.scheduler.exhausted, "timers re-fired without end: \(rig.scheduler.fired) actions")
        #expect(rig.scheduler.mostAtOneInstant < 50, "\(rig.scheduler.mostAtOneInstant) actions at one instant")
        // Ticks at max − 1 s and at max itself (due exactly then); none after.
        #expect(rig.recorder.callbacks.count - before == 2, "\(rig.recorder.callbacks.count - before) callbacks")
        rig.engine.stop()
        rig.scheduler.advance(toNanoseconds: .max)
        #expect(!rig.scheduler.exhausted)
    }

    @Test(
        "Hostile calls and timestamps in the last hour before Int64.max: no trap, bounded firings",
        arguments: [1, 2, 3, 4] as [UInt64])
    func hostileNearTheEnd(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &rng)] }
        let rig = Rig(start: Int64.max - 3_600 * second, budget: 400_000)
        let engine = rig.engine
        for _ in 0..<3_000 {
            let now = rig.scheduler.nowNanoseconds
            let (next, overflow) = now.addingReportingOverflow(
                pick([0, 1_000_000, second / 5, second, 30 * second, 400 * second]))
            rig.scheduler.advance(toNanoseconds: overflow ? .max : next)
            let time = rig.scheduler.nowNanoseconds
            let stamp = pick([time, time, time, .max, .min, 0, time - second])
            switch Int.random(in: 0..<12, using: &rng) {
            case 0...3:
                engine.ingestPressure(
                    PressureSample(pressurePa: pick([100_000, 99_990, .nan]), timestampNanoseconds: stamp))
            case 4:
                engine.ingestLocation(
                    TestWorld.location(at: stamp, northMeters: pick([0, 300]), accuracy: pick([3, 80])))
            case 5:
                engine.ingestActivity(
                    ActivitySample(kind: pick(ActivityKind.allCases), confidence: 0.9, timestampNanoseconds: stamp))
            case 6: engine.startAltitudeCalculation(mode: pick(NNAltitudeMode.allCases)) { _, _ in }
            case 7:
                engine.startManualCalibration(
                    mode: pick(NNManualBarocalMode.allCases), location: TestWorld.location(at: time),
                    floorNumber: pick([nil, 2]), groundMSLHeight: pick([nil, 80]))
            case 8:
                engine.restoreCalibration(
                    CalibrationRecord(offsetPa: 3, uncertaintyPa: 2, madeAtNanoseconds: stamp, source: .manual))
                engine.startBarocalUpload { _ in }
            case 9: rig.assistance.behaviour = pick([.serve, .failAtOnce, .silent, .extremeTimes])
            case 10: engine.stopAltitudeCalculation { _, _ in }
            default:
                engine.start(
                    baseURL: "https://assist.example.com", secretKey: "key",
                    location: pick([nil, TestWorld.location(at: stamp)]),
                    success: { _, _ in }, failure: { _, _ in })
            }
        }
        rig.scheduler.advance(toNanoseconds: .max)
        rig.scheduler.advance(toNanoseconds: .max)
        #expect(!rig.scheduler.exhausted, "seed \(seed): timers re-fired without end: \(rig.scheduler.fired) actions")
        #expect(
            rig.scheduler.mostAtOneInstant < 1_000,
            "seed \(seed): \(rig.scheduler.mostAtOneInstant) actions at one instant")
        for context in rig.recorder.contexts {
            #expect(
                [context.height, context.heightUncertainty, context.userPressure].allSatisfy { $0?.isFinite ?? true })
        }
    }

    @Test("Near Int64.min and at 0: no trap, bounded firings")
    func atTheLowEnd() {
        for start in [Int64.min, Int64.min + 600 * second, 0] {
            let rig = Rig(start: start, budget: 100_000)
            rig.exerciseEveryCall(mode: .oneSecond)
            rig.run(until: start + 120 * second)
            #expect(!rig.scheduler.exhausted, "start \(start): \(rig.scheduler.fired) actions")
            #expect(rig.recorder.callbacks.count >= 110, "start \(start): \(rig.recorder.callbacks.count) callbacks")
        }
    }
}
