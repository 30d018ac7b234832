import AltitudeEngine
import AssistanceProtocol
import Foundation

/// What replay needs from one trace line, decoded with `JSONDecoder` (keys of Docs/simulator.md,
/// "Trace format"; keys a type does not have are absent).
struct TraceLineFields: Decodable {
    var t: Int64
    var device: Int?
    var type: String
    var event: String?
    // pressureSample
    var measuredPa: Double?
    var measuredAt: Int64?
    // locationSample
    var latitude: Double?
    var longitude: Double?
    var accuracyMeters: Double?
    var altitudeMeters: Double?
    // locationSample, activitySample
    var timestamp: Int64?
    // activitySample
    var activity: String?
    var confidence: Double?
    // appCall
    var call: ResolvedAppCall?
    // calibrationRestored
    var record: CalibrationRecord?
    // engine assistanceReplyReceived
    var requestID: UInt64?
    var reply: String?
    var response: AssistanceResponse?
    var payloadBytes: Int?
    var payloadBase64: String?
    var failure: String?
    // engine uploadCompleted
    var success: Bool?

    /// Decodes one line; the decoder reads doubles written as "nan", "inf", "-inf".
    static func decode(_ line: [UInt8], decoder: JSONDecoder) throws -> TraceLineFields {
        try decoder.decode(TraceLineFields.self, from: Data(line))
    }

    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }
}

/// One input the simulator gave an engine, at its delivery time.
enum TraceInput {
    case pressure(PressureSample)
    case location(NNLocation)
    case activity(ActivitySample)
    case call(ResolvedAppCall)
    case restore(CalibrationRecord)
}

/// The recorded inputs, answers and engine events of one device.
struct DeviceTraceScript {
    /// Inputs in trace order: (line index, delivery time, input).
    var inputs: [(index: Int, timeNanoseconds: Int64, input: TraceInput)] = []
    /// Recorded engine events in trace order: (line index, time, line without its truth).
    var events: [(index: Int, timeNanoseconds: Int64, comparable: String)] = []
    /// The reply each request received, when it received one: (time, reply).
    var replies: [UInt64: (timeNanoseconds: Int64, reply: AssistanceReply)] = [:]
    /// The outcome of each upload, in order: (time, success).
    var uploads: [(timeNanoseconds: Int64, success: Bool)] = []
}

extension TransportFailure {
    /// Reads back `String(describing:)` of a failure as the trace writes it ("timeout",
    /// "unreachable", "httpStatus(503)", "malformed(\"reason\")"); `nil` for anything else.
    init?(traceText text: String) {
        switch text {
        case "timeout": self = .timeout
        case "unreachable": self = .unreachable
        default:
            if text.hasPrefix("httpStatus("), text.hasSuffix(")"), let code = Int(text.dropFirst(11).dropLast()) {
                self = .httpStatus(code)
            } else if text.hasPrefix("malformed("), text.hasSuffix(")") {
                var reason = String(text.dropFirst(10).dropLast())
                if let data = reason.data(using: .utf8), let decoded = try? JSONDecoder().decode(String.self, from: data) { reason = decoded }
                self = .malformed(reason)
            } else {
                return nil
            }
        }
    }
}
