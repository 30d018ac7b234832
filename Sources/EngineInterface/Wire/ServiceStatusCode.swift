/// The assistance service's status for one request: the `statusCode` of `NNAltitudeContext`.
///
/// Raw values are the SDK's documented numbers (`Docs/reference/sdk.md`, "Codes").
public enum ServiceStatusCode: Int, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// Assistance delivered: reference data, HAT data and uncertainty.
    case delivered = 200
    /// General server failure.
    case generalFailure = 400
    /// Invalid API key.
    case invalidAPIKey = 403
    /// The 2D location is outside the service area.
    case outsideServiceArea = 600
    /// Inside coverage, but no reference pressure is available.
    case referencePressureUnavailable = 610
    /// Inside coverage, but no barometer calibration data is available for the device.
    case calibrationDataUnavailable = 620
    /// 610 and 620 together.
    case referenceAndCalibrationUnavailable = 630
    /// The device's barometer calibration data is stale.
    case calibrationDataStale = 640

    /// The code's number, as the SDK prints it.
    public var description: String { "\(rawValue)" }

    /// Whether a response with this status carries usable reference pressure.
    public var carriesReferencePressure: Bool {
        switch self {
        case .delivered, .calibrationDataUnavailable, .calibrationDataStale: true
        default: false
        }
    }
}
