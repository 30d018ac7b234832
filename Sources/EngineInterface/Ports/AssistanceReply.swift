/// What the assistance client hands back for one request.
public enum AssistanceReply: Hashable, Sendable {
    /// A decoded response.
    case response(AssistanceResponse)
    /// Raw payload bytes, decoded by the engine with `AssistanceCodec.decodeResponse`;
    /// undecodable bytes are handled like `.failure(.malformed)`.
    case payload([UInt8])
    /// A transport failure.
    case failure(TransportFailure)
}
