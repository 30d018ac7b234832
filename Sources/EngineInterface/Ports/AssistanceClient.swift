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

/// The result of a calibration upload.
public enum UploadResult: Hashable, Sendable {
    /// The service stored the records.
    case accepted
    /// The upload failed.
    case failure(TransportFailure)
}

/// The engine's link to the assistance service.
///
/// Each call must invoke its completion at most once, on the thread that drives the engine
/// (synchronously inside the call is allowed). A completion that never comes is handled by
/// the engine's own timeout; one that comes after that timeout is ignored.
public protocol AssistanceClient: AnyObject {
    /// Sends one assistance request.
    func fetch(_ request: AssistanceRequest, completion: @escaping (AssistanceReply) -> Void)
    /// Sends collected calibration records.
    func upload(_ upload: BarocalUpload, completion: @escaping (UploadResult) -> Void)
}
