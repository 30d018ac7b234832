public import AssistanceService
public import Noise

/// A reference station's own barometer and thermometer: the world's truth plus the station's
/// noise and (unknown to the service) bias.
/// PHASE2-SKELETON: the sensors engineer replaces this body with the full model.
public final class StationSensor {
    public let station: ReferenceStation
    /// True bias, Pa (the service never sees it).
    public let trueBiasPa: Double

    public init(station: ReferenceStation, trueBiasPa: Double, root: NoiseRoot) {
        self.station = station
        self.trueBiasPa = trueBiasPa
    }

    /// The observation measured at `nanoseconds` (it arrives at the service at
    /// `receivedAtNanoseconds`), or `nil` during an outage.
    public func observe(truePressurePa: Double, trueTemperatureKelvin: Double, atNanoseconds nanoseconds: Int64) -> StationObservation? {
        if station.isInOutage(atNanoseconds: nanoseconds) { return nil }
        return StationObservation(
            stationID: station.id, pressurePa: truePressurePa + trueBiasPa, temperatureKelvin: trueTemperatureKelvin,
            measuredAtNanoseconds: nanoseconds, receivedAtNanoseconds: station.receiveTime(forMeasurementAtNanoseconds: nanoseconds))
    }
}
