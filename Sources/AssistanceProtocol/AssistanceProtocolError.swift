/// Why a reply could not be used.
public enum AssistanceProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The payload is not a decodable response (garbage bytes, truncated JSON, unknown status).
    case malformedPayload(String)
    /// The payload decoded, but a field is outside its physical range or not finite.
    case invalidField(name: String, value: String)
    /// A 200 (or 620/640) response lacks a field that status requires.
    case missingField(String)

    /// The problem in one line, naming the field or the decoding error.
    public var description: String {
        switch self {
        case .malformedPayload(let reason): "malformed assistance payload: \(reason)"
        case .invalidField(let name, let value): "assistance field '\(name)' has invalid value \(value)"
        case .missingField(let name): "assistance response lacks required field '\(name)'"
        }
    }
}
