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
