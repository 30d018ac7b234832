import AltitudeEngine
import AssistanceProtocol
import Foundation
import Geophysics

let second: Int64 = 1_000_000_000
let t0: Int64 = 1_800_000_000 * second

/// A deterministic scheduler: time moves only in `advance`; same-instant actions run in
/// scheduling order.
final class TestScheduler: EngineScheduler {
    private struct Entry { var due: Int64; var seq: UInt64; var action: () -> Void }
    private(set) var nowNanoseconds: Int64
    private var entries: [Entry] = []
    private var seq: UInt64 = 0

    init(now: Int64 = t0) { nowNanoseconds = now }

    func schedule(afterNanoseconds: Int64, _ action: @escaping () -> Void) -> ScheduledActionToken {
        seq += 1
        entries.append(Entry(due: nowNanoseconds + max(0, afterNanoseconds), seq: seq, action: action))
        return ScheduledActionToken(rawValue: seq)
    }

    func cancel(_ token: ScheduledActionToken) { entries.removeAll { $0.seq == token.rawValue } }

    var pendingCount: Int { entries.count }

    func advance(to time: Int64) {
        while true {
            var best: Entry?
            for entry in entries where entry.due <= time {
                if let current = best, (current.due, current.seq) <= (entry.due, entry.seq) { continue }
                best = entry
            }
            guard let next = best else { break }
            entries.removeAll { $0.seq == next.seq }
            nowNanoseconds = max(nowNanoseconds, next.due)
            next.action()
        }
        nowNanoseconds = max(nowNanoseconds, time)
    }

    func advance(by nanoseconds: Int64) { advance(to: nowNanoseconds + nanoseconds) }

    /// Sets the clock to `time` without running what is due at it (the caller has run everything
    /// due before it): an input delivered at `time` then reaches the engine before its timers.
    func moveClock(to time: Int64) { nowNanoseconds = max(nowNanoseconds, time) }
}

/// The synthetic world of the tests: a reference level at 30 m HAE with ISA sea-level
/// pressure, terrain at 80 m HAE.
enum TestWorld {
    static let referenceLevelHAE = 30.0
    static let referencePressure = 101_325.0
    static let referenceTemperature = 288.15
    static let terrainHAE = 80.0
    static let latitude = 47.0
    static let longitude = 8.0

    /// True pressure at a height above the ellipsoid.
    static func pressure(atHAE height: Double) -> Double {
        HeightSolver.pressurePa(referencePressurePa: referencePressure, referenceTemperatureKelvin: referenceTemperature,
                                thicknessMeters: height - referenceLevelHAE)
    }

    static func location(at time: Int64, northMeters: Double = 0, accuracy: Double = 3) -> NNLocation {
        NNLocation(latitudeDegrees: latitude + northMeters / 111_200, longitudeDegrees: longitude,
                   horizontalAccuracyMeters: accuracy, timestampNanoseconds: time)
    }

    static func response(for request: AssistanceRequest, status: ServiceStatusCode = .delivered,
                         now: Int64, manualCalibrationRequired: Bool = false) -> AssistanceResponse {
        guard status.carriesReferencePressure else { return AssistanceResponse(requestID: request.requestID, status: status) }
        return AssistanceResponse(
            requestID: request.requestID, status: status, referencePressurePa: referencePressure,
            referencePressureUncertaintyPa: 4, referenceTemperatureKelvin: referenceTemperature,
            referenceTemperatureUncertaintyKelvin: 1, referenceLevelHAEMeters: referenceLevelHAE,
            referenceTimeNanoseconds: now, referenceValidityNanoseconds: 3_600 * second, terrainHAEMeters: terrainHAE,
            terrainUncertaintyMeters: 0.5, terrainSlope: 0.02, manualCalibrationRequired: manualCalibrationRequired)
    }
}

/// An assistance client under test control.
final class FakeAssistance: AssistanceClient {
    enum Behaviour {
        /// Reply with `TestWorld.response` after a latency.
        case serve(status: ServiceStatusCode, latency: Int64)
        /// Never reply (the test may call `replyToPending`).
        case silent
        /// Reply with this at once.
        case fixed(AssistanceReply)
        /// Reply with `TestWorld.response` synchronously, inside `fetch`.
        case immediate
    }

    var behaviour: Behaviour = .serve(status: .delivered, latency: second / 5)
    var manualCalibrationRequired = false
    /// Errors added to the served reference pressure (Pa) and temperature (K); a temperature
    /// error also moves the pressure as the service's reduction would (the ground's stays right).
    var referencePressureErrorPa = 0.0
    var referenceTemperatureErrorKelvin = 0.0
    /// The served data's time relative to the reply (negative: older station data), ns.
    var referenceTimeOffsetNanoseconds: Int64 = 0
    /// The served reference pressure's σ, Pa (nil: `TestWorld.response`'s 4 Pa).
    var referencePressureUncertaintyPa: Double?
    weak var scheduler: TestScheduler?
    private(set) var requests: [AssistanceRequest] = []
    private(set) var pending: [(AssistanceRequest, (AssistanceReply) -> Void)] = []
    private(set) var uploads: [BarocalUpload] = []
    var uploadResult: UploadResult? = .accepted

