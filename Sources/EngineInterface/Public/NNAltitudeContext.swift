/// One altitude result delivered to the host app by `startAltitudeCalculation`.
///
/// The first fields are exactly those of the SDK documentation ("Receive Data from SDK");
/// the rest are additions (`warningCode`, the reference data, the full-resolution time) and
/// aliases under the names other SDK versions use. Heights are metres, pressures Pa,
/// temperatures K. Every number is finite: a value that cannot be computed is `nil`.
public struct NNAltitudeContext: Hashable, Sendable, Codable {
    /// Height above the WGS-84 ellipsoid (HAE), m.
    public let height: Double?
    /// HAE uncertainty at 90 % confidence, m.
    public let heightUncertainty: Double?
    /// HAE uncertainty at 68 % confidence, m.
    public let heightUncertainty68: Double?
    /// Height above terrain (HAT), m.
    public let heightAboveTerrain: Double?
    /// HAT uncertainty at 90 % confidence, m.
    public let heightAboveTerrainUncertainty: Double?
    /// HAT uncertainty at 68 % confidence, m.
    public let heightHatUncertainty68: Double?
    /// Floor number in a known building. Not supported: always `nil`.
    public let floorNumber: Int?
    /// Floor confidence. Not supported: always `nil`.
    public let floorConfidence: Double?
    /// Address of the current location. Not supported: always `nil`.
    public let address: String?
    /// Address confidence. Not supported: always `nil`.
    public let addressConfidence: Double?
    /// The assistance service's status for the data used (`ServiceStatusCode` raw value), or
    /// `nil` before any reply arrived.
    public let statusCode: Int?
    /// The state of the altitude computation (`AltitudeErrorCode` raw value; 0 = none).
    public let errorCode: Int?
    /// Time of the altitude data, **milliseconds** since the Unix epoch.
    public let epochTimestamp: Int
    /// `true` when the barometer needs a (manual or background) calibration.
    public let manualBaroCal: Bool?
    /// The calibrated phone pressure the height was computed from, Pa.
    public let userPressure: Double?

    /// Consistency-filter warning (`AltitudeWarningCode` raw value; 0 = none). Always 0 with
    /// every filter off.
    public let warningCode: Int?
    /// Reference pressure at the reference level, Pa (the Android SDK reports it).
    public let referencePressurePa: Double?
    /// One-σ uncertainty of `referencePressurePa`, Pa.
    public let referencePressureUncertaintyPa: Double?
    /// Reference temperature, K.
    public let referenceTemperatureKelvin: Double?
    /// One-σ uncertainty of `referenceTemperatureKelvin`, K.
    public let referenceTemperatureUncertaintyKelvin: Double?
    /// Time of the altitude data, ns since the Unix epoch (the engine's native time).
    public let timestampNanoseconds: Int64

    /// Creates a context; every optional defaults to `nil`.
    public init(
        height: Double? = nil, heightUncertainty: Double? = nil, heightUncertainty68: Double? = nil,
        heightAboveTerrain: Double? = nil, heightAboveTerrainUncertainty: Double? = nil,
        heightHatUncertainty68: Double? = nil, floorNumber: Int? = nil, floorConfidence: Double? = nil,
        address: String? = nil, addressConfidence: Double? = nil, statusCode: Int? = nil,
        errorCode: Int? = nil, manualBaroCal: Bool? = nil, userPressure: Double? = nil,
        warningCode: Int? = nil, referencePressurePa: Double? = nil,
        referencePressureUncertaintyPa: Double? = nil, referenceTemperatureKelvin: Double? = nil,
        referenceTemperatureUncertaintyKelvin: Double? = nil, timestampNanoseconds: Int64
    ) {
        self.height = height
        self.heightUncertainty = heightUncertainty
        self.heightUncertainty68 = heightUncertainty68
        self.heightAboveTerrain = heightAboveTerrain
        self.heightAboveTerrainUncertainty = heightAboveTerrainUncertainty
        self.heightHatUncertainty68 = heightHatUncertainty68
        self.floorNumber = floorNumber
        self.floorConfidence = floorConfidence
        self.address = address
        self.addressConfidence = addressConfidence
        self.statusCode = statusCode
        self.errorCode = errorCode
        self.epochTimestamp = Int(timestampNanoseconds / 1_000_000)
        self.manualBaroCal = manualBaroCal
        self.userPressure = userPressure
        self.warningCode = warningCode
        self.referencePressurePa = referencePressurePa
        self.referencePressureUncertaintyPa = referencePressureUncertaintyPa
        self.referenceTemperatureKelvin = referenceTemperatureKelvin
        self.referenceTemperatureUncertaintyKelvin = referenceTemperatureUncertaintyKelvin
        self.timestampNanoseconds = timestampNanoseconds
    }
}

extension NNAltitudeContext {
    /// Alias of `epochTimestamp` (ms since the epoch) used by other SDK versions.
    public var timestampOfAltitude: Int { epochTimestamp }
    /// Alias of `manualBaroCal` used by other SDK versions.
    public var baroCalRequired: Bool? { manualBaroCal }
    /// Alias of `heightUncertainty` (90 %), m.
    public var heightUncertainty90: Double? { heightUncertainty }
    /// HAE uncertainty at 95 % confidence, m (from the same σ as the 68 % figure).
    public var heightUncertainty95: Double? {
        heightUncertainty68.map { $0 / TwoSidedNormalQuantile.p68 * TwoSidedNormalQuantile.p95 }
    }
    /// Alias of `heightAboveTerrainUncertainty` (90 %), m.
    public var heightHatUncertainty90: Double? { heightAboveTerrainUncertainty }
    /// HAT uncertainty at 95 % confidence, m.
    public var heightHatUncertainty95: Double? {
        heightHatUncertainty68.map { $0 / TwoSidedNormalQuantile.p68 * TwoSidedNormalQuantile.p95 }
    }
}

/// The two standard-normal quantiles the 95 % aliases need (the same values as Geophysics'
/// `NormalQuantile`, repeated so that the interface depends on no other module).
private enum TwoSidedNormalQuantile {
    /// z such that P(|X| ≤ z) = 0.68.
    static let p68 = 0.994_457_883_209_753
    /// z such that P(|X| ≤ z) = 0.95.
    static let p95 = 1.959_963_984_540_054
}
