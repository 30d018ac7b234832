import AltitudeEngine
public import EngineInterface

/// The synthetic world of the engine tests: a reference level at 30 m HAE with ISA sea-level
/// pressure and temperature, terrain at 80 m HAE, at 47° N 8° E.
public enum TestWorld {
    /// The assistance service's reference level, m above the ellipsoid.
    public static let referenceLevelHAE = 30.0
    /// Pressure at the reference level, Pa: the ISA sea-level value (Docs/reference/physics.md).
    public static let referencePressure = 101_325.0
    /// Temperature at the reference level, K: the ISA sea-level value (Docs/reference/physics.md).
    public static let referenceTemperature = 288.15
    /// The ground's height, m above the ellipsoid.
    public static let terrainHAE = 80.0
    /// The world's latitude, degrees.
    public static let latitude = 47.0
    /// The world's longitude, degrees.
    public static let longitude = 8.0

    private static let nanosecondsPerHour: Int64 = 3_600_000_000_000

    /// True pressure at a height above the ellipsoid, Pa (the engine's own hypsometric solver).
    public static func pressure(atHAE height: Double) -> Double {
        HeightSolver.pressurePa(
            referencePressurePa: referencePressure,
            referenceTemperatureKelvin: referenceTemperature,
            thicknessMeters: height - referenceLevelHAE)
    }

    /// A GNSS fix at `time`, `northMeters` north of the world's origin, with `accuracy` m.
    public static func location(at time: Int64, northMeters: Double = 0, accuracy: Double = 3) -> NNLocation {
        NNLocation(
            latitudeDegrees: latitude + northMeters / 111_200, longitudeDegrees: longitude,
            horizontalAccuracyMeters: accuracy, timestampNanoseconds: time)
    }

    /// The service's answer to `request` at `now`: this world's reference data (valid an hour)
    /// for a status that carries it, the bare status otherwise.
    public static func response(
        for request: AssistanceRequest, status: ServiceStatusCode = .delivered,
        now: Int64, manualCalibrationRequired: Bool = false
    ) -> AssistanceResponse {
        guard status.carriesReferencePressure else {
            return AssistanceResponse(requestID: request.requestID, status: status)
        }
        return AssistanceResponse(
            requestID: request.requestID, status: status, referencePressurePa: referencePressure,
            referencePressureUncertaintyPa: 4, referenceTemperatureKelvin: referenceTemperature,
            referenceTemperatureUncertaintyKelvin: 1, referenceLevelHAEMeters: referenceLevelHAE,
            referenceTimeNanoseconds: now, referenceValidityNanoseconds: nanosecondsPerHour,
            terrainHAEMeters: terrainHAE, terrainUncertaintyMeters: 0.5, terrainSlope: 0.02,
            manualCalibrationRequired: manualCalibrationRequired)
    }
}
