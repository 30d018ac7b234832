/// What the assistance service answers to one `AssistanceRequest`.
///
/// The reference pressure is given at a *reference level* whose height above the WGS-84
/// ellipsoid is `referenceLevelHAEMeters` (the service reduces station pressures to mean sea
/// level, so this is the geoid undulation there). The engine's height is then
/// `referenceLevelHAEMeters + (Rd·T̄/g)·ln(P_ref / P_phone)`. Uncertainties are one σ.
public struct AssistanceResponse: Hashable, Sendable, Codable {
    /// The `requestID` of the request this answers.
    public var requestID: UInt64
    /// The service's status for the request; it decides which fields are present.
    public var status: ServiceStatusCode

    /// Reference pressure at the reference level, Pa.
    public var referencePressurePa: Double?
    /// One-σ uncertainty of `referencePressurePa`, Pa.
    public var referencePressureUncertaintyPa: Double?
    /// Air temperature at the reference level, K.
    public var referenceTemperatureKelvin: Double?
    /// One-σ uncertainty of `referenceTemperatureKelvin`, K.
    public var referenceTemperatureUncertaintyKelvin: Double?
    /// Height of the reference level above the WGS-84 ellipsoid, m.
    public var referenceLevelHAEMeters: Double?
    /// Service time the reference data refers to, ns since the epoch (its age is judged from it).
    public var referenceTimeNanoseconds: Int64?
    /// How long, from `referenceTimeNanoseconds`, the service vouches for the data, ns.
    public var referenceValidityNanoseconds: Int64?

    /// Terrain height above the ellipsoid at the requested position, m (for HAT).
    public var terrainHAEMeters: Double?
    /// One-σ uncertainty of the terrain height itself, m.
    public var terrainUncertaintyMeters: Double?
    /// Magnitude of the terrain slope at the position, m/m (for HAT uncertainty).
    public var terrainSlope: Double?

    /// "Manual calibration required" flag.
    public var manualCalibrationRequired: Bool
    /// The device's stored barometer offset (measured − true), Pa, when the service has one.
    public var calibrationOffsetPa: Double?
    /// One-σ uncertainty of `calibrationOffsetPa`, Pa.
    public var calibrationUncertaintyPa: Double?
    /// When the stored calibration was made, ns since the epoch.
    public var calibrationTimeNanoseconds: Int64?

    /// A response of `status` to `requestID`; the fields the status does not carry stay `nil`.
    public init(
        requestID: UInt64, status: ServiceStatusCode, referencePressurePa: Double? = nil,
        referencePressureUncertaintyPa: Double? = nil, referenceTemperatureKelvin: Double? = nil,
        referenceTemperatureUncertaintyKelvin: Double? = nil, referenceLevelHAEMeters: Double? = nil,
        referenceTimeNanoseconds: Int64? = nil, referenceValidityNanoseconds: Int64? = nil,
        terrainHAEMeters: Double? = nil, terrainUncertaintyMeters: Double? = nil,
        terrainSlope: Double? = nil, manualCalibrationRequired: Bool = false,
        calibrationOffsetPa: Double? = nil, calibrationUncertaintyPa: Double? = nil,
        calibrationTimeNanoseconds: Int64? = nil
    ) {
        self.requestID = requestID
        self.status = status
        self.referencePressurePa = referencePressurePa
        self.referencePressureUncertaintyPa = referencePressureUncertaintyPa
        self.referenceTemperatureKelvin = referenceTemperatureKelvin
        self.referenceTemperatureUncertaintyKelvin = referenceTemperatureUncertaintyKelvin
        self.referenceLevelHAEMeters = referenceLevelHAEMeters
        self.referenceTimeNanoseconds = referenceTimeNanoseconds
        self.referenceValidityNanoseconds = referenceValidityNanoseconds
        self.terrainHAEMeters = terrainHAEMeters
        self.terrainUncertaintyMeters = terrainUncertaintyMeters
        self.terrainSlope = terrainSlope
        self.manualCalibrationRequired = manualCalibrationRequired
        self.calibrationOffsetPa = calibrationOffsetPa
        self.calibrationUncertaintyPa = calibrationUncertaintyPa
        self.calibrationTimeNanoseconds = calibrationTimeNanoseconds
    }
}
