internal import AssistanceProtocol

/// Why an upload was rejected as a whole.
public enum UploadRejection: Hashable, Sendable {
    /// The API key is not registered (the engine's 403).
    case invalidAPIKey
    /// General-failure fault active (the engine's 400).
    case generalFailure
    /// Empty device id.
    case missingDeviceID
    /// The upload holds no record.
    case noRecords
    /// The record at `index` has a non-finite or out-of-range value, or a non-positive uncertainty.
    case invalidRecord(index: Int)
    /// The record at `index` claims to be made after the upload arrived.
    case recordFromTheFuture(index: Int)
}
