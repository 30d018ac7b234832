/// The code numbers each stream can report, for checking `expect` lines.
///
/// `Scenarios` does not depend on the engine, so the numbers are listed here; a test in
/// `ScenarioTestingTests` checks them against `SDKStatusCode`, `ServiceStatusCode`,
/// `AltitudeErrorCode` and `AltitudeWarningCode` so they cannot drift apart.
public enum CodeCatalog {
    /// SDK status codes (`SDKStatusCode`).
    public static let sdk: [Int] = [
        401, 403, 800, 801, 802, 803, 804, 805, 806, 807, 808, 810, 811, 815, 816, 830, 832, 833, 834, 835,
        838, 839, 851, 870, 871, 872, 873, 874, 875, 876, 877, 878, 879, 896, 897, 898,
    ]
    /// Service status codes (`ServiceStatusCode`).
    public static let status: [Int] = [200, 400, 403, 600, 610, 620, 630, 640]
    /// Altitude error codes (`AltitudeErrorCode`).
    public static let error: [Int] = [0, 850, 851, 852, 853, 854]
    /// Altitude warning codes (`AltitudeWarningCode`).
    public static let warning: [Int] = [0, 836, 837]
    /// Codes sent with manual-calibration state changes: 810 (not initialised), 870…879.
    public static let calibration: [Int] = [810, 870, 871, 872, 873, 874, 875, 876, 877, 878, 879]

    /// The valid values of a stream (`manualBaroCal`: 0 and 1).
    public static func values(of stream: CodeStream) -> [Int] {
        switch stream {
        case .sdk: sdk
        case .status: status
        case .error: error
        case .warning: warning
        case .calibration: calibration
        case .manualBaroCal: [0, 1]
        }
    }
}
