import AltitudeEngine
import AssistanceProtocol
import Glibc

/// The engine invariants (Docs/fuzzing.md, "libFuzzer targets"); each violation traps with a
/// message naming it, so libFuzzer saves the input.
///
/// Checked on every observer event: no NaN/∞ in any delivered context, request, or accepted
/// calibration; every code in the documented tables (and none of the never-emitted ones);
/// `heightUncertainty ≥ heightUncertainty68 > 0` whenever a height is reported (likewise for
/// the height above terrain), with error 0, 853, or 852 only while the barometer could be
/// frozen (`pressureCouldBeFrozen`); the unsupported context fields are nil; manual-calibration
/// states carry their documented codes.
final class InvariantChecker: EngineObserver {
    static let neverEmitted: Set<Int> = [401, 807, 838, 839, 896, 897, 898]
    static let errorCodes = Set(AltitudeErrorCode.allCases.map(\.rawValue))
    static let warningCodes = Set(AltitudeWarningCode.allCases.map(\.rawValue))
    static let serviceCodes = Set(ServiceStatusCode.allCases.map(\.rawValue))
    /// Codes an altitude handler gets instead of a context.
    static let altitudeHandlerCodes: Set<Int> = [806, 810, 811, 835]
    static let startFailureCodes: Set<Int> = [806, 808, 811, 815, 816]

    private var lastEventTime = Int64.min
    /// The value (bit pattern) of the newest pressure reading the engine did not reject on
    /// arrival, and how many such readings in a row had it.
    private var pressureRunBits: UInt64?
    private var pressureRunCount = 0
    /// Whether some value arrived, unrejected, three times in a row at any point of the input.
    private var pressureEverRepeatedThrice = false
    /// Whether the pressure filter was ever switched on: it holds jumps back, unseen by the
    /// engine's frozen-stream watch, so a run of equal accepted readings may have a differing held
    /// reading between them.
    var pressureFilterEverOn = false
    /// Set by a `sampleRejected` event; `feedPressure` reads it to tell a rejected reading.
    private var sampleRejectedSeen = false
    /// Prints every event, flushed (set by `FUZZ_ENGINE_TRACE=1`, for reading what an input does).
    var trace = false

    func engine(_ engine: AnyObject, didRecord event: EngineEvent) {
        if trace {
            print(event.timeNanoseconds, event.kind)
            fflush(nil)
        }
        if event.timeNanoseconds < lastEventTime {
            violation("event time went back: \(event.timeNanoseconds) after \(lastEventTime)")
        }
        lastEventTime = event.timeNanoseconds
        switch event.kind {
        case .sdkStatus(let code):
            if Self.neverEmitted.contains(code.rawValue) {
                violation("emitted the never-emitted code \(code.rawValue)")
            }
        case .startCompleted(let code, let success):
            if success ? code != 800 : !Self.startFailureCodes.contains(code) {
                violation("start completed with code \(code), success \(success)")
            }
        case .altitudeCallback(let code, let context):
            Self.checkAltitudeCallback(code: code, context: context, pressureCouldBeFrozen: pressureCouldBeFrozen)
        case .manualCalibration(let state, let code):
            Self.checkManualCalibration(state: state, code: code)
        case .calibrationAccepted(let record):
            if !record.offsetPa.isFinite || !record.uncertaintyPa.isFinite || !(record.uncertaintyPa > 0) {
                violation("accepted a calibration that is not finite/positive: \(record)")
            }
        case .assistanceRequestSent(let request):
            let numbers = [
                request.latitudeDegrees, request.longitudeDegrees, request.horizontalUncertaintyMeters,
                request.phonePressurePa ?? 0, request.phonePressureVariancePa2 ?? 0,
            ]
            if numbers.contains(where: { !$0.isFinite }) { violation("request with a non-finite field: \(request)") }
        case .uploadSent(let upload):
            if upload.records.contains(where: { !$0.offsetPa.isFinite || !$0.uncertaintyPa.isFinite }) {
                violation("upload with a non-finite record: \(upload)")
            }
        case .sampleRejected:
            sampleRejectedSeen = true
        case .assistanceReplyReceived, .assistanceRequestTimedOut, .uploadCompleted:
            break
        }
    }

    /// Feeds `sample` to `engine`, noting whether it was rejected on arrival.
    func feedPressure(_ sample: PressureSample, to engine: AltitudeEngine) {
        sampleRejectedSeen = false
        engine.ingestPressure(sample)
        guard !sampleRejectedSeen else { return }
        let bits = sample.pressurePa.bitPattern
        pressureRunCount = bits == pressureRunBits ? pressureRunCount + 1 : 1
        pressureRunBits = bits
        if pressureRunCount >= 3 { pressureEverRepeatedThrice = true }
    }

