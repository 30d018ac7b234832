/// Why an assistance exchange failed below the protocol level.
public enum TransportFailure: Hashable, Sendable, Codable {
    /// No answer in time (the transport's own timeout).
    case timeout
    /// The server could not be reached.
    case unreachable
    /// An HTTP-style error status (403 is handled as a rejected key).
    case httpStatus(Int)
    /// The bytes could not be decoded (reason text).
    case malformed(String)
}
