import Foundation
import Geophysics

/// A caller's memo of the weather terms that depend on time only, interpolated between whole
/// seconds since the run start: a device's truth query evaluates them once per second instead
/// of once per barometer sample.
///
/// The sea-level pressure is split into a *uniform* part — base, trend, tide, and the drift and
/// thunderstorms when they qualify — and a *local* part evaluated exactly at every query:
/// the gradient, the fronts (they depend on the point), and the drift or storms that do not
/// qualify. The sea-level temperature's uniform part is the mean plus the diurnal cycle; the
/// fronts' temperature changes are local. The uniform part is the straight line between its
/// exact values at the whole seconds `start + k s` around the query, so the value depends only
/// on (field, start, instant), never on earlier queries.
///
/// Interpolation error (1 s spacing, `f″` the largest second derivative: `f″/8`):
/// - trend: linear, exact;
/// - tide `A·cos(2πt/12 h)`: `A·(2π/43 200)²/8` = `A·2.6e-9` (1.3e-7 Pa for 50 Pa);
/// - diurnal cycle: `A·(2π/86 400)²/8` = `A·6.6e-10` K;
/// - drift: piecewise linear between its knots, so exact when its knot spacing is a whole number
///   of seconds (the knots are whole seconds since the same start); otherwise local;
/// - thunderstorms `M·sin²(πs/D)` (no kink: zero slope at both ends): `M·π²/(4D²)`; included
///   only when that is at most `maximumStormErrorPa` (80 Pa over 1320 s: 1.1e-4 Pa).
/// Before the run start (no whole-second knot) the uniform part is evaluated exactly.
struct UniformWeatherMemo {
    /// Spacing of the interpolation knots, ns.
    static let knotNanoseconds: Int64 = 1_000_000_000
    /// The largest interpolation error accepted for the thunderstorm term, Pa.
    static let maximumStormErrorPa = 1e-3

    /// The uniform parts at an instant and which optional terms they contain.
    struct Values {
        var pressurePa: Double
        var temperatureKelvin: Double
        /// The drift / the thunderstorms are in `pressurePa` (else the caller adds them exactly).
        var includesDrift: Bool
        var includesStorms: Bool
    }

    private var knotTime: Int64 = 0
    private var valid = false
    private var pressurePa = 0.0
    private var pressureStepPa = 0.0
    private var kelvin = 0.0
    private var kelvinStep = 0.0
    private var includesDrift = false
    private var includesStorms = false

    /// An empty memo.
    init() {}

    /// Whether `field`'s drift is piecewise linear between whole seconds since its start.
    static func driftQualifies(_ field: WeatherField) -> Bool {
        guard let drift = field.drift else { return true }
        return drift.knotSpacingNanoseconds % knotNanoseconds == 0
    }

    /// Whether `field`'s thunderstorm bump is smooth enough to interpolate at 1 s.
    static func stormsQualify(_ field: WeatherField) -> Bool {
        guard let storms = field.model.thunderstorms, !field.stormStartsNanoseconds.isEmpty else { return true }
        let d = storms.durationSeconds
        return abs(storms.magnitudePa) * Double.pi * Double.pi / (4 * d * d) <= maximumStormErrorPa
    }

    /// The uniform parts of `world`'s weather at `time`. (The world, one reference, is passed
    /// rather than its ~300-byte field: the field is read only when the memo recentres.)
    @inline(__always)
    mutating func values(atNanoseconds time: Int64, world: World) -> Values {
        let offset = time &- knotTime
        if !valid || offset < 0 || offset >= Self.knotNanoseconds {
            guard recentre(time, field: world.weather, startNanoseconds: world.startNanoseconds) else {
                return Self.exactValues(atNanoseconds: time, field: world.weather)
            }
        }
        let fraction = Double(time &- knotTime) * 1e-9
        return Values(
            pressurePa: pressurePa + pressureStepPa * fraction, temperatureKelvin: kelvin + kelvinStep * fraction,
            includesDrift: includesDrift, includesStorms: includesStorms)
    }

    private static func exactValues(atNanoseconds time: Int64, field: WeatherField) -> Values {
        Values(
            pressurePa: field.uniformPressurePa(atNanoseconds: time, drift: true, storms: true),
            temperatureKelvin: field.uniformTemperatureKelvin(atNanoseconds: time), includesDrift: true,
            includesStorms: true)
    }

