import Foundation

/// The location filter's test: is a new fix farther from the previous one than the device could
/// have moved plus what the fixes' own errors can change in between?
///
/// A phone's fix errors are strongly correlated from one fix to the next (GNSS errors are
/// Gauss–Markov with τ ≈ 30 s, `Docs/reference/physics.md`): two fixes 1 s apart, each ±49 m (68 %) in an
/// urban canyon, differ by only ≈ 13 m of error. Subtracting both accuracies from the distance
/// (the former rule) let an 80 m jump through unflagged; what the errors can change over the
/// interval is `√(σ₁² + σ₂² − 2ρσ₁σ₂)` per axis with `ρ = exp(−Δt/τ)`, σ = accuracy / 1.51
/// (Android reports the 68 % radius of a 2-D normal error).
public enum LocationConsistency {
    /// The 68 % radius of a circular 2-D normal error in units of its per-axis σ: √(−2 ln 0.32).
    public static let radius68PerSigma = (-2 * log(0.32)).squareRoot()

    /// The largest distance between two fixes `intervalSeconds` apart that is consistent with a
    /// device moving at most `maximumSpeedMetersPerSecond`, m: that speed × the interval plus
    /// `confidenceRadiusPerSigma` × the per-axis σ of the change of the fixes' errors (given
    /// their 68 % accuracies and the errors' correlation time). Non-finite or negative inputs
    /// count as 0 (a zero correlation time: independent errors).
    public static func allowedDistanceMeters(
        intervalSeconds: Double, previousAccuracyMeters: Double, currentAccuracyMeters: Double,
        maximumSpeedMetersPerSecond: Double, errorCorrelationSeconds: Double, confidenceRadiusPerSigma: Double
    ) -> Double {
        func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
        let dt = clean(intervalSeconds)
        let sigma1 = clean(previousAccuracyMeters) / radius68PerSigma
        let sigma2 = clean(currentAccuracyMeters) / radius68PerSigma
        let tau = clean(errorCorrelationSeconds)
        let rho = tau > 0 ? exp(-dt / tau) : 0
        let variance = max(0, sigma1 * sigma1 + sigma2 * sigma2 - 2 * rho * sigma1 * sigma2)
        return clean(maximumSpeedMetersPerSecond) * dt + clean(confidenceRadiusPerSigma) * variance.squareRoot()
    }
}
