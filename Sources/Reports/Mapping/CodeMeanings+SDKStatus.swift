import Simulation

extension CodeMeanings {
    /// What an SDK status code means (`Docs/reference/sdk.md`, "SDK status codes").
    static func sdkStatusMeaning(_ code: SDKStatusCode) -> String {
        switch code {
        case .initialised: "initialised"
        case .initialising: "initialising"
        case .initialisingPressureProvider: "initialising the pressure provider"
        case .initialisingLocationProvider: "initialising the location provider"
        case .noLocationAvailable: "no location available"
        case .noPressureAvailable: "no pressure available"
        case .initialisationFailed: "initialisation failed"
        case .waitingForMotion: "waiting for motion"
        case .alreadyInitialised: "already initialised"
        case .notInitialised: "not initialised"
        case .stopped: "stopped"
        case .invalidHostURL: "invalid host URL"
        case .invalidAPIKey: "invalid API key"
        case .authorisationError: "authorisation error"
        case .authorisationFailure: "authorisation failure"
        case .motionPermissionMissing: "motion permission missing"
        case .activityPermissionMissing: "activity permission missing"
        case .locationPermissionMissing: "location permission missing"
        case .altitudeModeActivated: "altitude mode activated"
        case .altitudeModeDeactivated: "altitude mode deactivated"
        case .waitingForPressure: "waiting for pressure before the assistance fetch"
        case .waitingForLocation: "waiting for location before the assistance fetch"
        case .waitingForCloud: "waiting for the cloud (assistance request sent)"
        case .outOfGeofence: "out of the geofence"
        case .inGeofence: "in the geofence"
        case .serverUnreachable: "server unreachable (connection timeout)"
        case .manualCalibrationSuccess: "manual calibration succeeded"
        case .manualCalibrationInProgress: "manual calibration in progress"
        case .manualCalibrationFailed: "manual calibration failed"
        case .calibrationPinTooFar: "the calibration pin is too far from the device"
        case .calibrationLocationUncertaintyTooLarge: "the location uncertainty is too large"
        case .calibrationMoving: "invalid location: the device moved"
        case .calibrationPressureUnsteady: "the pressure changes too fast: the user is not still"
        case .calibrationNotAGoodPlace: "not a good place (for example outside coverage)"
        case .calibrationNotCompleted: "calibration not fully completed"
        case .calibrationPinOutsideServiceArea: "the pin is not in the service area"
        }
    }
}
