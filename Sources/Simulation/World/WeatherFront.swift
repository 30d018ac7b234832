public import Geophysics

/// A front: a straight line moving across the plane, with a pressure profile in the time since
/// it passed each point — a steady fall before passage, the minimum at passage, a sharp rise
/// after — and optionally a temperature change behind it (a cold front).
///
/// The line is perpendicular to `movingTowardBearingDegrees` and passes the origin at
/// `passageAtOriginNanoseconds`; a point `s` metres from the origin along the direction of
/// motion sees it `s / speed` seconds later. With τ = time since passage at the point:
///
/// | τ | pressure offset |
/// |---|---|
/// | τ < −fall | 0 |
/// | −fall ≤ τ < 0 | −drop · (τ + fall)/fall (steady fall) |
/// | 0 ≤ τ < rise | −drop + rise·τ/riseDuration (sharp rise) |
/// | τ ≥ riseDuration | −drop + rise |
public struct WeatherFront: Sendable, Hashable {
    /// When the line crosses the origin, ns since the Unix epoch.
    public var passageAtOriginNanoseconds: Int64
    /// Direction of motion, degrees clockwise from north. Default 90 (moving east).
    public var movingTowardBearingDegrees: Double
    /// Speed of the line, m/s (> 0). Default 10 m/s (36 km/h).
    public var speedMetersPerSecond: Double
    /// Total pressure fall before passage, Pa (≥ 0). Default 300 Pa.
    public var dropPa: Double
    /// Duration of the fall, s. Default 21 600 s (6 h: 3 hPa in 6 h, "falling").
    public var fallDurationSeconds: Double
    /// Total rise after passage, Pa (≥ 0). Default 400 Pa.
    public var risePa: Double
    /// Duration of the rise, s. Default 1 800 s (sharp).
    public var riseDurationSeconds: Double
    /// Temperature change behind the front, reached over the rise, K. Default 0; −5 for a cold front.
    public var temperatureChangeKelvin: Double

    /// Creates a front; see the properties for units and defaults.
    public init(
        passageAtOriginNanoseconds: Int64, movingTowardBearingDegrees: Double = 90, speedMetersPerSecond: Double = 10,
        dropPa: Double = 300, fallDurationSeconds: Double = 21_600, risePa: Double = 400,
        riseDurationSeconds: Double = 1_800, temperatureChangeKelvin: Double = 0
    ) {
        self.passageAtOriginNanoseconds = passageAtOriginNanoseconds
        self.movingTowardBearingDegrees = movingTowardBearingDegrees
        self.speedMetersPerSecond = speedMetersPerSecond
        self.dropPa = dropPa
        self.fallDurationSeconds = fallDurationSeconds
        self.risePa = risePa
        self.riseDurationSeconds = riseDurationSeconds
        self.temperatureChangeKelvin = temperatureChangeKelvin
    }

    /// When the line passes `point`, s relative to `passageAtOriginNanoseconds`.
    public func passageDelaySeconds(at point: EastNorth) -> Double {
        Bearing.along(point, Bearing.unitVector(degrees: movingTowardBearingDegrees)) / speedMetersPerSecond
    }

    /// Seconds since the line passed `point` (negative before), at `timeNanoseconds`.
    public func secondsSincePassage(at point: EastNorth, timeNanoseconds: Int64) -> Double {
        Double(timeNanoseconds - passageAtOriginNanoseconds) * 1e-9 - passageDelaySeconds(at: point)
    }

    /// The pressure offset for a time since passage, Pa.
    public func pressureOffsetPa(secondsSincePassage tau: Double) -> Double {
        if tau < -fallDurationSeconds { return 0 }
        if tau < 0 { return -dropPa * (tau + fallDurationSeconds) / fallDurationSeconds }
        if tau < riseDurationSeconds { return -dropPa + risePa * tau / riseDurationSeconds }
        return risePa - dropPa
    }

    /// The temperature offset for a time since passage, K (ramps over the rise).
    public func temperatureOffsetKelvin(secondsSincePassage tau: Double) -> Double {
        if tau <= 0 { return 0 }
        return temperatureChangeKelvin * min(tau / riseDurationSeconds, 1)
    }

    /// Checks the parameters; `index` names the front in the error.
    public func validate(index: Int) throws {
        let prefix = "weather.fronts[\(index)]"
        try WorldError.requireFinite(movingTowardBearingDegrees, "\(prefix).movingTowardBearingDegrees")
        try WorldError.requirePositive(speedMetersPerSecond, "\(prefix).speedMetersPerSecond")
        try WorldError.requireNonNegative(dropPa, "\(prefix).dropPa")
        try WorldError.requirePositive(fallDurationSeconds, "\(prefix).fallDurationSeconds")
        try WorldError.requireNonNegative(risePa, "\(prefix).risePa")
        try WorldError.requirePositive(riseDurationSeconds, "\(prefix).riseDurationSeconds")
        try WorldError.requireFinite(temperatureChangeKelvin, "\(prefix).temperatureChangeKelvin")
    }
}
