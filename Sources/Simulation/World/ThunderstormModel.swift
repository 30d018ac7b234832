import Foundation
import Noise

/// Thunderstorm pressure jumps as random events: Poisson arrivals, each a mesohigh — a smooth
/// `sin²` bump of `magnitudePa` lasting `durationSeconds` (peak at the middle), uniform over the
/// scenario's area (a simplification: real mesohighs span 10–100 km).
///
/// Arrivals are drawn from the named stream `world.weather.thunderstorms` over the run when the
/// `WeatherField` is built, so they depend only on (seed, start, duration).
public struct ThunderstormModel: Sendable, Hashable {
    /// Mean number of storms per hour, 0…60. Default 0.1.
    public var ratePerHour: Double
    /// Peak pressure excess of a mesohigh, Pa. Default 80 Pa (+0.8 hPa observed in 11 min).
    public var magnitudePa: Double
    /// Length of one bump, s. Default 1 320 s (rising for 11 min, falling for 11 min).
    public var durationSeconds: Double

    /// Creates a thunderstorm model.
    public init(ratePerHour: Double = 0.1, magnitudePa: Double = 80, durationSeconds: Double = 1_320) {
        self.ratePerHour = ratePerHour
        self.magnitudePa = magnitudePa
        self.durationSeconds = durationSeconds
    }

    /// Checks the parameters.
    public func validate() throws {
        guard ratePerHour.isFinite, ratePerHour >= 0, ratePerHour <= 60 else {
            throw WorldError(
                parameter: "weather.thunderstorms.ratePerHour", message: "\(ratePerHour) must be from 0 to 60")
        }
        try WorldError.requireFinite(magnitudePa, "weather.thunderstorms.magnitudePa")
        try WorldError.requirePositive(durationSeconds, "weather.thunderstorms.durationSeconds")
    }

    /// The storm start times over [start, start + duration], ns, ascending.
    func realiseStartTimes(noise: NoiseRoot, startNanoseconds: Int64, durationSeconds runSeconds: Double) -> [Int64] {
        guard ratePerHour > 0 else { return [] }
        let stream = noise.stream(named: "world.weather.thunderstorms")
        let meanGapSeconds = 3_600 / ratePerHour
        var starts: [Int64] = []
        var elapsed = stream.exponential(mean: meanGapSeconds)
        while elapsed <= runSeconds {
            starts.append(startNanoseconds + Int64((elapsed * 1e9).rounded()))
            elapsed += stream.exponential(mean: meanGapSeconds)
        }
        return starts
    }

    /// The excess pressure of one storm `secondsSinceStart` after it began, Pa.
    @inline(__always)
    func bumpPa(secondsSinceStart t: Double) -> Double {
        guard t >= 0, t < durationSeconds else { return 0 }
        let s = sin(Double.pi * t / durationSeconds)
        return magnitudePa * s * s
    }
}
