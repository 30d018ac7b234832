/// One barometer reading.
public struct PressureSample: Hashable, Sendable, Codable {
    /// Raw (uncalibrated) pressure, Pa.
    public var pressurePa: Double
    /// Time of the reading, ns since the Unix epoch.
    public var timestampNanoseconds: Int64
    /// Sensor temperature, K, when the sensor reports it (informational).
    public var temperatureKelvin: Double?

    /// Creates a pressure reading.
    public init(pressurePa: Double, timestampNanoseconds: Int64, temperatureKelvin: Double? = nil) {
        self.pressurePa = pressurePa
        self.timestampNanoseconds = timestampNanoseconds
        self.temperatureKelvin = temperatureKelvin
    }
}
