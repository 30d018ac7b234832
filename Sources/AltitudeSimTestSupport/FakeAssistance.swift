import AltitudeEngine
public import EngineInterface

/// An assistance client under test control: it serves `TestWorld.response` (optionally with
/// errors in the served data) after a latency on a scheduler, stays silent, or replies at once,
/// and records every request and upload.
public final class FakeAssistance: AssistanceClient {
    /// How `fetch` answers.
    public enum Behaviour {
        /// Reply with `TestWorld.response` after a latency (ns) on `scheduler`.
        case serve(status: ServiceStatusCode, latency: Int64)
        /// Never reply (the test may call `replyToPending`).
        case silent
        /// Reply with this at once.
        case fixed(AssistanceReply)
        /// Reply with `TestWorld.response` synchronously, inside `fetch`.
        case immediate
    }

    /// How `fetch` answers; by default a delivered response after 200 ms.
    public var behaviour: Behaviour = .serve(status: .delivered, latency: 200_000_000)
    /// The `manualCalibrationRequired` flag of served responses.
    public var manualCalibrationRequired = false
    /// Error added to the served reference pressure, Pa.
    public var referencePressureErrorPa = 0.0
    /// Error added to the served reference temperature, K; it also moves the served pressure as
    /// the service's reduction would (the ground's pressure stays right).
    public var referenceTemperatureErrorKelvin = 0.0
    /// The served data's time relative to the reply (negative: older station data), ns.
    public var referenceTimeOffsetNanoseconds: Int64 = 0
    /// The served reference pressure's σ, Pa (nil: `TestWorld.response`'s 4 Pa).
    public var referencePressureUncertaintyPa: Double?
    /// The scheduler `serve` replies on (without one, `serve` never replies).
    public weak var scheduler: (any EngineScheduler)?
    /// Every request received, in order.
    public private(set) var requests: [AssistanceRequest] = []
    /// The requests `silent` left unanswered, with their completions.
    public private(set) var pending: [(AssistanceRequest, (AssistanceReply) -> Void)] = []
    /// Every upload received, in order.
    public private(set) var uploads: [BarocalUpload] = []
    /// The answer to uploads (nil: never answer).
    public var uploadResult: UploadResult? = .accepted

    /// A client that serves delivered responses after 200 ms once `scheduler` is set.
    public init() {}

    /// Records `request` and answers it as `behaviour` says.
    public func fetch(_ request: AssistanceRequest, completion: @escaping (AssistanceReply) -> Void) {
        requests.append(request)
        switch behaviour {
        case .serve(let status, let latency):
            guard let scheduler else { return }
            let edit = servedDataEdit()
            let required = manualCalibrationRequired
            _ = scheduler.schedule(afterNanoseconds: latency) {
                var response = TestWorld.response(
                    for: request, status: status, now: scheduler.nowNanoseconds,
                    manualCalibrationRequired: required)
                edit(&response)
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

    /// Records `upload` and answers with `uploadResult`.
    public func upload(_ upload: BarocalUpload, completion: @escaping (UploadResult) -> Void) {
        uploads.append(upload)
        if let uploadResult { completion(uploadResult) }
    }

    /// Answers every request `silent` left pending with `reply(request)`, in order.
    public func replyToPending(_ reply: (AssistanceRequest) -> AssistanceReply) {
        let waiting = pending
        pending.removeAll()
        for (request, completion) in waiting { completion(reply(request)) }
    }

    /// The errors configured now, applied to a response served later.
    private func servedDataEdit() -> (inout AssistanceResponse) -> Void {
        let pressureError = referencePressureErrorPa
        let temperatureError = referenceTemperatureErrorKelvin
        let timeOffset = referenceTimeOffsetNanoseconds
        let uncertainty = referencePressureUncertaintyPa
        return { response in
            if temperatureError != 0, let p = response.referencePressurePa,
                let t = response.referenceTemperatureKelvin
            {
                // The service reduces its ground-level stations with the temperature it reports,
                // so a temperature error moves the reduced pressure and leaves the ground's right.
                let thickness = TestWorld.terrainHAE - TestWorld.referenceLevelHAE
                let ground = HeightSolver.pressurePa(
                    referencePressurePa: p, referenceTemperatureKelvin: t,
                    thicknessMeters: thickness)
                let perPascal = HeightSolver.pressurePa(
                    referencePressurePa: 1,
                    referenceTemperatureKelvin: t + temperatureError,
                    thicknessMeters: thickness)
                response.referencePressurePa = ground / perPascal
            }
            response.referencePressurePa = response.referencePressurePa.map { $0 + pressureError }
            response.referenceTemperatureKelvin = response.referenceTemperatureKelvin.map { $0 + temperatureError }
            response.referenceTimeNanoseconds = response.referenceTimeNanoseconds.map { $0 + timeOffset }
            if let uncertainty { response.referencePressureUncertaintyPa = uncertainty }
        }
    }
}
