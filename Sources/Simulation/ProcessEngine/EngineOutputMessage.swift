import AltitudeEngine
import AssistanceProtocol
import Foundation

/// A checked line from an engine process: what the simulator does with it.
enum EngineOutputMessage {
    /// The answer to `hello`.
    case hello(protocolVersion: Int, name: String?)
    /// An engine event for the trace.
    case event(EngineEventKind)
    /// Schedule timer `id` to fire `afterNanoseconds` after the current message's time.
    case scheduleTimer(id: Int64, afterNanoseconds: Int64)
    /// Cancel timer `id` (unknown ids are ignored).
    case cancelTimer(id: Int64)
    /// Send an assistance request; the reply comes back as an `assistance` message with `id`.
    case fetch(id: Int64, request: FetchRequest)
    /// The end of the answer to the current message.
    case done

    struct FetchRequest {
        var apiKey: String?
        var latitudeDegrees: Double
        var longitudeDegrees: Double
        var horizontalUncertaintyMeters: Double
        var phonePressurePa: Double?
        var phonePressureVariancePa2: Double?
    }

    /// Decodes and checks one line; throws a reason naming what is wrong.
    static func parse(_ line: ArraySlice<UInt8>, decoder: JSONDecoder, timeNanoseconds: Int64)
        throws(EngineProcessError) -> EngineOutputMessage
    {
        // The most frequent line, written exactly so: no decoder needed.
        if line.elementsEqual(doneLine) { return .done }
        let decoded: EngineOutputLine
        do {
            decoded = try decoder.decode(EngineOutputLine.self, from: Data(line))
        } catch {
            throw EngineProcessError(
                reason: "the engine wrote a line that is not valid protocol: \(describe(error, line: line))")
        }
        return try check(decoded, timeNanoseconds: timeNanoseconds)
    }

    private static let doneLine = Array(#"{"type":"done"}"#.utf8)

    private static func check(_ line: EngineOutputLine, timeNanoseconds time: Int64) throws(EngineProcessError)
        -> EngineOutputMessage
    {
        switch line.type {
        case "done":
            return .done
        case "hello":
            guard let version = line.protocol else { throw invalid("'hello' needs 'protocol' (an integer)") }
            return .hello(protocolVersion: version, name: line.name)
        case "status":
            let code = try required(line.code, "code", in: "status")
            guard let status = SDKStatusCode(rawValue: code) else {
                throw invalid("'status' code \(code) is not an SDK status code")
            }
            return .event(.sdkStatus(status))
        case "startCompleted":
            return .event(
                .startCompleted(
                    code: try required(line.code, "code", in: "startCompleted"),
                    success: try required(line.success, "success", in: "startCompleted")))
        case "altitude":
            guard line.code != nil || line.context != nil else { throw invalid("'altitude' needs 'code' or 'context'") }
            let context = try line.context.map { fields throws(EngineProcessError) in
                try EngineOutputRanges.context(fields, timeNanoseconds: time)
            }
            return .event(.altitudeCallback(code: line.code, context: context))
        case "manualCalibration":
            let name = try required(line.state, "state", in: "manualCalibration")
            guard let state = EngineOutputRanges.manualState(name) else {
                throw invalid(
                    "'manualCalibration' state '\(name)' is not one of \(EngineOutputRanges.manualStateNames.joined(separator: ", "))"
                )
            }
            return .event(
                .manualCalibration(state: state, code: try required(line.code, "code", in: "manualCalibration")))
        case "calibrationAccepted":
            let fields = try required(line.record, "record", in: "calibrationAccepted")
            return .event(.calibrationAccepted(try EngineOutputRanges.record(fields)))
        case "sampleRejected":
            let name = try required(line.reason, "reason", in: "sampleRejected")
            guard let reason = SampleRejection(rawValue: name) else {
                throw invalid("'sampleRejected' reason '\(name)' is unknown")
            }
            return .event(.sampleRejected(reason))
        case "uploadCompleted":
            return .event(.uploadCompleted(success: try required(line.success, "success", in: "uploadCompleted")))
        case "timer":
            let id = try required(line.id, "id", in: "timer")
            guard id >= 0 else { throw invalid("timer id \(id) is negative") }
            switch line.action {
            case "schedule":
                let after = try required(line.afterNs, "afterNs", in: "timer")
                guard after >= 0, !time.addingReportingOverflow(after).overflow else {
                    throw invalid("timer afterNs \(after) must be ≥ 0 and keep the time below 2^63 ns")
                }
                return .scheduleTimer(id: id, afterNanoseconds: after)
            case "cancel":
                return .cancelTimer(id: id)
            default:
                throw invalid("'timer' action must be 'schedule' or 'cancel'")
            }
        case "fetch":
            let id = try required(line.id, "id", in: "fetch")
            guard id >= 0 else { throw invalid("fetch id \(id) is negative") }
            let fields = try required(line.request, "request", in: "fetch")
            return .fetch(id: id, request: try EngineOutputRanges.request(fields))
        default:
            throw invalid("unknown message type '\(line.type)'")
        }
    }

    private static func required<T>(_ value: T?, _ field: String, in type: String) throws(EngineProcessError) -> T {
        guard let value else { throw invalid("'\(type)' needs the field '\(field)'") }
        return value
    }

    static func invalid(_ text: String) -> EngineProcessError {
        EngineProcessError(reason: "the engine wrote a line that is not valid protocol: \(text)")
    }

    /// What a decoding error means, without quoting the engine's bytes.
    private static func describe(_ error: any Error, line: ArraySlice<UInt8>) -> String {
        let text = String(decoding: line, as: UTF8.self)
        if text.contains("NaN") || text.contains("Infinity") {
            return "a number is NaN or infinite (JSON has neither; every number must be finite)"
        }
        guard let error = error as? DecodingError else { return "not a JSON object" }
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            let at = path(context)
            return "the field '\(at.isEmpty ? "" : at + ".")\(key.stringValue)' is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "the field '\(path(context))' has the wrong type"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "not one JSON object" : "the field '\(path(context))' has an invalid value"
        @unknown default:
            return "not a JSON object"
        }
    }
}
