/// The temperature field: a sea-level temperature (optionally with a diurnal cycle) and a
/// constant lapse rate, uniform in space (fronts add their own changes behind them).
public struct TemperatureModel: Sendable, Hashable {
    /// Mean sea-level temperature, K. Default 288.15 K (ISA).
    public var seaLevelTemperatureKelvin: Double
    /// Temperature fall per metre of height, K/m. Default 0.0065 (ISA).
    public var lapseRateKelvinPerMeter: Double
    /// Half the day–night range, K. Default 0 (no diurnal cycle).
    public var diurnalAmplitudeKelvin: Double
    /// Local solar hour of the warmest moment. Default 15.
    public var warmestLocalHour: Double

    /// Creates a temperature model.
    public init(
        seaLevelTemperatureKelvin: Double = 288.15, lapseRateKelvinPerMeter: Double = 0.0065,
        diurnalAmplitudeKelvin: Double = 0, warmestLocalHour: Double = 15
    ) {
        self.seaLevelTemperatureKelvin = seaLevelTemperatureKelvin
        self.lapseRateKelvinPerMeter = lapseRateKelvinPerMeter
        self.diurnalAmplitudeKelvin = diurnalAmplitudeKelvin
        self.warmestLocalHour = warmestLocalHour
    }

    /// Checks the parameters.
    public func validate() throws {
        try WorldError.requirePositive(seaLevelTemperatureKelvin, "weather.temperature.seaLevelTemperatureKelvin")
        guard lapseRateKelvinPerMeter.isFinite, abs(lapseRateKelvinPerMeter) <= 0.02 else {
            throw WorldError(
                parameter: "weather.temperature.lapseRateKelvinPerMeter",
                message: "\(lapseRateKelvinPerMeter) must be finite and within ±0.02 K/m")
        }
        guard diurnalAmplitudeKelvin.isFinite, diurnalAmplitudeKelvin >= 0,
            diurnalAmplitudeKelvin < seaLevelTemperatureKelvin / 2
        else {
            throw WorldError(
                parameter: "weather.temperature.diurnalAmplitudeKelvin",
                message: "\(diurnalAmplitudeKelvin) must be ≥ 0 and well below the mean temperature")
        }
        try WorldError.requireHour(warmestLocalHour, "weather.temperature.warmestLocalHour")
    }
}
