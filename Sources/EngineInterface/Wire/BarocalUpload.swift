/// The engine's upload of collected calibration data (`NNSDK.startBarocalUpload`).
public struct BarocalUpload: Hashable, Sendable, Codable {
    /// The device the calibrations belong to (`NNSDK.deviceID()`).
    public var deviceID: String
    /// The API key the engine was started with.
    public var apiKey: String
    /// The calibrations collected since the last upload, oldest first.
    public var records: [CalibrationRecord]
    /// Device time at which the upload was sent, ns since the epoch.
    public var sentAtNanoseconds: Int64

    /// An upload of `records` for `deviceID`.
    public init(deviceID: String, apiKey: String, records: [CalibrationRecord], sentAtNanoseconds: Int64) {
        self.deviceID = deviceID
        self.apiKey = apiKey
        self.records = records
        self.sentAtNanoseconds = sentAtNanoseconds
    }
}
