/// Slow, spatially uniform weather drift: a first-order Gauss–Markov process in sea-level pressure.
///
/// Realised on a fixed grid of knots (`knotSpacingSeconds` apart, from the run's start) by exact
/// Gauss–Markov steps from the named stream `world.weather.drift`, then linearly interpolated, so
/// the value at any instant depends only on (seed, start, instant). The first knot is drawn
/// from the stationary distribution N(0, σ).
public struct PressureDrift: Sendable, Hashable {
    /// Stationary standard deviation, Pa. Default 185 Pa (AirSim's barometer model).
    public var sigmaPa: Double
    /// Correlation time τ, s. Default 3600 s.
    public var correlationTimeSeconds: Double
    /// Spacing of the precomputed knots, s. Default 60 s (a 7-day run holds 10 081 knots).
    public var knotSpacingSeconds: Double

    /// Creates a drift.
    public init(sigmaPa: Double = 185, correlationTimeSeconds: Double = 3_600, knotSpacingSeconds: Double = 60) {
        self.sigmaPa = sigmaPa
        self.correlationTimeSeconds = correlationTimeSeconds
        self.knotSpacingSeconds = knotSpacingSeconds
    }
}