    func fetch(_ request: AssistanceRequest, completion: @escaping (AssistanceReply) -> Void) {
        requests.append(request)
        switch behaviour {
        case .serve(let status, let latency):
            guard let scheduler else { return }
            let required = manualCalibrationRequired
            let pressureError = referencePressureErrorPa, temperatureError = referenceTemperatureErrorKelvin
            let timeOffset = referenceTimeOffsetNanoseconds
            let uncertainty = referencePressureUncertaintyPa
            _ = scheduler.schedule(afterNanoseconds: latency) {
                var response = TestWorld.response(for: request, status: status, now: scheduler.nowNanoseconds,
                                                  manualCalibrationRequired: required)
                if temperatureError != 0, let p = response.referencePressurePa, let t = response.referenceTemperatureKelvin {
                    // The service reduces its ground-level stations with the temperature it reports,
                    // so a temperature error moves the reduced pressure and leaves the ground's right.
                    let thickness = TestWorld.terrainHAE - TestWorld.referenceLevelHAE
                    let ground = HeightSolver.pressurePa(referencePressurePa: p, referenceTemperatureKelvin: t, thicknessMeters: thickness)
                    let perPascal = HeightSolver.pressurePa(referencePressurePa: 1, referenceTemperatureKelvin: t + temperatureError,
                                                            thicknessMeters: thickness)
                    response.referencePressurePa = ground / perPascal
                }
                response.referencePressurePa = response.referencePressurePa.map { $0 + pressureError }
                response.referenceTemperatureKelvin = response.referenceTemperatureKelvin.map { $0 + temperatureError }
                response.referenceTimeNanoseconds = response.referenceTimeNanoseconds.map { $0 + timeOffset }
                if let uncertainty { response.referencePressureUncertaintyPa = uncertainty }
                completion(.response(response))
            }
        case .silent:
            pending.append((request, completion))
        case .fixed(let reply):
            completion(reply)
        case .immediate:
            completion(.response(TestWorld.response(for: request, now: scheduler?.nowNanoseconds ?? 0)))
        }
    }

    func upload(_ upload: BarocalUpload, completion: @escaping (UploadResult) -> Void) {
        uploads.append(upload)
        if let uploadResult { completion(uploadResult) }
    }

    func replyToPending(_ reply: (AssistanceRequest) -> AssistanceReply) {
        let waiting = pending
        pending.removeAll()
        for (request, completion) in waiting { completion(reply(request)) }
    }
}

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
        events.compactMap { if case .altitudeCallback(let code, let context) = $0.kind { (code, context) } else { nil } }
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
    let scheduler: TestScheduler
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

    init(configuration: EngineConfiguration = EngineConfiguration(), store: InMemoryKeyValueStore = InMemoryKeyValueStore(),
         start: Int64 = t0) {
        scheduler = TestScheduler(now: start)
        self.store = store
        engine = AltitudeEngine(configuration: configuration,
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
        engine.start(baseURL: url, secretKey: key, location: nil, success: { code, _ in box.code = code },
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
                scheduler.advance(to: next - 1)
                scheduler.moveClock(to: next)
            } else {
                scheduler.advance(to: next)
            }
            if feedPressure && nextPressure == next {
                let truth = TestWorld.pressure(atHAE: heightHAE(next))
                engine.ingestPressure(PressureSample(pressurePa: truth + sensorOffsetPa + pressureDisturbance(next),
                                                     timestampNanoseconds: next))
                nextPressure += pressurePeriod
            }
            if feedLocation && nextLocation == next {
                engine.ingestLocation(TestWorld.location(at: next, northMeters: northMeters(next), accuracy: accuracyMeters))
                nextLocation += locationPeriod
            }
        }
        scheduler.advance(to: end)
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
        engine.restoreCalibration(CalibrationRecord(offsetPa: offset ?? sensorOffsetPa, uncertaintyPa: sigma,
                                                    madeAtNanoseconds: time ?? now, source: .manual))
    }
}

extension SplitMix64 {
    /// A standard normal draw (Box–Muller).
    mutating func gaussian() -> Double {
        let u1 = Double(next() >> 11) / 9_007_199_254_740_992 + 1e-300
        let u2 = Double(next() >> 11) / 9_007_199_254_740_992
        return (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    }
}

/// SplitMix64: the tests' own seeded generator.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
