import AltitudeEngine
import AssistanceProtocol
import AssistanceService
import Foundation

/// Turns `TraceRecord`s into canonical JSON Lines (Docs/simulator.md, "Trace format").
///
/// Every line is one object whose first keys are `t` (ns since the epoch), `device` (index or
/// `null`) and `type`; the rest depends on the type. Key order is fixed, doubles print in the
/// shortest form that round-trips, nothing depends on the locale. Not thread-safe: one encoder
/// per run.
public final class TraceEncoder {
    private var line = CanonicalJSONLine()
    private let payloads = PayloadEncoder()
    /// `String(describing:)` of each status code, made once (it reflects: ≈ 26 000 instructions).
    private static let statusNames: [SDKStatusCode: String] =
        Dictionary(uniqueKeysWithValues: SDKStatusCode.allCases.map { ($0, String(describing: $0)) })

    /// A new encoder.
    public init() {}

    deinit { line.free() }

    /// The canonical line of `record` (UTF-8, no trailing newline). The returned array is
    /// valid until the next call (copy it to keep it).
    public func encode(_ record: TraceRecord) -> [UInt8] {
        // Work on a local copy of the buffer handle (written back at the end) so that each
        // write is not an exclusivity-checked access to a class property.
        var line = self.line
        defer { self.line = line }
        write(record, &line)
        return line.bytes
    }

    /// Adds `record` to `hash` (its canonical binary encoding: the same fields as its line).
    public func hash(_ record: TraceRecord, into hash: inout TraceHash) {
        var hasher = BinaryTraceHasher(value: hash.value)
        write(record, &hasher)
        hash.set(value: hasher.value)
    }

    /// Writes every field of `record`, in its canonical order.
    private func write<W: TraceFieldWriter>(_ record: TraceRecord, _ line: inout W) {
        line.reset()
        line.int("t", record.timeNanoseconds)
        line.int("device", record.deviceIndex)
        switch record.event {
        case .engine(let kind, let truth):
            writeEngine(kind, truth, &line)
        case .timelineStep(let index, let description):
            line.literal("type", "timelineStep")
            line.int("index", index)
            line.string("description", description)
        case .fault(let description, let active):
            line.literal("type", "fault")
            line.string("description", description)
            line.bool("active", active)
        case .pressureSample(let measured, let truth, let measuredAt):
            line.literal("type", "pressureSample")
            line.double("measuredPa", measured)
            line.int("measuredAt", measuredAt ?? record.timeNanoseconds)
            Self.encodeTruth(truth, &line)
        case .locationSample(let location, let error):
            line.literal("type", "locationSample")
            Self.encodeLocation(location, &line)
            line.double("trueErrorMeters", error)
        case .activitySample(let sample, let truth):
            line.literal("type", "activitySample")
            line.string("activity", sample.kind.rawValue)
            line.double("confidence", sample.confidence)
            line.int("timestamp", sample.timestampNanoseconds)
            line.string("trueActivity", truth.rawValue)
        case .stationObservation(let observation):
            line.literal("type", "stationObservation")
            line.string("station", observation.stationID)
            line.double("pressurePa", observation.pressurePa)
            line.double("temperatureKelvin", observation.temperatureKelvin)
            line.int("measuredAt", observation.measuredAtNanoseconds)
            line.int("receivedAt", observation.receivedAtNanoseconds)
        case .referenceSample(let pressure, let uncertainty):
            line.literal("type", "referenceSample")
            line.double("seaLevelPressurePa", pressure)
            line.double("uncertaintyPa", uncertainty)
        case .appCall(let call):
            line.literal("type", "appCall")
            line.payload("call", call, payloads)
        case .calibrationRestored(let record):
            line.literal("type", "calibrationRestored")
            line.payload("record", record, payloads)
        }
        line.finish()
    }

    /// The fields of an `.engine` record after `t` and `device`.
    @inline(__always)
    private func writeEngine<W: TraceFieldWriter>(_ kind: EngineEventKind, _ truth: TruthSnapshot, _ line: inout W) {
        line.literal("type", "engine")
        encodeEngine(kind, &line)
        Self.encodeTruth(truth, &line)
    }

    /// `hash(TraceRecord(timeNanoseconds:deviceIndex:event: .engine(kind, truth:)), into:)`
    /// without building the record (the same words: the same writer code).
    func hashEngine(
        _ kind: EngineEventKind, truth: TruthSnapshot, timeNanoseconds: Int64, deviceIndex: Int?,
        into hash: inout TraceHash
    ) {
        var hasher = BinaryTraceHasher(value: hash.value)
        hasher.reset()
        hasher.int("t", timeNanoseconds)
        hasher.int("device", deviceIndex)
        writeEngine(kind, truth, &hasher)
        hasher.finish()
        hash.set(value: hasher.value)
    }

