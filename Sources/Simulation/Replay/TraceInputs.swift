import AltitudeEngine
import AssistanceProtocol
import Foundation

/// What replay needs from one trace line (keys of Docs/simulator.md, "Trace format"; keys a
/// type does not have are absent). Every key is read through ``CheckedTraceFields``, so a value
/// of the wrong kind is an error naming the key, never a trap or a silently ignored field.
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

    init(from decoder: any Decoder) throws {
        let fields = try CheckedTraceFields(decoder)
        t = try fields.required("t", "an integer (ns since the epoch)")
        device = try fields.optional("device", "a device index")
        type = try fields.required("type", "a string")
        event = try fields.optional("event", "a string")
        measuredPa = try fields.optional("measuredPa", "a number")
        measuredAt = try fields.optional("measuredAt", "an integer (ns since the epoch)")
        latitude = try fields.optional("latitude", "a number")
        longitude = try fields.optional("longitude", "a number")
        accuracyMeters = try fields.optional("accuracyMeters", "a number")
        altitudeMeters = try fields.optional("altitudeMeters", "a number or null")
        timestamp = try fields.optional("timestamp", "an integer (ns since the epoch)")
        activity = try fields.optional("activity", "a string")
        confidence = try fields.optional("confidence", "a number")
        call = try fields.optional("call", "an app call as the trace writes it")
        record = try fields.optional("record", "a calibration record as the trace writes it")
        requestID = try fields.optional("requestID", "a request number (an integer ≥ 0)")
        reply = try fields.optional("reply", "a string")
        response = try fields.optional("response", "an assistance response as the trace writes it")
        payloadBytes = try fields.optional("payloadBytes", "an integer")
        payloadBase64 = try fields.optional("payloadBase64", "a base64 string")
        failure = try fields.optional("failure", "a string")
        success = try fields.optional("success", "true or false")
    }

    /// Decodes one line; the decoder reads doubles written as "nan", "inf", "-inf".
    /// - Throws: a ``TraceLineProblem`` saying what is wrong (never quoting the line).
    static func decode(_ line: [UInt8], decoder: JSONDecoder) throws(TraceLineProblem) -> TraceLineFields {
        do { return try decoder.decode(TraceLineFields.self, from: Data(line)) } catch let problem as TraceLineProblem {
            throw problem
        } catch {
            throw TraceLineProblem(message: "not a trace line: \(DecodingProblem.describe(error))")
        }
    }

    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }
}

/// What is wrong with one trace line.
struct TraceLineProblem: Error {
    var message: String
}

/// The one checked accessor of a trace line's keys: a missing key or `null` is `nil`, a value of
/// the wrong kind or out of its type's range is a ``TraceLineProblem`` naming the key and what
/// it must be (for a nested object, also the inner key at fault).
struct CheckedTraceFields {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private let container: KeyedDecodingContainer<Key>

    init(_ decoder: any Decoder) throws {
        do { container = try decoder.container(keyedBy: Key.self) } catch {
            throw TraceLineProblem(message: "not a trace line: a JSON object is needed")
        }
    }

    func optional<T: Decodable>(_ name: String, _ what: String) throws(TraceLineProblem) -> T? {
        let key = Key(stringValue: name)
        guard container.contains(key), (try? container.decodeNil(forKey: key)) != true else { return nil }
        do { return try container.decode(T.self, forKey: key) } catch {
            var message = "`\(name)` must be \(what)"
            if let inner = error as? DecodingError, Self.depth(inner) > 1 {
                message += " (\(DecodingProblem.describe(inner)))"
            }
            throw TraceLineProblem(message: message)
        }
    }

    func required<T: Decodable>(_ name: String, _ what: String) throws(TraceLineProblem) -> T {
        guard let value: T = try optional(name, what) else {
            throw TraceLineProblem(message: "missing `\(name)` (\(what))")
        }
        return value
    }

    /// How deep in the line the decoding error is (1: the key itself).
    private static func depth(_ error: DecodingError) -> Int {
        switch error {
        case .keyNotFound(_, let context): context.codingPath.count + 1
        case .valueNotFound(_, let context), .typeMismatch(_, let context), .dataCorrupted(let context):
            context.codingPath.count
        @unknown default: 0
        }
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
                if let data = reason.data(using: .utf8),
                    let decoded = try? JSONDecoder().decode(String.self, from: data)
                {
                    reason = decoded
                }
                self = .malformed(reason)
            } else {
                return nil
            }
        }
    }
}
