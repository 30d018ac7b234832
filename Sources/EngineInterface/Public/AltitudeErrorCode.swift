/// The `errorCode` of `NNAltitudeContext`: the state of the altitude computation.
public enum AltitudeErrorCode: Int, Hashable, Sendable, CaseIterable, Codable {
    /// No error.
    case none = 0
    /// Waiting for assistance (reference) data.
    case waitingForAssistance = 850
    /// The last assistance request timed out or the server was unreachable, and no usable
    /// reference data is available.
    case cloudConnectionTimeout = 851
    /// The newest accepted pressure sample is older than the staleness limit (or none exists).
    case pressureStale = 852
    /// The newest accepted location is older than the staleness limit (the height is still
    /// computed from the last reference data).
    case locationStale = 853
    /// The reference data is older than its usable age or past the validity the service gave.
    case referenceDataStale = 854
}
