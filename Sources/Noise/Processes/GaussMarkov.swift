internal import Foundation

/// A first-order Gauss–Markov (Ornstein–Uhlenbeck) process with standard deviation `σ` and
/// correlation time `τ`, discretised exactly for any step:
///
/// `x' = e^(−Δt/τ)·x + σ·√(1 − e^(−2Δt/τ))·w`, `w ~ N(0, 1)`.
///
/// Its stationary distribution is `N(0, σ²)` and its autocorrelation is `e^(−|lag|/τ)`,
/// whatever the (possibly irregular) step sizes.
///
/// ```swift
/// var bias = GaussMarkov(sigma: 2.0, correlationTimeSeconds: 600)   // Pa, s
/// let biasPa = bias.advance(bySeconds: 0.04, using: stream)
/// ```
///
/// Invalid input never crashes:
/// - `σ` negative, NaN or ∞ → 0 (the process decays to 0 and stays there);
/// - `τ` ≤ 0 or NaN → 0, the white-noise limit (`x' = σ·w` at every step);
///   `τ = +∞` → a random constant (`x' = x`);
/// - `initialValue` nil or non-finite → drawn from `N(0, σ²)` on the first advance
///   (`value` reads 0 until then);
/// - a step that is not a finite positive number of seconds leaves the value unchanged and
///   draws nothing.
///
/// The coefficients for the last step size are cached, so a fixed-rate channel pays for
/// `exp` once; the result is bit-identical with or without the cache.
public struct GaussMarkov: NoiseProcess {
    /// Stationary standard deviation `σ` (unit of the noise).
    public let sigma: Double
    /// Correlation time `τ` in seconds (0 means white noise).
    public let correlationTimeSeconds: Double
    /// The current value (unit of the noise); 0 before the first advance when no initial
    /// value was given.
    public var value: Double {
        get { state }
        set {
            state = newValue
            hasValue = newValue.isFinite
        }
    }

    private var state: Double
    private var hasValue: Bool
    private var cachedStepSeconds: Double = .nan
    private var cachedDecay: Double = 0
    private var cachedInnovationSigma: Double = 0

    /// A process with stationary standard deviation `sigma`, correlation time
    /// `correlationTimeSeconds`, starting at `initialValue` (nil: a stationary draw on the
    /// first advance).
    public init(sigma: Double, correlationTimeSeconds: Double, initialValue: Double? = nil) {
        self.sigma = NoiseParameter.scale(sigma)
        let tau = correlationTimeSeconds
        self.correlationTimeSeconds = tau.isNaN || tau < 0 ? 0 : tau
        if let initialValue, initialValue.isFinite {
            state = initialValue
            hasValue = true
        } else {
            state = 0
            hasValue = false
        }
    }

    /// `e^(−Δt/τ)` for a step of `seconds` (0 when `τ` = 0).
    public func decay(overSeconds seconds: Double) -> Double {
        correlationTimeSeconds > 0 ? exp(-seconds / correlationTimeSeconds) : 0
    }

    /// Advances by `seconds` with the exact update; returns the new value.
    @discardableResult
    public mutating func advance(bySeconds seconds: Double, using stream: NoiseStream) -> Double {
        guard NoiseParameter.isStep(seconds) else { return state }
        guard hasValue else {
            // First advance without an initial value: a draw from the stationary law.
            state = stream.gaussian(sigma: sigma)
            hasValue = true
            return state
        }
        if seconds != cachedStepSeconds {
            cachedStepSeconds = seconds
            if correlationTimeSeconds > 0 {
                let ratio = seconds / correlationTimeSeconds
                cachedDecay = exp(-ratio)
                // √(1 − e^(−2r)) via expm1: accurate for Δt ≪ τ.
                cachedInnovationSigma = sigma * (-expm1(-2 * ratio)).squareRoot()
            } else {
                cachedDecay = 0
                cachedInnovationSigma = sigma
            }
        }
        state = cachedDecay * state + stream.gaussian(sigma: cachedInnovationSigma)
        return state
    }
}