    /// Whether the engine's frozen-barometer watch can have declared the stream frozen (then 852
    /// comes with a height, Docs/engine.md, "A frozen barometer"): it needs a run of at least three
    /// equal accepted readings (longer than twice the longest live run, which is at least one).
    /// Without the pressure filter every reading not rejected on arrival is accepted, so the newest
    /// three must be equal; with it, a held reading may sit inside the run, so one such run at any
    /// time is required.
    var pressureCouldBeFrozen: Bool {
        pressureFilterEverOn ? pressureEverRepeatedThrice : pressureRunCount >= 3
    }

    static func checkAltitudeCallback(code: Int?, context: NNAltitudeContext?, pressureCouldBeFrozen: Bool) {
        guard let context else {
            guard let code, altitudeHandlerCodes.contains(code) else {
                violation("altitude handler got code \(String(describing: code)) and no context")
            }
            return
        }
        if let code { violation("altitude handler got both code \(code) and a context") }
        // One call per field (no array: this runs on every context, and allocations are slow under ASan).
        func finite(_ name: StaticString, _ value: Double?) {
            if let value, !value.isFinite { violation("context.\(name) = \(value)\n\(context)") }
        }
        finite("height", context.height)
        finite("heightUncertainty", context.heightUncertainty)
        finite("heightUncertainty68", context.heightUncertainty68)
        finite("heightAboveTerrain", context.heightAboveTerrain)
        finite("heightAboveTerrainUncertainty", context.heightAboveTerrainUncertainty)
        finite("heightHatUncertainty68", context.heightHatUncertainty68)
        finite("floorConfidence", context.floorConfidence)
        finite("addressConfidence", context.addressConfidence)
        finite("userPressure", context.userPressure)
        finite("referencePressurePa", context.referencePressurePa)
        finite("referencePressureUncertaintyPa", context.referencePressureUncertaintyPa)
        finite("referenceTemperatureKelvin", context.referenceTemperatureKelvin)
        finite("referenceTemperatureUncertaintyKelvin", context.referenceTemperatureUncertaintyKelvin)
        finite("heightUncertainty95", context.heightUncertainty95)
        finite("heightHatUncertainty95", context.heightHatUncertainty95)
        guard let error = context.errorCode, errorCodes.contains(error) else {
            violation("context.errorCode \(String(describing: context.errorCode)) not in the table\n\(context)")
        }
        if let warning = context.warningCode, !warningCodes.contains(warning) {
            violation("context.warningCode \(warning) not in the table\n\(context)")
        }
        if let status = context.statusCode, !serviceCodes.contains(status) {
            violation("context.statusCode \(status) not in the table\n\(context)")
        }
        if context.floorNumber != nil || context.floorConfidence != nil || context.address != nil
            || context.addressConfidence != nil
        {
            violation("an unsupported field (floor/address) is set\n\(context)")
        }
        if context.height != nil {
            guard let sigma90 = context.heightUncertainty, let sigma68 = context.heightUncertainty68,
                sigma90 >= sigma68, sigma68 > 0
            else { violation("height without heightUncertainty ≥ heightUncertainty68 > 0\n\(context)") }
            if error == 852 && !pressureCouldBeFrozen {
                violation("a height with errorCode 852 while the pressure stream cannot be frozen\n\(context)")
            } else if error != 0 && error != 853 && error != 852 {
                violation("a height with errorCode \(error)\n\(context)")
            }
        } else if error == 853 {
            violation("errorCode 853 (location stale) without a height\n\(context)")
        }
        if context.heightAboveTerrain != nil {
            guard context.height != nil, let sigma90 = context.heightAboveTerrainUncertainty,
                let sigma68 = context.heightHatUncertainty68, sigma90 >= sigma68, sigma68 > 0
            else { violation("heightAboveTerrain without a height or uncertainty ≥ 68 % radius > 0\n\(context)") }
        }
    }

    static func checkManualCalibration(state: NNManualBarocalState, code: Int) {
        let valid: Bool =
            switch state {
            case .calibrationSetup: code == 0
            case .calibrationStarted: code == 871
            case .calibrationSuccess: code == 870
            case .calibrationCancelled: code == 878
            case .calibrationFailed: code == 810 || (873...879).contains(code)
            }
        if !valid { violation("manual calibration state \(state) with code \(code)") }
    }
}

/// Traps with the violated invariant (libFuzzer records the input as a crash).
func violation(_ message: String) -> Never {
    fatalError("invariant violated: \(message)")
}
