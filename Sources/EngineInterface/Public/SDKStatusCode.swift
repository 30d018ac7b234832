/// SDK status codes, reported through the status handler, the start handlers and the
/// engine observer. Raw values are the SDK's documented numbers (`Docs/reference/sdk.md`, "Codes").
///
/// When each one is emitted is documented in Docs/engine.md. The permission, motion and
/// geofence codes exist for source compatibility and are never emitted by this engine.
public enum SDKStatusCode: Int, Hashable, Sendable, CaseIterable, Codable {
    /// Initialised: both a pressure and a location sample arrived after `start`.
    case initialised = 800
    /// `start` accepted; waiting for the sensors.
    case initialising = 801
    /// Waiting for the first pressure sample (barometer provider).
    case initialisingPressureProvider = 802
    /// Waiting for the first location sample (location provider).
    case initialisingLocationProvider = 803
    /// No location arrived within the initialisation timeout.
    case noLocationAvailable = 804
    /// No pressure arrived within the initialisation timeout.
    case noPressureAvailable = 805
    /// Initialisation failed (after 804 and/or 805).
    case initialisationFailed = 806
    /// Waiting for motion. Never emitted.
    case waitingForMotion = 807
    /// `start` while already initialised or initialising.
    case alreadyInitialised = 808
    /// A call that needs `start` came before it (or after `stop`).
    case notInitialised = 810
    /// `stop` finished.
    case stopped = 811
    /// `start` with a base URL that is not an http(s) URL with a host.
    case invalidHostURL = 815
    /// `start` with an empty key, or the service rejected the key (with 403).
    case invalidAPIKey = 816
    /// Authorisation error. Never emitted.
    case authorisationError = 401
    /// The service answered 403 (emitted just before 816).
    case authorisationFailure = 403
    /// Motion permission missing. Never emitted.
    case motionPermissionMissing = 897
    /// Activity permission missing. Never emitted.
    case activityPermissionMissing = 896
    /// Location permission missing. Never emitted.
    case locationPermissionMissing = 898
    /// Altitude mode started.
    case altitudeModeActivated = 830
    /// Altitude mode ended (`stopAltitudeCalculation`, `stop`, or a finished `oneTime`).
    case altitudeModeDeactivated = 835
    /// An assistance fetch is needed but no pressure sample is available yet.
    case waitingForPressure = 832
    /// An assistance fetch is needed but no location is available yet.
    case waitingForLocation = 833
    /// An assistance request was sent; waiting for the reply.
    case waitingForCloud = 834
    /// Out of geofence. Never emitted.
    case outOfGeofence = 838
    /// In geofence. Never emitted.
    case inGeofence = 839
    /// The assistance request timed out or the server was unreachable.
    case serverUnreachable = 851
    /// Manual calibration succeeded.
    case manualCalibrationSuccess = 870
    /// Manual calibration in progress.
    case manualCalibrationInProgress = 871
    /// Manual calibration failed; the reason (873…879) follows.
    case manualCalibrationFailed = 872
    /// The calibration pin is too far from the device.
    case calibrationPinTooFar = 873
    /// The location uncertainty (device or pin) is too large.
    case calibrationLocationUncertaintyTooLarge = 874
    /// The device moved during calibration.
    case calibrationMoving = 875
    /// The pressure changed too fast during calibration (user not still).
    case calibrationPressureUnsteady = 876
    /// Not a good place: the service has no reference data there, or no height for the pin.
    case calibrationNotAGoodPlace = 877
    /// Not completed: too few pressure samples, no reference reply, or cancelled.
    case calibrationNotCompleted = 878
    /// The pin is outside the service area (service status 600, or invalid coordinates).
    case calibrationPinOutsideServiceArea = 879

    /// The failure reasons of a manual calibration (873…879).
    public var isManualCalibrationFailureReason: Bool { (873...879).contains(rawValue) }
}
