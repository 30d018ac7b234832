import AltitudeEngine
/// The shared test doubles (`FakeAssistance`, `TestWorld`, `BoundedScheduler`, `SplitMix64`),
/// visible in every file of this target; its engines run on `ManualScheduler`.
@_exported import AltitudeSimTestSupport
import AssistanceProtocol
import Foundation
import Geophysics

let second: Int64 = 1_000_000_000
let t0: Int64 = 1_800_000_000 * second

/// Records every engine event.
final class Recorder: EngineObserver {
    private(set) var events: [EngineEvent] = []
    func engine(_ engine: AnyObject, didRecord event: EngineEvent) { events.append(event) }

    var statusCodes: [Int] {
        events.compactMap { if case .sdkStatus(let code) = $0.kind { code.rawValue } else { nil } }
    }
    var contexts: [NNAltitudeContext] {
        events.compactMap { if case .altitudeCallback(_, let context?) = $0.kind { context } else { nil } }
    }
    var callbacks: [(Int?, NNAltitudeContext?)] {
        events.compactMap {
            if case .altitudeCallback(let code, let context) = $0.kind { (code, context) } else { nil }
        }
    }
    var calibrations: [CalibrationRecord] {
        events.compactMap { if case .calibrationAccepted(let record) = $0.kind { record } else { nil } }
    }
    var manualStates: [(NNManualBarocalState, Int)] {
        events.compactMap { if case .manualCalibration(let state, let code) = $0.kind { (state, code) } else { nil } }
    }
    var rejections: [SampleRejection] {
        events.compactMap { if case .sampleRejected(let reason) = $0.kind { reason } else { nil } }
    }
    func count(_ code: SDKStatusCode) -> Int { statusCodes.filter { $0 == code.rawValue }.count }
}

/// An engine wired to test ports, plus a simple device model that feeds samples.
final class Harness {
    let scheduler: ManualScheduler
    let assistance = FakeAssistance()
    let store: InMemoryKeyValueStore
    let recorder = Recorder()
    let engine: AltitudeEngine
    /// True phone height above the ellipsoid, as a function of time.
    var heightHAE: (Int64) -> Double = { _ in TestWorld.terrainHAE + 1 }
    /// Sensor offset (measured − true), Pa.
    var sensorOffsetPa = 0.0
    /// Extra pressure disturbance, Pa.
    var pressureDisturbance: (Int64) -> Double = { _ in 0 }
    var northMeters: (Int64) -> Double = { _ in 0 }
    var accuracyMeters = 3.0
    var feedPressure = true
    var feedLocation = true
    var pressurePeriod: Int64 = second / 5
    var locationPeriod: Int64 = second
    /// Whether a sample stamped at an instant reaches the engine before the engine's timers due at
    /// that instant (false: timers first). A replay cannot always tell the two orders apart.
    var samplesBeforeTimers = false
    private var nextPressure: Int64
    private var nextLocation: Int64

    init(
        configuration: EngineConfiguration = EngineConfiguration(),
        store: InMemoryKeyValueStore = InMemoryKeyValueStore(),
        start: Int64 = t0
    ) {
        scheduler = ManualScheduler(startNanoseconds: start)
        self.store = store
        engine = AltitudeEngine(
            configuration: configuration,
            ports: EnginePorts(scheduler: scheduler, assistance: assistance, store: store))
        assistance.scheduler = scheduler
        engine.observer = recorder
        nextPressure = start
        nextLocation = start
    }

    var now: Int64 { scheduler.nowNanoseconds }

    /// Starts the engine; the returned closure gives the code the start handlers received.
    @discardableResult
    func start(url: String = "https://assist.example.com", key: String = "key") -> () -> Int? {
        final class Box { var code: Int? }
        let box = Box()
        engine.start(
            baseURL: url, secretKey: key, location: nil, success: { code, _ in box.code = code },
            failure: { code, _ in box.code = code })
        return { box.code }
    }

    /// Starts a `oneSecond` altitude calculation with the service silent, then answers its
    /// first request with `TestWorld.response` as `edit` changes it.
    func startAltitudeAnswering(_ edit: (inout AssistanceResponse) -> Void) {
        assistance.behaviour = .silent
        startInitialised()
        engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        assistance.replyToPending { request in
            var response = TestWorld.response(for: request, now: now)
            edit(&response)
            return .response(response)
        }
    }

    /// Advances time, feeding samples on the way.
    func run(for duration: Int64) { run(until: now + duration) }

    func run(until end: Int64) {
        while true {
            let next = min(feedPressure ? nextPressure : .max, feedLocation ? nextLocation : .max)
            guard next <= end else { break }
            if samplesBeforeTimers {
                scheduler.advance(toNanoseconds: next - 1)
                scheduler.moveClock(toNanoseconds: next)
            } else {
                scheduler.advance(toNanoseconds: next)
            }
            if feedPressure && nextPressure == next {
                let truth = TestWorld.pressure(atHAE: heightHAE(next))
                engine.ingestPressure(
                    PressureSample(
                        pressurePa: truth + sensorOffsetPa + pressureDisturbance(next),
                        timestampNanoseconds: next))
                nextPressure += pressurePeriod
            }
            if feedLocation && nextLocation == next {
                engine.ingestLocation(
                    TestWorld.location(at: next, northMeters: northMeters(next), accuracy: accuracyMeters))
                nextLocation += locationPeriod
            }
        }
        scheduler.advance(toNanoseconds: end)
        nextPressure = max(nextPressure, end)
        nextLocation = max(nextLocation, end)
    }

    /// Starts and runs until initialised.
    func startInitialised() {
        start()
        run(for: second)
    }

    /// Installs a calibration equal to the sensor offset.
    func calibrate(offset: Double? = nil, sigma: Double = 2, at time: Int64? = nil) {
        engine.restoreCalibration(
            CalibrationRecord(
                offsetPa: offset ?? sensorOffsetPa, uncertaintyPa: sigma,
                madeAtNanoseconds: time ?? now, source: .manual))
    }
}
