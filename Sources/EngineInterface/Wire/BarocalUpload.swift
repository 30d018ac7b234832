/// Where a barometer calibration came from.
public enum CalibrationSource: String, Hashable, Sendable, Codable {
    /// Collected in the background while the device was outdoors, still, at ground level.
    case background
    /// User-assisted: the user stood still at a known spot.
    case manual
}

/// One barometer calibration: the sensor's offset (measured − true pressure), Pa.
public struct CalibrationRecord: Hashable, Sendable, Codable {
    /// Offset to subtract from raw readings, Pa.
    public var offsetPa: Double
    /// One-σ uncertainty of the offset, Pa.
    public var uncertaintyPa: Double
    /// Device time the calibration was made, ns since the epoch.
    public var madeAtNanoseconds: Int64
    public var source: CalibrationSource

    public init(offsetPa: Double, uncertaintyPa: Double, madeAtNanoseconds: Int64, source: CalibrationSource) {
        self.offsetPa = offsetPa
        self.uncertaintyPa = uncertaintyPa
        self.madeAtNanoseconds = madeAtNanoseconds
        self.source = source
    }

    /// Whether every number is finite and the uncertainty is positive.
    public var isValid: Bool {
        offsetPa.isFinite && uncertaintyPa.isFinite && uncertaintyPa > 0 && abs(offsetPa) < 10_000
    }
}

/// The engine's upload of collected calibration data (`NNSDK.startBarocalUpload`).
public struct BarocalUpload: Hashable, Sendable, Codable {
    public var deviceID: String
    public var apiKey: String
    public var records: [CalibrationRecord]
    public var sentAtNanoseconds: Int64

    public init(deviceID: String, apiKey: String, records: [CalibrationRecord], sentAtNanoseconds: Int64) {
        self.deviceID = deviceID
        self.apiKey = apiKey
        self.records = records
        self.sentAtNanoseconds = sentAtNanoseconds
    }
}
