public import AssistanceService
public import Noise

/// A reference station's own barometer and thermometer: the world's truth plus the station's
/// noise and (unknown to the service) bias.
///
/// `pressure = P_true + trueBiasPa + N(0, station.noiseSigmaPa²)`, one draw per observation
/// from `station[<id>].noise` (σ ≤ 0 or non-finite: no noise, no draw). The thermometer
/// reports the true temperature. Nothing is measured during one of the station's outages;
/// the observation arrives at `station.receiveTime(forMeasurementAtNanoseconds:)`
/// (measurement + `reportingDelayNanoseconds`).
public final class StationSensor {
    /// The station (its declared noise σ is the sensor's true σ).
    public let station: ReferenceStation
    /// True bias, Pa (the service never sees it).
    public let trueBiasPa: Double

    private let stream: NoiseStream
    private let noise: WhiteNoise

    /// Builds the sensor; its stream is `station[<id>].noise`. A non-finite bias counts as 0.
    public init(station: ReferenceStation, trueBiasPa: Double, root: NoiseRoot) {
        self.station = station
        self.trueBiasPa = trueBiasPa.isFinite ? trueBiasPa : 0
        stream = root.stream(named: "station[\(station.id)].noise")
        noise = WhiteNoise(rms: station.noiseSigmaPa)
    }

    /// The observation measured at `nanoseconds` (it arrives at the service at
    /// `receivedAtNanoseconds`), or `nil` during an outage.
    public func observe(truePressurePa: Double, trueTemperatureKelvin: Double, atNanoseconds nanoseconds: Int64)
        -> StationObservation?
    {
        if station.isInOutage(atNanoseconds: nanoseconds) { return nil }
        let noisePa = noise.rms > 0 ? noise.sample(using: stream) : 0
        return StationObservation(
            stationID: station.id, pressurePa: truePressurePa + trueBiasPa + noisePa,
            temperatureKelvin: trueTemperatureKelvin,
            measuredAtNanoseconds: nanoseconds,
            receivedAtNanoseconds: station.receiveTime(forMeasurementAtNanoseconds: nanoseconds))
    }
}
