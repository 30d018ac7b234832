internal import AssistanceProtocol

/// The constants of the uncertainty model (Docs/assistance-service.md, "Uncertainty").
public struct UncertaintyModel: Hashable, Sendable, Codable {
    /// Representativeness floor of any one station's MSL value, Pa (also keeps weights finite).
    public var stationFloorPa: Double
    /// Growth of a station's error with horizontal distance to the device, Pa per km.
    public var distancePaPerKilometer: Double
    /// Growth of a station's error with the age of its latest observation, Pa per hour.
    public var agePaPerHour: Double
    /// Floor of the temperature uncertainty, K.
    public var temperatureFloorKelvin: Double
    /// The speed weather is carried past the stations at, m/s, which turns the stations'
    /// differing tendencies into the curvature a plane fit misses (`UnresolvedCurvature`); 0 or
    /// infinity leaves that term out.
    public var advectionSpeedMetersPerSecond: Double

    /// Creates a model; the defaults are documented and justified in the guide.
    public init(
        stationFloorPa: Double = 0.5, distancePaPerKilometer: Double = 0.3, agePaPerHour: Double = 20,
        temperatureFloorKelvin: Double = 1, advectionSpeedMetersPerSecond: Double = 10
    ) {
        self.stationFloorPa = stationFloorPa
        self.distancePaPerKilometer = distancePaPerKilometer
        self.agePaPerHour = agePaPerHour
        self.temperatureFloorKelvin = temperatureFloorKelvin
        self.advectionSpeedMetersPerSecond = advectionSpeedMetersPerSecond
    }
}
