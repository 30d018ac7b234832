import Foundation

/// The time profile of a `PressureTransient`.
public enum TransientShape: Sendable, Hashable {
    /// The full magnitude at once, held for the duration, then `exp(−Δt/τ)` recovery.
    case stepWithRecovery(recoveryTimeConstantSeconds: Double)
    /// Linear ramp up over `rampSeconds`, hold, linear ramp down, ending at the duration
    /// (ramps are shortened to half the duration if longer).
    case trapezoid(rampSeconds: Double)
    /// A smooth `sin²` bump over the duration (peak at the middle).
    case raisedCosine
}
