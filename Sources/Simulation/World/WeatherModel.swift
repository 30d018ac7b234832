/// The parameters of the weather: a sea-level pressure field over space and time and a
/// temperature field. Every element defaults to "off", so `WeatherModel()` is the standard
/// atmosphere (101 325 Pa, 288.15 K, 6.5 K/km) everywhere and always.
///
/// The random elements (drift, thunderstorms) are realised by `WeatherField` from named noise
/// streams; this value only describes them.
///
/// ```swift
/// var weather = WeatherModel()
/// weather.trendPaPerSecond = -100.0 / 3_600        // falling 1 hPa per hour
/// weather.tide = PressureTide(amplitudePa: 50)
/// weather.fronts = [WeatherFront(passageAtOriginNanoseconds: noon)]
/// ```
public struct WeatherModel: Sendable, Hashable {
    /// Sea-level pressure at the origin at `referenceNanoseconds`, before any other element, Pa.
    /// Default 101 325 Pa.
    public var basePressurePa: Double
    /// The instant at which the linear trend is zero, ns since the Unix epoch. Default 0 — set
    /// it to the run's start so the base pressure holds at the start.
    public var referenceNanoseconds: Int64
    /// Linear pressure tendency, Pa/s (everywhere). Default 0. 1 hPa per 3 h = 0.00926 Pa/s.
    public var trendPaPerSecond: Double
    /// The semidiurnal (S2) tide, or `nil` for none.
    public var tide: PressureTide?
    /// Slow Gauss–Markov drift, or `nil` for none.
    public var drift: PressureDrift?
    /// A constant horizontal gradient, or `nil` for none.
    public var gradient: PressureGradient?
    /// Moving fronts (their effects add).
    public var fronts: [WeatherFront]
    /// Thunderstorm mesohighs as random events, or `nil` for none.
    public var thunderstorms: ThunderstormModel?
    /// The temperature field.
    public var temperature: TemperatureModel

    /// Creates a weather model; every element defaults to off (standard atmosphere).
    public init(
        basePressurePa: Double = 101_325, referenceNanoseconds: Int64 = 0, trendPaPerSecond: Double = 0,
        tide: PressureTide? = nil, drift: PressureDrift? = nil, gradient: PressureGradient? = nil,
        fronts: [WeatherFront] = [], thunderstorms: ThunderstormModel? = nil,
        temperature: TemperatureModel = TemperatureModel()
    ) {
        self.basePressurePa = basePressurePa
        self.referenceNanoseconds = referenceNanoseconds
        self.trendPaPerSecond = trendPaPerSecond
        self.tide = tide
        self.drift = drift
        self.gradient = gradient
        self.fronts = fronts
        self.thunderstorms = thunderstorms
        self.temperature = temperature
    }

    /// Checks every parameter.
    /// - Throws: `WorldError` naming the parameter.
    public func validate() throws {
        try WorldError.requirePositive(basePressurePa, "weather.basePressurePa")
        try WorldError.requireFinite(trendPaPerSecond, "weather.trendPaPerSecond")
        if let tide {
            try WorldError.requireNonNegative(tide.amplitudePa, "weather.tide.amplitudePa")
            try WorldError.requireHour(tide.firstMaximumLocalHour, "weather.tide.firstMaximumLocalHour")
        }
        if let drift {
            try WorldError.requireNonNegative(drift.sigmaPa, "weather.drift.sigmaPa")
            try WorldError.requirePositive(drift.correlationTimeSeconds, "weather.drift.correlationTimeSeconds")
            guard drift.knotSpacingSeconds.isFinite, drift.knotSpacingSeconds >= 0.001,
                drift.knotSpacingSeconds <= 86_400
            else {
                throw WorldError(
                    parameter: "weather.drift.knotSpacingSeconds",
                    message: "\(drift.knotSpacingSeconds) must be from 0.001 to 86400 s")
            }
        }
        if let gradient {
            try WorldError.requireFinite(gradient.paPerMeter, "weather.gradient.paPerMeter")
            try WorldError.requireFinite(gradient.towardBearingDegrees, "weather.gradient.towardBearingDegrees")
        }
        for (index, front) in fronts.enumerated() { try front.validate(index: index) }
        if let thunderstorms { try thunderstorms.validate() }
        try temperature.validate()
    }
}
