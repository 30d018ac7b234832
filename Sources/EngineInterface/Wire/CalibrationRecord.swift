/// One barometer calibration: the sensor's offset (measured − true pressure), Pa.
public struct CalibrationRecord: Hashable, Sendable, Codable {
    /// Offset to subtract from raw readings, Pa.
    public var offsetPa: Double
    /// One-σ uncertainty of the offset, Pa.
    public var uncertaintyPa: Double
    /// Device time the calibration was made, ns since the epoch.
    public var madeAtNanoseconds: Int64
    /// How the calibration was made.
    public var source: CalibrationSource

    /// A calibration of `offsetPa` ± `uncertaintyPa` made at `madeAtNanoseconds`.
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
