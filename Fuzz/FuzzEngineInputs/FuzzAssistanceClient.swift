import AltitudeEngine
import AssistanceProtocol

/// The fuzz-local service: keeps every request and upload pending until an operation answers
/// it (in any order, any time later — so replies can be late, for a timed-out request or a
/// previous `start`), drops it (a lost completion), or — while ``immediateReplies`` > 0 —
/// answers synchronously inside `fetch`/`upload`, as a port may.
final class FuzzAssistanceClient: AssistanceClient {
    struct PendingFetch {
        var request: AssistanceRequest
        var completion: (AssistanceReply) -> Void
    }

    struct PendingUpload {
        var upload: BarocalUpload
        var completion: (UploadResult) -> Void
    }

    var pendingFetches: [PendingFetch] = []
    var pendingUploads: [PendingUpload] = []
    /// How many of the next fetches/uploads are answered inside the call.
    var immediateReplies = 0
    /// Makes a reply for a request (reads the fuzzer's bytes).
    var makeReply: (AssistanceRequest) -> AssistanceReply = { _ in .failure(.unreachable) }
    /// Makes an upload result.
    var makeUploadResult: () -> UploadResult = { .failure(.unreachable) }

    func fetch(_ request: AssistanceRequest, completion: @escaping (AssistanceReply) -> Void) {
        if immediateReplies > 0 {
            immediateReplies -= 1
            completion(makeReply(request))
        } else {
            pendingFetches.append(PendingFetch(request: request, completion: completion))
        }
    }

    func upload(_ upload: BarocalUpload, completion: @escaping (UploadResult) -> Void) {
        if immediateReplies > 0 {
            immediateReplies -= 1
            completion(makeUploadResult())
        } else {
            pendingUploads.append(PendingUpload(upload: upload, completion: completion))
        }
    }
}

/// Server replies built from the fuzzer's bytes: decoded responses with arbitrary field values,
/// encoded payloads (intact or mutated), raw garbage, JSON with hostile numbers, transport
/// failures, mismatched request ids.
enum ReplyFactory {
    static func reply(for request: AssistanceRequest, _ stream: inout ByteStream) -> AssistanceReply {
        switch stream.byte() % 10 {
        case 0, 1, 2: return .response(response(for: request, &stream))
        case 3: return .payload(AssistanceCodec.encode(response(for: request, &stream)))
        case 4:
            var bytes = AssistanceCodec.encode(response(for: request, &stream))
            for _ in 0..<(1 + stream.byte() % 4) where !bytes.isEmpty {
                bytes[stream.index(below: bytes.count)] = stream.byte()
            }
            return .payload(bytes)
        case 5: return .payload(stream.bytes(count: Int(stream.byte() % 64)))
        case 6: return .payload(Array(hostileJSON(for: request, &stream).utf8))
        case 7:
            var mismatched = response(for: request, &stream)
            mismatched.requestID = stream.uint64()
            return .response(mismatched)
        default:
            switch stream.byte() % 4 {
            case 0: return .failure(.timeout)
            case 1: return .failure(.unreachable)
            case 2: return .failure(.httpStatus(stream.pick([403, 500, 404, 200, 0, -1, 999, Int.max])))
            default: return .failure(.malformed("fuzz"))
            }
        }
    }

    static func response(for request: AssistanceRequest, _ stream: inout ByteStream) -> AssistanceResponse {
        let status = stream.pick(ServiceStatusCode.allCases + [.delivered, .delivered, .delivered])
        let pressure = request.phonePressurePa ?? 101_325
        let referencePressure = stream.bool() ? pressure : stream.double(center: 101_325, spread: 3_000)
        let full = status.carriesReferencePressure || stream.byte() % 4 == 0
        let sentAt = request.sentAtNanoseconds
        return AssistanceResponse(
            requestID: request.requestID, status: status,
            referencePressurePa: full ? referencePressure : nil,
            referencePressureUncertaintyPa: full ? stream.double(center: 20, spread: 20) : nil,
            referenceTemperatureKelvin: full ? stream.double(center: 288, spread: 40) : nil,
            referenceTemperatureUncertaintyKelvin: full ? stream.double(center: 2, spread: 2) : nil,
            referenceLevelHAEMeters: full ? stream.double(center: 400, spread: 500) : nil,
            referenceTimeNanoseconds: full ? hostileTime(around: sentAt, &stream) : nil,
            referenceValidityNanoseconds: full ? stream.pick([600_000_000_000, 60_000_000_000, 0, -1, .max, .min]) : nil,
            terrainHAEMeters: stream.optionalDouble(center: 400, spread: 500),
            terrainUncertaintyMeters: stream.optionalDouble(center: 2, spread: 2),
            terrainSlope: stream.optionalDouble(center: 0.05, spread: 0.05),
            manualCalibrationRequired: stream.bool(),
            calibrationOffsetPa: stream.byte() % 4 == 0 ? stream.double(center: 0, spread: 100) : nil,
            calibrationUncertaintyPa: stream.optionalDouble(center: 5, spread: 5),
            calibrationTimeNanoseconds: stream.bool() ? hostileTime(around: sentAt, &stream) : nil)
    }

    static func hostileTime(around time: Int64, _ stream: inout ByteStream) -> Int64 {
        switch stream.byte() % 8 {
        case 0: return .min
        case 1: return .max
        case 2: return Int64(bitPattern: stream.uint64())
        default: return time &- Int64(stream.uint16()) &* 1_000_000
        }
    }

    /// A response's JSON with some numbers spelt as text the decoder must reject or bound.
    static func hostileJSON(for request: AssistanceRequest, _ stream: inout ByteStream) -> String {
        let numbers = ["1e999", "-1e999", "NaN", "-0", "1e-400", "99999999999999999999999", "0x10", "1.5", "\"1\"", "null", "[]", "{}"]
        let status = stream.pick(["200", "400", "403", "600", "610", "620", "630", "640", "0", "-1", "201", "1e3"])
        let id = stream.bool() ? String(request.requestID) : stream.pick(numbers)
        return "{\"requestID\":\(id),\"status\":\(status),\"referencePressurePa\":\(stream.pick(numbers)),"
            + "\"referencePressureUncertaintyPa\":\(stream.pick(numbers)),\"referenceTemperatureKelvin\":288,"
            + "\"referenceLevelHAEMeters\":\(stream.pick(numbers)),\"manualCalibrationRequired\":\(stream.pick(["true", "false", "1", "null"]))}"
    }
}
