import Foundation

/// The wire format between engine and service: JSON, with validation on decode.
///
/// The simulator's transport can hand the engine raw bytes (to inject garbage payloads);
/// `decodeResponse` turns any byte sequence into either a valid response or an
/// `AssistanceProtocolError`, never a crash.
public enum AssistanceCodec {
    /// A response as JSON with sorted keys (the service's side of the wire).
    public static func encode(_ response: AssistanceResponse) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Encoding a value type of plain fields cannot fail.
        return Array((try? encoder.encode(response)) ?? Data())
    }

    /// A request as JSON with sorted keys (the engine's side of the wire).
    public static func encode(_ request: AssistanceRequest) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array((try? encoder.encode(request)) ?? Data())
    }

    /// Decodes and validates a response payload.
    public static func decodeResponse(_ bytes: [UInt8]) throws(AssistanceProtocolError) -> AssistanceResponse {
        let response: AssistanceResponse
        do {
            response = try JSONDecoder().decode(AssistanceResponse.self, from: Data(bytes))
        } catch {
            throw .malformedPayload(Self.describe(error))
        }
        return try response.validated()
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): "data corrupted: \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, _): "missing key '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context): "type mismatch: \(context.debugDescription)"
        case DecodingError.valueNotFound(_, let context): "missing value: \(context.debugDescription)"
        default: "\(error)"
        }
    }
}
