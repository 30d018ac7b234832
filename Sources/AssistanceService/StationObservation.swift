internal import Geophysics

/// One station measurement as delivered to the service.
public struct StationObservation: Hashable, Sendable, Codable {
    /// The reporting station's `ReferenceStation.id`.
    public var stationID: String
    /// Station (QFE) pressure at the barometer's elevation, Pa.
    public var pressurePa: Double
    /// Air temperature at the station, K.
    public var temperatureKelvin: Double
    /// When the measurement was taken, ns since the epoch.
    public var measuredAtNanoseconds: Int64
    /// When it reached the service, ns since the epoch (not before `measuredAtNanoseconds`).
    public var receivedAtNanoseconds: Int64

    /// Creates an observation.
    public init(
        stationID: String, pressurePa: Double, temperatureKelvin: Double, measuredAtNanoseconds: Int64,
        receivedAtNanoseconds: Int64
    ) {
        self.stationID = stationID
        self.pressurePa = pressurePa
        self.temperatureKelvin = temperatureKelvin
        self.measuredAtNanoseconds = measuredAtNanoseconds
        self.receivedAtNanoseconds = receivedAtNanoseconds
    }

    /// Whether the numbers are finite and physically plausible.
    public var isValid: Bool {
        pressurePa.isFinite && (30_000...120_000).contains(pressurePa) && temperatureKelvin.isFinite
            && (180...350).contains(temperatureKelvin) && receivedAtNanoseconds >= measuredAtNanoseconds
    }
}
