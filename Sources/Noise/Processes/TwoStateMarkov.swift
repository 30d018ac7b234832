internal import Foundation

/// A continuous-time two-state Markov chain (on/off), for dropouts and outages.
///
/// The chain leaves "on" at rate `a = 1/meanOnSeconds` and "off" at rate
/// `b = 1/meanOffSeconds`. Advancing by `Δt` uses the exact transition probabilities
/// (with `λ = a + b`):
///
/// - `P(on at t+Δt | on at t)  = b/λ + (a/λ)·e^(−λΔt)`
/// - `P(on at t+Δt | off at t) = (b/λ)·(1 − e^(−λΔt))`
///
/// so the result does not depend on how time is cut into steps. One uniform draw per step.
///
/// ```swift
/// var link = TwoStateMarkov(meanOnSeconds: 600, meanOffSeconds: 5, startsOn: true)
/// let connected = link.advance(bySeconds: 1, using: stream)
/// ```
///
/// Invalid input never crashes: a mean that is 0, negative or NaN means "never leaves that
/// state" (rate 0), as does `+∞`. If neither state can be left, advancing draws nothing. A
/// step that is not a finite positive number of seconds leaves the state unchanged.
public struct TwoStateMarkov: Sendable, Hashable {
    /// Mean sojourn time in the "on" state, seconds.
    public let meanOnSeconds: Double
    /// Mean sojourn time in the "off" state, seconds.
    public let meanOffSeconds: Double
    /// Whether the chain is currently on.
    public var isOn: Bool

    private let offRatePerSecond: Double
    private let onRatePerSecond: Double

    /// A chain with the given mean sojourn times (seconds), starting on or off.
    public init(meanOnSeconds: Double, meanOffSeconds: Double, startsOn: Bool) {
        self.meanOnSeconds = meanOnSeconds
        self.meanOffSeconds = meanOffSeconds
        self.isOn = startsOn
        offRatePerSecond = Self.rate(meanSeconds: meanOnSeconds)
        onRatePerSecond = Self.rate(meanSeconds: meanOffSeconds)
    }

    private static func rate(meanSeconds: Double) -> Double {
        meanSeconds > 0 && meanSeconds.isFinite ? 1 / meanSeconds : 0
    }

    /// Long-run fraction of time on, `b/(a+b)` (the current state when neither can be left).
    public var stationaryOnProbability: Double {
        let total = offRatePerSecond + onRatePerSecond
        return total > 0 ? onRatePerSecond / total : (isOn ? 1 : 0)
    }

    /// The exact probability of being on after `seconds`, given the current state.
    public func probabilityOn(afterSeconds seconds: Double) -> Double {
        let total = offRatePerSecond + onRatePerSecond
        guard NoiseParameter.isStep(seconds), total > 0 else { return isOn ? 1 : 0 }
        let stationary = onRatePerSecond / total
        let remaining = exp(-total * seconds)
        return isOn ? stationary + (1 - stationary) * remaining : stationary * (1 - remaining)
    }

    /// Advances by `seconds` with one uniform draw; returns whether the chain is on.
    @discardableResult
    public mutating func advance(bySeconds seconds: Double, using stream: NoiseStream) -> Bool {
        guard NoiseParameter.isStep(seconds), offRatePerSecond + onRatePerSecond > 0 else { return isOn }
        isOn = stream.uniform() < probabilityOn(afterSeconds: seconds)
        return isOn
    }
}
