import AltitudeEngine
import AssistanceProtocol
import Foundation

/// One message from the simulator to an engine process (protocol version 1,
/// Docs/engine-protocol.md), encoded as one JSON line with its virtual time `t`.
enum EngineInputMessage {
    case hello(device: ProcessEngineDevice, configuration: EngineConfiguration)
    case restoreCalibration(CalibrationRecord)
    case pressure(PressureSample)
    case location(NNLocation)
    case activity(ActivitySample)
    case call(ResolvedAppCall)
    case assistance(requestID: Int64, reply: AssistanceReply)
    case timer(id: Int64)
    case end

    /// The message's `type` field (named in failures).
    var type: String {
        switch self {
        case .hello: "hello"
        case .restoreCalibration: "restoreCalibration"
        case .pressure: "pressure"
        case .location: "location"
        case .activity: "activity"
        case .call(let call): "call " + Self.callName(call)
        case .assistance: "assistance"
        case .timer: "timer"
        case .end: "end"
        }
    }

    /// The JSON line sent at virtual time `time`.
    func line(atNanoseconds time: Int64) -> [UInt8] {
        var out = ProtocolLineWriter(type: type.hasPrefix("call") ? "call" : type, timeNanoseconds: time)
        switch self {
        case .hello(let device, let configuration):
            out.integer("protocol", ProcessEngine.protocolVersion)
            var inner = ProtocolLineWriter()
            inner.integer("index", device.index)
            inner.string("id", device.id)
            inner.string("name", device.name)
            out.object("device", inner)
            out.raw("configuration", Self.configurationJSON(configuration))
        case .restoreCalibration(let record):
            out.object("record", Self.record(record))
        case .pressure(let sample):
            out.number("pressurePa", sample.pressurePa)
            out.integer("timestampNs", sample.timestampNanoseconds)
            out.optionalNumber("temperatureK", sample.temperatureKelvin)
        case .location(let location):
            Self.fillLocation(location, into: &out)
        case .activity(let sample):
            out.string("activity", sample.kind.rawValue)
            out.number("confidence", sample.confidence)
            out.integer("timestampNs", sample.timestampNanoseconds)
        case .call(let call):
            Self.fillCall(call, into: &out)
        case .assistance(let id, let reply):
            out.integer("id", id)
            Self.fillReply(reply, into: &out)
        case .timer(let id):
            out.integer("id", id)
        case .end:
            break
        }
        return out.line
    }

    static func callName(_ call: ResolvedAppCall) -> String { call.name }

    private static func fillCall(_ call: ResolvedAppCall, into out: inout ProtocolLineWriter) {
        out.string("call", callName(call))
        switch call {
        case .start(let hostURL, let apiKey, let location):
            out.string("hostURL", hostURL)
            out.string("apiKey", apiKey)
            if let location { out.object("location", Self.location(location)) }
        case .stop, .stopAltitude, .barocalUpload:
            break
        case .setFilters(let filters):
            out.strings("filters", filters.map(Self.filterName))
        case .startAltitude(let mode):
            out.string("mode", Self.modeName(mode))
            out.integer("periodNs", mode.periodNanoseconds)
        case .startManualCalibration(let mode, let location, let floor, let ground, let pressure):
            out.integer("durationNs", mode.durationNanoseconds)
            out.object("location", Self.location(location))
            out.optionalInteger("floorNumber", floor)
            out.optionalNumber("groundMSLHeightM", ground)
            out.optionalNumber("pressurePa", pressure)
        case .setManualCalibration(let location, let floor, let ground, let pressure):
            out.object("location", Self.location(location))
            out.optionalInteger("floorNumber", floor)
            out.optionalNumber("groundMSLHeightM", ground)
            out.optionalNumber("pressurePa", pressure)
        case .setAltitude(let location, let pressure):
            if let location { out.object("location", Self.location(location)) }
            out.optionalNumber("pressurePa", pressure)
        }
    }

