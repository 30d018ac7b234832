public import Geophysics
public import Noise
import Foundation

/// The weather realised for one run: a `WeatherModel` plus its random elements drawn from named
/// streams, evaluated as sea-level pressure and temperature at any point and instant.
///
/// **Determinism.** The random elements are drawn once, in time order, when the field is built —
/// the drift on a fixed grid of knots from `world.weather.drift`, the thunderstorm arrivals from
/// `world.weather.thunderstorms` — over `[startNanoseconds, startNanoseconds + durationSeconds]`.
/// After that the field is an immutable value: the value at (point, t) depends only on
/// (model, seed, start, duration, point, t), whatever the order of queries and whoever asks.
/// Outside the run the drift holds its end values and no storms occur.
public struct WeatherField: Sendable, Hashable {
    /// The model this realises.
    public let model: WeatherModel
    /// Local mean solar time minus UTC, s (longitude/15 h); drives the tide and the diurnal cycle.
    public let solarTimeOffsetSeconds: Double
    let drift: RealisedDrift?
    let stormStartsNanoseconds: [Int64]
    private let gradientUnit: (east: Double, north: Double)
    private let frontUnits: [(east: Double, north: Double)]

    /// Realises `model` for a run.
    /// - Parameters:
    ///   - noise: the run's root; the streams used are named `world.weather.drift` and
    ///     `world.weather.thunderstorms`.
    ///   - startNanoseconds: the run's first instant, ns since the Unix epoch.
    ///   - durationSeconds: the run's length, s (≥ 0, at most 366 days).
    ///   - solarTimeOffsetSeconds: local solar time minus UTC, s (`World` passes longitude × 240).
    /// - Throws: `WorldError` for an invalid model or duration.
    public init(
        model: WeatherModel, noise: NoiseRoot, startNanoseconds: Int64, durationSeconds: Double,
        solarTimeOffsetSeconds: Double = 0
    ) throws {
        try model.validate()
        guard durationSeconds.isFinite, durationSeconds >= 0, durationSeconds <= 366 * 86_400 else {
            throw WorldError(parameter: "durationSeconds", message: "\(durationSeconds) must be from 0 to 366 days in seconds")
        }
        try WorldError.requireFinite(solarTimeOffsetSeconds, "solarTimeOffsetSeconds")
        self.model = model
        self.solarTimeOffsetSeconds = solarTimeOffsetSeconds
        drift = model.drift.map {
            RealisedDrift(drift: $0, noise: noise, startNanoseconds: startNanoseconds, durationSeconds: durationSeconds)
        }
        stormStartsNanoseconds = model.thunderstorms?.realiseStartTimes(
            noise: noise, startNanoseconds: startNanoseconds, durationSeconds: durationSeconds) ?? []
        gradientUnit = Bearing.unitVector(degrees: model.gradient?.towardBearingDegrees ?? 0)
        frontUnits = model.fronts.map { Bearing.unitVector(degrees: $0.movingTowardBearingDegrees) }
    }

    /// The realised thunderstorm start times, ns, ascending.
    public var thunderstormStartsNanoseconds: [Int64] { stormStartsNanoseconds }

    /// The realised drift at an instant, Pa (0 without drift).
    public func driftPa(atNanoseconds timeNanoseconds: Int64) -> Double {
        drift?.valuePa(atNanoseconds: timeNanoseconds) ?? 0
    }

