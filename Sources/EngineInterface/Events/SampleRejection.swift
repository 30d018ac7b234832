/// Why a sample was not used.
public enum SampleRejection: String, Hashable, Sendable, Codable {
    /// The engine is stopped.
    case engineStopped
    /// NaN/∞, out-of-range pressure or coordinates, negative accuracy, bad confidence.
    case invalidValue
    /// Timestamp earlier than the last sample of the same kind.
    case outOfOrder
    /// Timestamp equal to the last sample of the same kind.
    case duplicateTimestamp
    /// Timestamp too far ahead of the scheduler's now.
    case futureTimestamp
    /// Timestamp older than the staleness limit (`sampleStalenessNanoseconds`) before now.
    case tooOld
    /// Dropped by the pressure filter (836).
    case pressureJump
    /// Dropped by the location filter for an implausible jump (837).
    case locationJump
    /// Dropped by the location filter for a too large uncertainty (837).
    case locationUncertainty
}