    private static func fillReply(_ reply: AssistanceReply, into out: inout ProtocolLineWriter) {
        let decoded: AssistanceReply
        if case .payload(let bytes) = reply {
            do { decoded = .response(try AssistanceCodec.decodeResponse(bytes)) } catch {
                decoded = .failure(.malformed("undecodable payload"))
            }
        } else {
            decoded = reply
        }
        switch decoded {
        case .response(let response):
            out.string("outcome", "response")
            var body = ProtocolLineWriter()
            body.integer("status", response.status.rawValue)
            body.optionalNumber("referencePressurePa", response.referencePressurePa)
            body.optionalNumber("referencePressureUncertaintyPa", response.referencePressureUncertaintyPa)
            body.optionalNumber("referenceTemperatureK", response.referenceTemperatureKelvin)
            body.optionalNumber("referenceTemperatureUncertaintyK", response.referenceTemperatureUncertaintyKelvin)
            body.optionalNumber("referenceLevelHAEM", response.referenceLevelHAEMeters)
            body.optionalInteger("referenceTimeNs", response.referenceTimeNanoseconds)
            body.optionalInteger("referenceValidityNs", response.referenceValidityNanoseconds)
            body.optionalNumber("terrainHAEM", response.terrainHAEMeters)
            body.optionalNumber("terrainUncertaintyM", response.terrainUncertaintyMeters)
            body.optionalNumber("terrainSlope", response.terrainSlope)
            body.bool("manualCalibrationRequired", response.manualCalibrationRequired)
            body.optionalNumber("calibrationOffsetPa", response.calibrationOffsetPa)
            body.optionalNumber("calibrationUncertaintyPa", response.calibrationUncertaintyPa)
            body.optionalInteger("calibrationTimeNs", response.calibrationTimeNanoseconds)
            out.object("response", body)
        case .failure(let failure):
            out.string("outcome", "failure")
            switch failure {
            case .timeout: out.string("failure", "timeout")
            case .unreachable: out.string("failure", "unreachable")
            case .httpStatus(let status):
                out.string("failure", "httpStatus")
                out.integer("httpStatus", status)
            case .malformed: out.string("failure", "malformed")
            }
        case .payload:
            out.string("outcome", "failure")
            out.string("failure", "malformed")
        }
    }

    static func location(_ location: NNLocation) -> ProtocolLineWriter {
        var out = ProtocolLineWriter()
        fillLocation(location, into: &out)
        return out
    }

    private static func fillLocation(_ location: NNLocation, into out: inout ProtocolLineWriter) {
        out.number("latitudeDeg", location.latitudeDegrees)
        out.number("longitudeDeg", location.longitudeDegrees)
        out.number("horizontalAccuracyM", location.horizontalAccuracyMeters)
        out.optionalNumber("altitudeM", location.altitudeMeters)
        out.integer("timestampNs", location.timestampNanoseconds)
    }

    static func record(_ record: CalibrationRecord) -> ProtocolLineWriter {
        var out = ProtocolLineWriter()
        out.number("offsetPa", record.offsetPa)
        out.number("uncertaintyPa", record.uncertaintyPa)
        out.integer("madeAtNs", record.madeAtNanoseconds)
        out.string("source", record.source.rawValue)
        return out
    }

    static func filterName(_ filter: NNConsistencyFilter) -> String {
        switch filter {
        case .location: "location"
        case .activity: "activity"
        case .pressure: "pressure"
        }
    }

    static func modeName(_ mode: NNAltitudeMode) -> String {
        switch mode {
        case .oneTime: "oneTime"
        case .oneSecond: "oneSecond"
        case .thirtySeconds: "thirtySeconds"
        case .oneMinute: "oneMinute"
        }
    }

    /// The configuration as a JSON object with sorted keys (its Swift property names; a
    /// range is `[lower, upper]`).
    private static func configurationJSON(_ configuration: EngineConfiguration) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return (try? Array(encoder.encode(configuration))) ?? Array("{}".utf8)
    }
}
