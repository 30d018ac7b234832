/// The result of a calibration upload.
public enum UploadResult: Hashable, Sendable {
    /// The service stored the records.
    case accepted
    /// The upload failed.
    case failure(TransportFailure)
}
