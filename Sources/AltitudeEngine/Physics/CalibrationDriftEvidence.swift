import Foundation

/// What the background checks reveal about the barometer's drift since its calibrations: a drift
/// rate fitted to their disagreement with the calibration in force (Docs/engine.md, "Drift the
/// model does not expect").
///
/// The engine's model of a calibration's ageing is a slow random walk (`calibrationDriftVariancePa2PerDay`,
/// ≈ 16 Pa a year: the datasheets' ±0.16…0.33 hPa/yr, Docs/reference/physics.md). A faulty or
/// stressed part can drift a hundred times faster, and nothing in the model would say so. The
/// evidence is there: every background check measures the offset anew, and its disagreement
/// with the offset in force, `d = measured − recorded`, grows with the calibration's age `a` as
/// `d ≈ r·a` when the part drifts at r. Each check (thinned to one per `minimumSpacingNanoseconds`:
/// consecutive windows share their reference error) adds `(a, d, V)`, V the variance of d
/// (window and record σ); the rate is the weighted least-squares slope through the origin,
///
/// ```
/// r̂ = Σ(a·d/V) / Σ(a²/V),   σ_r² = max(1, χ²/(n − 1)) / Σ(a²/V),   χ² = Σ (d − r̂·a)²/V
/// ```
///
/// (the scatter inflates σ_r when the disagreements do not follow a line: a check made on a
/// balcony once is an outlier, not a drift). The rate counts only when it is established — at
/// least `minimumChecks` checks and |r̂| > `significanceSigmas`·σ_r —, and then the offset in force
/// moves by `r̂·age` and its variance grows as `σ_r²·age²` instead of the model's, whichever is
/// larger. The evidence
/// outlives a new calibration (the drift is the part's) and is forgotten over `memoryChecks`.
/// Pure value type: no clock, no randomness.
struct CalibrationDriftEvidence: Hashable {
    /// Checks closer together than this add nothing (their reference errors are shared), ns.
    var minimumSpacingNanoseconds: Int64 = 3_600_000_000_000
    /// Checks needed before a rate counts.
    var minimumChecks = 3
    /// A rate counts once it is this many σ_r from 0.
    var significanceSigmas = 4.0
    /// Checks remembered (older ones weigh e^(−1) after this many newer ones).
    var memoryChecks = 48.0

    /// Σ a²/V, s²/Pa².
    private(set) var sumAgeSquaredOverVariance = 0.0
    /// Σ a·d/V, s/Pa.
    private(set) var sumAgeDisagreementOverVariance = 0.0
    /// Σ d²/V.
    private(set) var sumDisagreementSquaredOverVariance = 0.0
    /// Checks added (forgotten like the sums).
    private(set) var checks = 0.0
    /// When the last check was added, ns.
    private(set) var lastCheckNanoseconds: Int64?

    /// Adds a check at `nowNanoseconds`: disagreement `disagreementPa` of the measured offset
    /// with a calibration `ageNanoseconds` old, with variance `variancePa2`. Ignored when the
    /// previous check is nearer than `minimumSpacingNanoseconds`, the age is not positive or a
    /// number is not finite.
    mutating func add(
        disagreementPa d: Double, variancePa2 v: Double, ageNanoseconds: Int64, nowNanoseconds now: Int64
    ) {
        guard ageNanoseconds > 0, d.isFinite, v.isFinite, v > 0 else { return }
        if let last = lastCheckNanoseconds, now.saturatingSubtracting(last) < minimumSpacingNanoseconds { return }
        let a = Double(ageNanoseconds) / 1e9
        let keep = exp(-1 / memoryChecks)
        sumAgeSquaredOverVariance = sumAgeSquaredOverVariance * keep + a * a / v
        sumAgeDisagreementOverVariance = sumAgeDisagreementOverVariance * keep + a * d / v
        sumDisagreementSquaredOverVariance = sumDisagreementSquaredOverVariance * keep + d * d / v
        checks = checks * keep + 1
        lastCheckNanoseconds = now
    }

    /// The fitted rate and its σ, Pa/s; `nil` before two checks.
    var rate: (paPerSecond: Double, sigmaPaPerSecond: Double)? {
        guard checks >= 2 - 1e-9, sumAgeSquaredOverVariance > 0 else { return nil }
        let r = sumAgeDisagreementOverVariance / sumAgeSquaredOverVariance
        let chiSquare = max(
            0,
            sumDisagreementSquaredOverVariance - 2 * r * sumAgeDisagreementOverVariance
                + r * r * sumAgeSquaredOverVariance)
        let dispersion = max(1, chiSquare / max(checks - 1, 1e-9))
        return (r, (dispersion / sumAgeSquaredOverVariance).squareRoot())
    }

    /// The rate once established (≥ `minimumChecks` checks, |r̂| > `significanceSigmas`·σ_r),
    /// Pa/s; `nil` before.
    var establishedRate: (paPerSecond: Double, sigmaPaPerSecond: Double)? {
        guard checks >= Double(minimumChecks) - 1e-9, let rate,
            abs(rate.paPerSecond) > significanceSigmas * rate.sigmaPaPerSecond
        else { return nil }
        return rate
    }

    /// The offset change the established rate predicts after `ageNanoseconds`, Pa (0 before).
    func offsetChangePa(ageNanoseconds: Int64) -> Double {
        guard let rate = establishedRate else { return 0 }
        return rate.paPerSecond * Double(max(0, ageNanoseconds)) / 1e9
    }

    /// The variance of that prediction, `σ_r²·age²`, Pa² (0 before a rate is established).
    func variancePa2(ageNanoseconds: Int64) -> Double {
        guard let rate = establishedRate else { return 0 }
        let a = Double(max(0, ageNanoseconds)) / 1e9
        return rate.sigmaPaPerSecond * rate.sigmaPaPerSecond * a * a
    }
}
