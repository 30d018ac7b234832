import AltitudeEngine
import AssistanceProtocol
import Testing

@Suite("Randomized robustness")
struct RobustnessTests {
    /// A hostile stream: every kind of bad sample, random service behaviour, random API calls.
    @Test(
        "hostile streams never crash, never yield NaN/∞, and honour the callback contract",
        arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func hostile(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let h = Harness()
        var oneTimeCalls: [Int] = []
        var oneTimeRequests = 0
        func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &rng)] }
        let pressures: [Double] = [.nan, .infinity, -5, 0, 1e9, 101_000, 99_000, 100_000.5]
        for step in 0..<4_000 {
            let dt = pick([0, 1, second / 25, second / 5, second, 30 * second, 400 * second])
            h.scheduler.advance(byNanoseconds: dt)
            let jitter = pick([0, -second, 2 * second, -1_000 * second]) as Int64
            let extreme = Int.random(in: 0..<20, using: &rng) == 0
            func stamp() -> Int64 { extreme ? pick([Int64.min, .max, 0, -1]) : h.now + jitter }
            switch Int.random(in: 0..<14, using: &rng) {
            case 0...4:
                let p = Bool.random(using: &rng) ? pick(pressures) : 100_000 + uniform(-300...300)
                h.engine.ingestPressure(PressureSample(pressurePa: p, timestampNanoseconds: stamp()))
            case 5, 6:
                let lat = Bool.random(using: &rng) ? pick([Double.nan, 95, -91, 47]) : 47 + uniform(-0.01...0.01)
                let lon =
                    Bool.random(using: &rng) ? pick([Double.nan, 181, 179.99, -179.99]) : 8 + uniform(-0.01...0.01)
                h.engine.ingestLocation(
                    NNLocation(
                        latitudeDegrees: lat, longitudeDegrees: lon,
                        horizontalAccuracyMeters: pick([-1, 3, 30, 500, .nan]),
                        timestampNanoseconds: stamp()))
            case 7:
                h.engine.ingestActivity(
                    ActivitySample(
                        kind: pick(ActivityKind.allCases), confidence: uniform(-0.5...1.5),
                        timestampNanoseconds: stamp()))
            case 8:
                h.assistance.behaviour = pick([
                    .serve(status: pick(ServiceStatusCode.allCases), latency: pick([0, second, 20 * second])),
                    .silent, .fixed(.failure(.unreachable)), .fixed(.failure(.httpStatus(500))),
                    .fixed(.payload(Array("garbage".utf8))), .fixed(.failure(.timeout)),
                ])
                if Bool.random(using: &rng) {
                    let calibrationTime = pick([Int64.min, .max, h.now, 0])
                    let offset = pick([Double.nan, 1e6, 12, -30])
                    h.assistance.replyToPending { request in
                        var response = TestWorld.response(for: request, now: h.now)
                        if extreme {
                            response.calibrationOffsetPa = offset
                            response.calibrationUncertaintyPa = 3
                            response.calibrationTimeNanoseconds = calibrationTime
                            response.referenceTimeNanoseconds = calibrationTime
                            response.referenceValidityNanoseconds = .max
                        }
                        return .response(response)
                    }
                }
            case 9:
                let mode = pick(NNAltitudeMode.allCases)
                if mode == .oneTime {
                    let index = oneTimeCalls.count
                    oneTimeCalls.append(0)
                    oneTimeRequests += 1
                    h.engine.startAltitudeCalculation(mode: .oneTime) { _, _ in oneTimeCalls[index] += 1 }
                } else {
                    h.engine.startAltitudeCalculation(mode: mode) { _, _ in }
                }
            case 10:
                h.engine.setConsistencyFilters(
                    Array(NNConsistencyFilter.allCases.filter { _ in Bool.random(using: &rng) }))
            case 11:
                let pin = NNLocation(
                    latitudeDegrees: 47 + uniform(-0.001...0.001), longitudeDegrees: pick([8, .nan]),
                    horizontalAccuracyMeters: pick([5, 80]), timestampNanoseconds: h.now)
                if Bool.random(using: &rng) {
                    h.engine.startManualCalibration(
                        mode: pick(NNManualBarocalMode.allCases), location: pin,
                        floorNumber: pick([nil, 2, 10_000]), groundMSLHeight: pick([nil, 300, .nan]))
                } else {
                    h.engine.setManualCalibration(location: pin, pressure: pick([nil, 100_000, .nan]))
                }
            case 12:
                if extreme {
                    h.engine.restoreCalibration(
                        CalibrationRecord(
                            offsetPa: 5, uncertaintyPa: 2,
                            madeAtNanoseconds: pick([.min, .max]), source: .manual))
                }
                h.engine.startBarocalUpload { _ in }
            default:
                switch step % 4 {
                case 0: h.engine.stop()
                case 1: h.engine.stopAltitudeCalculation { _, _ in }
                default: h.start(url: pick(["https://a.example", "bad url"]), key: pick(["k", ""]))
                }
            }
        }
        h.engine.stop()
        h.scheduler.advance(byNanoseconds: 3_600 * second)
        for context in h.recorder.contexts {
            let numbers = [
                context.height, context.heightUncertainty, context.heightUncertainty68,
                context.heightAboveTerrain, context.heightAboveTerrainUncertainty,
                context.heightHatUncertainty68, context.userPressure, context.referencePressurePa,
            ]
            #expect(numbers.allSatisfy { $0?.isFinite ?? true }, "seed \(seed): \(context)")
            #expect((context.height == nil) == (context.heightUncertainty == nil), "seed \(seed)")
            if let u = context.heightUncertainty68 { #expect(u > 0, "seed \(seed)") }
        }
        // Every oneTime request was answered exactly once (result, error or stop/replace code).
        #expect(oneTimeCalls.allSatisfy { $0 == 1 }, "seed \(seed): \(oneTimeCalls)")
        #expect(oneTimeCalls.count == oneTimeRequests)
    }
}