    /// Sea-level pressure at a point and instant, Pa: base + trend + tide + drift + gradient +
    /// fronts + thunderstorms.
    public func seaLevelPressurePa(at point: EastNorth, timeNanoseconds: Int64) -> Double {
        var pressure = model.basePressurePa
        if model.trendPaPerSecond != 0 {
            pressure += model.trendPaPerSecond * Double(timeNanoseconds - model.referenceNanoseconds) * 1e-9
        }
        if let tide = model.tide {
            pressure += tide.amplitudePa * cosineOfLocalTime(
                timeNanoseconds, periodHours: 12, maximumAtLocalHour: tide.firstMaximumLocalHour)
        }
        if let drift { pressure += drift.valuePa(atNanoseconds: timeNanoseconds) }
        if let gradient = model.gradient { pressure += gradient.paPerMeter * Bearing.along(point, gradientUnit) }
        for index in model.fronts.indices {
            let front = model.fronts[index]
            let tau = Double(timeNanoseconds - front.passageAtOriginNanoseconds) * 1e-9
                - Bearing.along(point, frontUnits[index]) / front.speedMetersPerSecond
            pressure += front.pressureOffsetPa(secondsSincePassage: tau)
        }
        if let storms = model.thunderstorms, !stormStartsNanoseconds.isEmpty {
            pressure += stormExcessPa(storms, timeNanoseconds)
        }
        return pressure
    }

    /// Sea-level temperature at a point and instant, K: mean + diurnal cycle + front changes.
    public func seaLevelTemperatureKelvin(at point: EastNorth, timeNanoseconds: Int64) -> Double {
        let temperature = model.temperature
        var kelvin = temperature.seaLevelTemperatureKelvin
        if temperature.diurnalAmplitudeKelvin != 0 {
            kelvin += temperature.diurnalAmplitudeKelvin * cosineOfLocalTime(
                timeNanoseconds, periodHours: 24, maximumAtLocalHour: temperature.warmestLocalHour)
        }
        for index in model.fronts.indices where model.fronts[index].temperatureChangeKelvin != 0 {
            let front = model.fronts[index]
            let tau = Double(timeNanoseconds - front.passageAtOriginNanoseconds) * 1e-9
                - Bearing.along(point, frontUnits[index]) / front.speedMetersPerSecond
            kelvin += front.temperatureOffsetKelvin(secondsSincePassage: tau)
        }
        return kelvin
    }

    /// `cos(2π·(local time − maximum)/period)`, computed on the remainder of the integer time so
    /// it keeps full precision at epoch-scale times.
    private func cosineOfLocalTime(_ timeNanoseconds: Int64, periodHours: Double, maximumAtLocalHour: Double) -> Double {
        let periodNanoseconds = Int64(periodHours * 3_600e9)
        let shiftNanoseconds = Int64(((solarTimeOffsetSeconds - maximumAtLocalHour * 3_600) * 1e9).rounded())
        var phase = (timeNanoseconds % periodNanoseconds) + (shiftNanoseconds % periodNanoseconds)
        phase %= periodNanoseconds
        if phase < 0 { phase += periodNanoseconds }
        return cos(2 * Double.pi * Double(phase) / Double(periodNanoseconds))
    }

    private func stormExcessPa(_ storms: ThunderstormModel, _ timeNanoseconds: Int64) -> Double {
        // Index of the first start after t; scan back over the storms that may still be active.
        var low = 0
        var high = stormStartsNanoseconds.count
        while low < high {
            let mid = (low + high) / 2
            if stormStartsNanoseconds[mid] <= timeNanoseconds { low = mid + 1 } else { high = mid }
        }
        var excess = 0.0
        var index = low - 1
        while index >= 0 {
            let since = Double(timeNanoseconds - stormStartsNanoseconds[index]) * 1e-9
            if since >= storms.durationSeconds { break }
            excess += storms.bumpPa(secondsSinceStart: since)
            index -= 1
        }
        return excess
    }

    public static func == (lhs: WeatherField, rhs: WeatherField) -> Bool {
        lhs.model == rhs.model && lhs.solarTimeOffsetSeconds == rhs.solarTimeOffsetSeconds && lhs.drift == rhs.drift
            && lhs.stormStartsNanoseconds == rhs.stormStartsNanoseconds
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(solarTimeOffsetSeconds)
        hasher.combine(drift)
        hasher.combine(stormStartsNanoseconds)
    }
}
