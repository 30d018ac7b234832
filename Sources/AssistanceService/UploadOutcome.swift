internal import AssistanceProtocol

/// The result of `AssistanceServer.receive(_:atNanoseconds:)`.
public enum UploadOutcome: Hashable, Sendable {
    /// Every record was valid; `storedCount` of them became the device's latest calibration.
    case accepted(storedCount: Int)
    /// Nothing was stored.
    case rejected(UploadRejection)
}