    /// Moves to the knot at or before `time`; `false` when there is none (before the start, or
    /// too close to the end of `Int64`).
    private mutating func recentre(_ time: Int64, field: WeatherField, startNanoseconds: Int64) -> Bool {
        valid = false
        let (offset, overflow) = time.subtractingReportingOverflow(startNanoseconds)
        guard !overflow, offset >= 0 else { return false }
        let knot = startNanoseconds + offset / Self.knotNanoseconds * Self.knotNanoseconds
        let (next, nextOverflow) = knot.addingReportingOverflow(Self.knotNanoseconds)
        guard !nextOverflow else { return false }
        includesDrift = Self.driftQualifies(field)
        includesStorms = Self.stormsQualify(field)
        let p0 = field.uniformPressurePa(atNanoseconds: knot, drift: includesDrift, storms: includesStorms)
        let p1 = field.uniformPressurePa(atNanoseconds: next, drift: includesDrift, storms: includesStorms)
        let t0 = field.uniformTemperatureKelvin(atNanoseconds: knot)
        let t1 = field.uniformTemperatureKelvin(atNanoseconds: next)
        knotTime = knot
        pressurePa = p0
        pressureStepPa = p1 - p0
        kelvin = t0
        kelvinStep = t1 - t0
        valid = true
        return true
    }
}

extension WeatherField {
    /// Base + trend + tide, plus the drift and the thunderstorms when asked, Pa (the terms of
    /// `seaLevelPressurePa` that do not depend on the point).
    @inline(__always)
    func uniformPressurePa(atNanoseconds timeNanoseconds: Int64, drift withDrift: Bool, storms withStorms: Bool)
        -> Double
    {
        var pressure = model.basePressurePa
        if model.trendPaPerSecond != 0 {
            pressure += model.trendPaPerSecond * Instant.secondsBetween(model.referenceNanoseconds, timeNanoseconds)
        }
        if let tideTerm { pressure += tideTerm.value(atNanoseconds: timeNanoseconds) }
        if withDrift, let drift { pressure += drift.valuePa(atNanoseconds: timeNanoseconds) }
        if withStorms, !stormStartsNanoseconds.isEmpty, let storms = model.thunderstorms {
            pressure += Self.stormExcessPa(storms, starts: stormStartsNanoseconds, timeNanoseconds)
        }
        return pressure
    }

    /// Gradient + fronts, plus the drift and the thunderstorms when asked, Pa (the rest of
    /// `seaLevelPressurePa`).
    @inline(__always)
    func localPressurePa(at point: EastNorth, timeNanoseconds: Int64, drift withDrift: Bool, storms withStorms: Bool)
        -> Double
    {
        var pressure = point.eastMeters * gradientVector.east + point.northMeters * gradientVector.north
        for index in frontSlowness.indices {
            pressure += model.fronts[index].pressureOffsetPa(
                secondsSincePassage: secondsSincePassage(ofFront: index, at: point, timeNanoseconds))
        }
        if withDrift, let drift { pressure += drift.valuePa(atNanoseconds: timeNanoseconds) }
        if withStorms, !stormStartsNanoseconds.isEmpty, let storms = model.thunderstorms {
            pressure += Self.stormExcessPa(storms, starts: stormStartsNanoseconds, timeNanoseconds)
        }
        return pressure
    }

    /// Whether a front's pressure or temperature has a kink (the start of its fall, its
    /// passage, the end of its rise) at `point` strictly between the two instants.
    func frontKinks(at point: EastNorth, after start: Int64, before end: Int64) -> Bool {
        for index in frontSlowness.indices {
            let front = model.fronts[index]
            let a = secondsSincePassage(ofFront: index, at: point, start)
            let b = secondsSincePassage(ofFront: index, at: point, end)
            if a < -front.fallDurationSeconds && -front.fallDurationSeconds < b { return true }
            if a < 0 && 0 < b { return true }
            if a < front.riseDurationSeconds && front.riseDurationSeconds < b { return true }
        }
        return false
    }

    /// Mean + diurnal cycle, K.
    @inline(__always)
    func uniformTemperatureKelvin(atNanoseconds timeNanoseconds: Int64) -> Double {
        var kelvin = model.temperature.seaLevelTemperatureKelvin
        if let diurnalTerm { kelvin += diurnalTerm.value(atNanoseconds: timeNanoseconds) }
        return kelvin
    }

    /// The fronts' temperature changes at a point, K.
    @inline(__always)
    func localTemperatureKelvin(at point: EastNorth, timeNanoseconds: Int64) -> Double {
        guard hasFrontTemperature else { return 0 }
        var kelvin = 0.0
        for index in frontSlowness.indices where model.fronts[index].temperatureChangeKelvin != 0 {
            kelvin += model.fronts[index].temperatureOffsetKelvin(
                secondsSincePassage: secondsSincePassage(ofFront: index, at: point, timeNanoseconds))
        }
        return kelvin
    }
}
