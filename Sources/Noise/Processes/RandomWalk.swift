/// A Gaussian random walk (Wiener process, "rate random walk"): `x(t + Δt) = x(t) + q·√Δt·w`.
///
/// `q` is the rate in unit/√s, so after `t` seconds the variance is `q²·t`. The update is the
/// exact transition of the continuous process for any `Δt`.
///
/// ```swift
/// var drift = RandomWalk(ratePerRootSecond: 0.01, initialValue: 0)  // Pa/√s
/// let driftPa = drift.advance(bySeconds: 0.04, using: stream)
/// ```
///
/// Invalid input never crashes: a rate that is negative, NaN or ∞ is treated as 0 (the walk
/// stays put); a non-finite initial value is treated as 0; a step that is not a finite
/// positive number of seconds leaves the value unchanged and draws nothing.
public struct RandomWalk: NoiseProcess, Hashable {
    /// Diffusion rate `q` in unit/√s (standard deviation after 1 s).
    public let ratePerRootSecond: Double
    /// The current value (unit of the noise).
    public var value: Double

    /// A walk starting at `initialValue` with rate `ratePerRootSecond` (unit/√s).
    public init(ratePerRootSecond: Double, initialValue: Double = 0) {
        self.ratePerRootSecond = NoiseParameter.scale(ratePerRootSecond)
        self.value = initialValue.isFinite ? initialValue : 0
    }

    /// Advances by `seconds`: `x += q·√Δt·w` with one Gaussian draw; returns the new value.
    @discardableResult
    public mutating func advance(bySeconds seconds: Double, using stream: NoiseStream) -> Double {
        guard NoiseParameter.isStep(seconds) else { return value }
        value += stream.gaussian(sigma: ratePerRootSecond * seconds.squareRoot())
        return value
    }
}
