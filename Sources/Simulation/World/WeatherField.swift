import Foundation
public import Geophysics
public import Noise

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
    // Precomputed evaluation terms (derived from `model`; excluded from equality).
    let gradientVector: (east: Double, north: Double)
    let frontSlowness: [(east: Double, north: Double)]
    let tideTerm: PeriodicTerm?
    let diurnalTerm: PeriodicTerm?
    let hasFrontTemperature: Bool

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
        try Self.validate(
            model, startNanoseconds: startNanoseconds, durationSeconds: durationSeconds,
            solarTimeOffsetSeconds: solarTimeOffsetSeconds)
        self.model = model
        self.solarTimeOffsetSeconds = solarTimeOffsetSeconds
        drift = model.drift.map {
            RealisedDrift(drift: $0, noise: noise, startNanoseconds: startNanoseconds, durationSeconds: durationSeconds)
        }
        stormStartsNanoseconds =
            model.thunderstorms?.realiseStartTimes(
                noise: noise, startNanoseconds: startNanoseconds, durationSeconds: durationSeconds) ?? []
        let unit = Bearing.unitVector(degrees: model.gradient?.towardBearingDegrees ?? 0)
        let gradient = model.gradient?.paPerMeter ?? 0
        gradientVector = (unit.east * gradient, unit.north * gradient)
        // A front's passage delay at a point is along(point, unit)/speed: a "slowness" vector, s/m.
        frontSlowness = model.fronts.map {
            let unit = Bearing.unitVector(degrees: $0.movingTowardBearingDegrees)
            return (unit.east / $0.speedMetersPerSecond, unit.north / $0.speedMetersPerSecond)
        }
        tideTerm = model.tide.map {
            PeriodicTerm(
                amplitude: $0.amplitudePa, periodHours: 12, maximumAtLocalHour: $0.firstMaximumLocalHour,
                solarTimeOffsetSeconds: solarTimeOffsetSeconds)
        }
        let temperature = model.temperature
        diurnalTerm =
            temperature.diurnalAmplitudeKelvin == 0
            ? nil
            : PeriodicTerm(
                amplitude: temperature.diurnalAmplitudeKelvin, periodHours: 24,
                maximumAtLocalHour: temperature.warmestLocalHour, solarTimeOffsetSeconds: solarTimeOffsetSeconds)
        hasFrontTemperature = model.fronts.contains { $0.temperatureChangeKelvin != 0 }
    }

    /// Checks the model and the run window it is realised for.
    /// - Throws: `WorldError` naming the first invalid parameter.
    private static func validate(
        _ model: WeatherModel, startNanoseconds: Int64, durationSeconds: Double, solarTimeOffsetSeconds: Double
    ) throws {
        try model.validate()
        guard durationSeconds.isFinite, durationSeconds >= 0, durationSeconds <= 366 * 86_400 else {
            throw WorldError(
                parameter: "durationSeconds", message: "\(durationSeconds) must be from 0 to 366 days in seconds")
        }
        guard solarTimeOffsetSeconds.isFinite, abs(solarTimeOffsetSeconds) <= 86_400 else {
            throw WorldError(
                parameter: "solarTimeOffsetSeconds", message: "\(solarTimeOffsetSeconds) must be within ±86400 s")
        }
        guard !startNanoseconds.addingReportingOverflow(Int64(durationSeconds * 1e9)).overflow else {
            throw WorldError(
                parameter: "startNanoseconds",
                message: "\(startNanoseconds) + the duration does not fit in 64-bit nanoseconds")
        }
        if let drift = model.drift, durationSeconds / drift.knotSpacingSeconds > 10_000_000 {
            throw WorldError(
                parameter: "weather.drift.knotSpacingSeconds",
                message:
                    "\(drift.knotSpacingSeconds) s would need more than 10 000 000 knots over \(durationSeconds) s; use a wider spacing"
            )
        }
    }

    /// The realised thunderstorm start times, ns, ascending.
    public var thunderstormStartsNanoseconds: [Int64] { stormStartsNanoseconds }

    /// The realised drift at an instant, Pa (0 without drift).
    public func driftPa(atNanoseconds timeNanoseconds: Int64) -> Double {
        drift?.valuePa(atNanoseconds: timeNanoseconds) ?? 0
    }

    /// Sea-level pressure at a point and instant, Pa: base + trend + tide + drift + gradient +
    /// fronts + thunderstorms.
    @inline(__always)
    public func seaLevelPressurePa(at point: EastNorth, timeNanoseconds: Int64) -> Double {
        var pressure = model.basePressurePa
        if model.trendPaPerSecond != 0 {
            pressure += model.trendPaPerSecond * Instant.secondsBetween(model.referenceNanoseconds, timeNanoseconds)
        }
        if let tideTerm { pressure += tideTerm.value(atNanoseconds: timeNanoseconds) }
        if let drift { pressure += drift.valuePa(atNanoseconds: timeNanoseconds) }
        pressure += point.eastMeters * gradientVector.east + point.northMeters * gradientVector.north
        for index in frontSlowness.indices {
            pressure += model.fronts[index].pressureOffsetPa(
                secondsSincePassage: secondsSincePassage(ofFront: index, at: point, timeNanoseconds))
        }
        if !stormStartsNanoseconds.isEmpty, let storms = model.thunderstorms {
            pressure += Self.stormExcessPa(storms, starts: stormStartsNanoseconds, timeNanoseconds)
        }
        return pressure
    }

    /// Sea-level temperature at a point and instant, K: mean + diurnal cycle + front changes.
    @inline(__always)
    public func seaLevelTemperatureKelvin(at point: EastNorth, timeNanoseconds: Int64) -> Double {
        var kelvin = model.temperature.seaLevelTemperatureKelvin
        if let diurnalTerm { kelvin += diurnalTerm.value(atNanoseconds: timeNanoseconds) }
        if hasFrontTemperature {
            for index in frontSlowness.indices where model.fronts[index].temperatureChangeKelvin != 0 {
                kelvin += model.fronts[index].temperatureOffsetKelvin(
                    secondsSincePassage: secondsSincePassage(ofFront: index, at: point, timeNanoseconds))
            }
        }
        return kelvin
    }

    @inline(__always)
    func secondsSincePassage(ofFront index: Int, at point: EastNorth, _ timeNanoseconds: Int64) -> Double {
        Instant.secondsBetween(model.fronts[index].passageAtOriginNanoseconds, timeNanoseconds)
            - (point.eastMeters * frontSlowness[index].east + point.northMeters * frontSlowness[index].north)
    }

    /// Static, not a method: a call with `self` would copy the whole field (some 300 bytes) on
    /// every pressure query, storms or not.
    static func stormExcessPa(
        _ storms: ThunderstormModel, starts stormStartsNanoseconds: [Int64], _ timeNanoseconds: Int64
    ) -> Double {
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
            let since = Instant.secondsBetween(stormStartsNanoseconds[index], timeNanoseconds)
            if since >= storms.durationSeconds { break }
            excess += storms.bumpPa(secondsSinceStart: since)
            index -= 1
        }
        return excess
    }

    /// Whether two fields are the same model with the same realised drift and storms.
    public static func == (lhs: WeatherField, rhs: WeatherField) -> Bool {
        lhs.model == rhs.model && lhs.solarTimeOffsetSeconds == rhs.solarTimeOffsetSeconds && lhs.drift == rhs.drift
            && lhs.stormStartsNanoseconds == rhs.stormStartsNanoseconds
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(solarTimeOffsetSeconds)
        hasher.combine(drift)
        hasher.combine(stormStartsNanoseconds)
    }
}
