/// The service's reference data at one position and time (what a 200 response carries).
public struct ReferenceEstimate: Hashable, Sendable {
    /// Pressure at mean sea level, Pa.
    public var seaLevelPressurePa: Double
    /// One-σ uncertainty of `seaLevelPressurePa`, Pa (Docs/assistance-service.md, "Uncertainty").
    public var pressureUncertaintyPa: Double
    /// Temperature at mean sea level, K.
    public var seaLevelTemperatureKelvin: Double
    /// One-σ uncertainty of `seaLevelTemperatureKelvin`, K.
    public var temperatureUncertaintyKelvin: Double
    /// How many fresh stations within range were used.
    public var stationCount: Int
    /// The method actually used (a plane fit may fall back to inverse-distance weighting).
    public var methodUsed: InterpolationMethod
    /// Distance from the device to the nearest used station, m.
    public var nearestStationDistanceMeters: Double
    /// Age of the oldest latest-observation among the used stations, ns.
    public var oldestDataAgeNanoseconds: Int64
    /// Age of the newest latest-observation among the used stations, ns (how old the freshest
    /// data behind the estimate are; the reply's `referenceTimeNanoseconds` is now minus this).
    public var newestDataAgeNanoseconds: Int64 = 0
    /// Station disagreement (IDW weighted spread or plane-fit residual scatter), Pa.
    public var disagreementPa: Double
}
