/// The phases of a manual (user-assisted) calibration, reported with each change.
public enum NNManualBarocalState: Int, Hashable, Sendable, CaseIterable, Codable {
    /// The request was accepted and is being checked.
    case calibrationSetup = 0
    /// Collection is running (SDK status 871).
    case calibrationStarted = 1
    /// Cancelled by `stop()` or by a newer manual calibration (reported with 872 + 878).
    case calibrationCancelled = 2
    /// Finished; a calibration record was stored (870).
    case calibrationSuccess = 3
    /// Finished without a record (872 + the reason 873…879).
    case calibrationFailed = 4
}
