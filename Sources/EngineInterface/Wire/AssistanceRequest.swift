/// What the engine sends to the assistance service (one fetch).
///
/// Times are device time in nanoseconds since the Unix epoch. Pressures are Pa; the phone
/// pressure is the *raw* (uncalibrated) reading so the service can judge calibration.
public struct AssistanceRequest: Hashable, Sendable, Codable {
    /// Identifies the request so a late reply can be matched to it (or discarded).
    public var requestID: UInt64
    /// The device asking (`NNSDK.deviceID()`); the service keys calibrations by it.
    public var deviceID: String
    /// The API key the engine was started with.
    public var apiKey: String
    /// Latitude of the device's location, degrees (WGS-84).
    public var latitudeDegrees: Double
    /// Longitude of the device's location, degrees (WGS-84).
    public var longitudeDegrees: Double
    /// 68 % horizontal uncertainty of the location, m.
    public var horizontalUncertaintyMeters: Double
    /// The phone's current pressure, Pa, when one is known.
    public var phonePressurePa: Double?
    /// Variance of `phonePressurePa`, Pa².
    public var phonePressureVariancePa2: Double?
    /// Device time at which the request was sent, ns since the epoch.
    public var sentAtNanoseconds: Int64

    /// A request with every field given.
    public init(
        requestID: UInt64, deviceID: String, apiKey: String, latitudeDegrees: Double,
        longitudeDegrees: Double, horizontalUncertaintyMeters: Double, phonePressurePa: Double?,
        phonePressureVariancePa2: Double?, sentAtNanoseconds: Int64
    ) {
        self.requestID = requestID
        self.deviceID = deviceID
        self.apiKey = apiKey
        self.latitudeDegrees = latitudeDegrees
        self.longitudeDegrees = longitudeDegrees
        self.horizontalUncertaintyMeters = horizontalUncertaintyMeters
        self.phonePressurePa = phonePressurePa
        self.phonePressureVariancePa2 = phonePressureVariancePa2
        self.sentAtNanoseconds = sentAtNanoseconds
    }
}