    private func encodeEngine<W: TraceFieldWriter>(_ kind: EngineEventKind, _ line: inout W) {
        switch kind {
        case .sdkStatus(let code):
            line.literal("event", "sdkStatus")
            line.int("code", code.rawValue)
            line.string("name", Self.statusNames[code] ?? String(describing: code))
        case .startCompleted(let code, let success):
            line.literal("event", "startCompleted")
            line.int("code", code)
            line.bool("success", success)
        case .altitudeCallback(let code, let context):
            line.literal("event", "altitudeCallback")
            line.int("code", code)
            if let context { Self.encodeContext(context, &line) } else { line.null("context") }
        case .manualCalibration(let state, let code):
            line.literal("event", "manualCalibration")
            line.string("state", String(describing: state))
            line.int("code", code)
        case .calibrationAccepted(let record):
            line.literal("event", "calibrationAccepted")
            line.payload("record", record, payloads)
        case .assistanceRequestSent(let request):
            line.literal("event", "assistanceRequestSent")
            line.payload("request", request, payloads)
        case .assistanceReplyReceived(let id, let reply, let used):
            line.literal("event", "assistanceReplyReceived")
            line.uint("requestID", id)
            encodeReply(reply, &line)
            line.bool("used", used)
        case .assistanceRequestTimedOut(let id):
            line.literal("event", "assistanceRequestTimedOut")
            line.uint("requestID", id)
        case .uploadSent(let upload):
            line.literal("event", "uploadSent")
            line.payload("upload", upload, payloads)
        case .uploadCompleted(let success):
            line.literal("event", "uploadCompleted")
            line.bool("success", success)
        case .sampleRejected(let reason):
            line.literal("event", "sampleRejected")
            line.string("reason", reason.rawValue)
        }
    }

    /// The fields of an assistance reply: a response, an undecoded payload (base64) or a failure.
    private func encodeReply<W: TraceFieldWriter>(_ reply: AssistanceReply, _ line: inout W) {
        switch reply {
        case .response(let response):
            line.literal("reply", "response")
            line.payload("response", response, payloads)
        case .payload(let bytes):
            line.literal("reply", "payload")
            line.int("payloadBytes", Int64(bytes.count))
            line.string("payloadBase64", Data(bytes).base64EncodedString())
        case .failure(let failure):
            line.literal("reply", "failure")
            line.string("failure", String(describing: failure))
        }
    }

    private static func encodeContext(_ c: NNAltitudeContext, _ line: inout some TraceFieldWriter) {
        line.openObject("context")
        line.double("height", c.height)
        line.double("heightUncertainty", c.heightUncertainty)
        line.double("heightUncertainty68", c.heightUncertainty68)
        line.double("heightAboveTerrain", c.heightAboveTerrain)
        line.double("heightAboveTerrainUncertainty", c.heightAboveTerrainUncertainty)
        line.double("heightHatUncertainty68", c.heightHatUncertainty68)
        line.int("floorNumber", c.floorNumber)
        line.double("floorConfidence", c.floorConfidence)
        line.string("address", c.address)
        line.double("addressConfidence", c.addressConfidence)
        line.int("statusCode", c.statusCode)
        line.int("errorCode", c.errorCode)
        line.int("epochTimestamp", Int64(c.epochTimestamp))
        line.bool("manualBaroCal", c.manualBaroCal)
        line.double("userPressure", c.userPressure)
        line.int("warningCode", c.warningCode)
        line.double("referencePressurePa", c.referencePressurePa)
        line.double("referencePressureUncertaintyPa", c.referencePressureUncertaintyPa)
        line.double("referenceTemperatureKelvin", c.referenceTemperatureKelvin)
        line.double("referenceTemperatureUncertaintyKelvin", c.referenceTemperatureUncertaintyKelvin)
        line.int("timestampNanoseconds", c.timestampNanoseconds)
        line.closeObject()
    }

    private static func encodeLocation(_ location: NNLocation, _ line: inout some TraceFieldWriter) {
        line.double("latitude", location.latitudeDegrees)
        line.double("longitude", location.longitudeDegrees)
        line.double("accuracyMeters", location.horizontalAccuracyMeters)
        line.double("altitudeMeters", location.altitudeMeters)
        line.int("timestamp", location.timestampNanoseconds)
    }

    private static func encodeTruth(_ truth: TruthSnapshot, _ line: inout some TraceFieldWriter) {
        line.openObject("truth")
        line.double("east", truth.position.eastMeters)
        line.double("north", truth.position.northMeters)
        line.double("heightMSL", truth.heightMSLMeters)
        line.double("heightHAE", truth.heightHAEMeters)
        line.double("heightAboveTerrain", truth.heightAboveTerrainMeters)
        line.int("building", truth.buildingIndex)
        line.int("floor", truth.floor)
        line.double("pressurePa", truth.pressurePa)
        line.string("activity", truth.activity.rawValue)
        line.closeObject()
    }
}
