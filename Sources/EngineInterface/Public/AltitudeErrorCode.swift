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

/// The `warningCode` of `NNAltitudeContext`, set only by enabled consistency filters.
public enum AltitudeWarningCode: Int, Hashable, Sendable, CaseIterable, Codable {
    /// No warning.
    case none = 0
    /// A pressure sample changed implausibly fast (pressure filter) since the last context.
    case highPressureChange = 836
    /// A location jumped implausibly or was too uncertain (location filter), or in-vehicle use
    /// was reported (activity filter), since the last context.
    case highLocationChange = 837
}
