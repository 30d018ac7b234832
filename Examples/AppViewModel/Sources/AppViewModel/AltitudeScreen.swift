/// What the app's altitude screen shows: the state of the reading and the calibration prompt.
///
/// A value the view renders; `AltitudeViewModel` publishes a new one whenever either part
/// changes (the height itself is a separate property: it changes every callback).
public struct AltitudeScreen: Hashable, Sendable, CustomStringConvertible {
    /// The state of the altitude reading.
    public enum Status: Hashable, Sendable {
        /// Not started.
        case idle
        /// `NNSDK.start` called, no altitude yet.
        case starting
        /// "Waiting for altitude data…": the SDK's errorCode 850 (no assistance data yet).
        case waiting
        /// "Connection lost, retrying…": errorCode 851 (cloud connection timeout); the
        /// model restarts the altitude session after `AltitudeViewModel.retryDelayNanoseconds`.
        /// `attempt` counts the retries scheduled since the last good reading.
        case retrying(attempt: Int)
        /// A height is shown.
        case showingAltitude
        /// No height, for another reason (an SDK status or errorCode that the screen shows as is).
        case unavailable(code: Int)
        /// `NNSDK.stop` called.
        case stopped
    }

    /// The calibration prompt ("Calibrate your phone: stand still outdoors").
    public enum CalibrationPrompt: Hashable, Sendable {
        /// Not shown.
        case hidden
        /// Shown: the SDK reports `manualBaroCal == true` (it needs a manual calibration).
        case shown
        /// The user started a calibration; the prompt shows its progress.
        case calibrating
        /// The last calibration failed; the prompt offers to try again.
        case failed
    }

    /// The reading's state.
    public var status: Status
    /// The prompt's state.
    public var calibrationPrompt: CalibrationPrompt

    /// Creates a screen state.
    public init(status: Status, calibrationPrompt: CalibrationPrompt = .hidden) {
        self.status = status
        self.calibrationPrompt = calibrationPrompt
    }

    /// `status, prompt` for failure messages.
    public var description: String { "\(status), prompt \(calibrationPrompt)" }
}
