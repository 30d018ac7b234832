/// One manual (user-assisted) calibration in progress, with its phase and what it collected.
///
/// The phase's transitions are the mutating methods below; each returns the outcome the engine
/// acts on (a failure code to report, or a wait for reference data), so the rules are
/// testable without a scheduler. Codes and thresholds: `Docs/reference/sdk.md` 870–879.
struct ManualCalibrationSession {
    /// Where the calibration is.
    enum Phase: Hashable {
        /// An instant calibration (`setManualCalibration`) between its start and its evaluation.
        case starting
        /// The timed collection is running: pressure samples, fixes and activity results count.
        case collecting
        /// The collection is over and the engine waits for reference data at the pin.
        case awaitingReference
        /// The pin is too far from the device: the engine only asks the service whether the pin
        /// is in its service area (879) before failing with 873.
        case verifyingFarPin
    }

    /// What the end of the collection leads to.
    enum CollectionOutcome: Hashable {
        /// Failed with this reason (873…879).
        case failed(SDKStatusCode)
        /// Wait for reference data at the pin.
        case awaitReference
    }

    /// The calibration's id (from the engine's request ids).
    var id: UInt64
    /// The map pin where the user stands.
    var pin: NNLocation
    /// The floor the user is on (0 = ground), if given.
    var floorNumber: Int?
    /// The ground's height above mean sea level at the pin, m, if given.
    var groundMSLHeightMeters: Double?
    /// Receives the calibration's states.
    var handler: NNManualCalibrationHandler?
    /// The current phase.
    private(set) var phase: Phase
    /// The pressure collected, Pa.
    var statistics = RunningStatistics()
    /// Confident "moving" activity results during the collection.
    private(set) var movingActivityResults = 0
    /// Confident "still" activity results during the collection.
    private(set) var stillActivityResults = 0
    /// The collection and reference-wait timers.
    var tokens: [ScheduledActionToken] = []

    /// A session in `.collecting` (timed) or `.starting` (instant).
    init(
        id: UInt64, pin: NNLocation, floorNumber: Int?, groundMSLHeightMeters: Double?,
        handler: NNManualCalibrationHandler?, timed: Bool
    ) {
        self.id = id
        self.pin = pin
        self.floorNumber = floorNumber
        self.groundMSLHeightMeters = groundMSLHeightMeters
        self.handler = handler
        self.phase = timed ? .collecting : .starting
    }

    /// Whether the timed collection is running.
    var isCollecting: Bool { phase == .collecting }

    /// Whether the session waits for reference data (at the pin, or about the pin's area).
    var needsReference: Bool { phase == .awaitingReference || phase == .verifyingFarPin }

    /// Counts a pressure sample (Pa, measured at `timeNanoseconds`) while collecting.
    @inline(__always)
    mutating func collect(_ pressurePa: Double, atNanoseconds timeNanoseconds: Int64) {
        guard phase == .collecting else { return }
        statistics.add(pressurePa, atNanoseconds: timeNanoseconds)
    }

    /// Counts a confident activity result while collecting; `true` once the moving results
    /// are at least `minimumMovingResults` (and 1) and outnumber the still ones (875 unless the
    /// fixes contradict the recogniser). Unknown labels count for neither.
    mutating func countActivity(_ kind: ActivityKind, minimumMovingResults: Int) -> Bool {
        guard phase == .collecting else { return false }
        switch kind {
        case .still: stillActivityResults += 1
        case .unknown: return false
        case .walking, .running, .inVehicle: movingActivityResults += 1
        }
        return movingActivityResults >= max(1, minimumMovingResults) && movingActivityResults > stillActivityResults
    }

    /// The pin was found too far from the device: `.verifyingFarPin`.
    mutating func pinFoundTooFar() {
        phase = .verifyingFarPin
    }

    /// The collection ended (timer, or at once for an instant calibration): 878 without
    /// (enough) samples, 876 when the pressure was unsteady, else a wait for reference data.
    ///
    /// Unsteady (876, "pressure changing too fast / user not still") is judged on the
    /// least-squares line through the samples: a scatter about it above
    /// `maximumStandardDeviationPa` (steps, door slams, a few stairs), or a rate above
    /// `maximumRatePaPerSecond` (a steady climb, an elevator). A still user's steady change —
    /// the weather's trend, a phone lowered by a few decimetres over the minute — is neither;
    /// its spread about the mean (a 0.12 Pa/s fall gives 4.2 Pa over 2 min) rejected such users.
    mutating func endCollection(
        minimumSamples: Int, maximumStandardDeviationPa: Double, maximumRatePaPerSecond: Double = .infinity
    ) -> CollectionOutcome {
        let timed = phase == .collecting
        if statistics.count == 0 || (timed && statistics.count < minimumSamples) {
            return .failed(.calibrationNotCompleted)
        }
        if statistics.residualStandardDeviationPa > maximumStandardDeviationPa
            || abs(statistics.slopePaPerSecond) > maximumRatePaPerSecond
        {
            return .failed(.calibrationPressureUnsteady)
        }
        phase = .awaitingReference
        return .awaitReference
    }

    /// The failure when no usable reference comes (key rejected, or the wait ran out):
    /// 873 for a far pin, else 878.
    var failureWithoutReference: SDKStatusCode {
        phase == .verifyingFarPin ? .calibrationPinTooFar : .calibrationNotCompleted
    }

    /// What the service's `status` at the pin means for this session: a failure code, or
    /// `nil` when the reply's reference can be used.
    func failure(forServiceStatus status: ServiceStatusCode) -> SDKStatusCode? {
        // A pin outside the service area: 879 when it is not where the device is (the device
        // itself outside coverage is 877, a bad place to calibrate).
        if status == .outsideServiceArea {
            return phase == .verifyingFarPin ? .calibrationPinOutsideServiceArea : .calibrationNotAGoodPlace
        }
        if phase == .verifyingFarPin { return .calibrationPinTooFar }
        switch status {
        case .outsideServiceArea, .referencePressureUnavailable, .referenceAndCalibrationUnavailable, .generalFailure,
            .invalidAPIKey:
            return .calibrationNotAGoodPlace
        case .delivered, .calibrationDataUnavailable, .calibrationDataStale:
            return nil
        }
    }
}
