import AssistanceProtocol

/// The part of a background calibration's error that is the error of the reference pressure it
/// was measured against, and where and when that reference was fetched (Docs/engine.md,
/// "Background calibration").
///
/// A background window measures `offset = P̄ − P_expected(reference)`: an error `e` of the
/// reference pressure (its effect at the ground) enters the offset as `−e`, and the fused record
/// carries `−w·e` (`w` the series' weight in the fusion), variance `S = w²·R`. A height computed
/// from a reference with error `e'` (σ') has the pressure error `e' − w·e` from the two: with `ρ`
/// the correlation of `e'` and `e`, its variance is `σ'² + S − 2ρ·√S·σ'` — the reference error is
/// counted once (`(σ' − w·σ)²` for the same reply), not twice (`σ'² + S`). `ρ` is 1 while the
/// record is the share's own and the reference in use was fetched within the correlation time
/// and distance of the share's (the same stations, their biases, the same interpolation), else 0.
struct CalibrationReferenceShare: Hashable, Sendable {
    /// The calibration record the share belongs to (another record in force: no share).
    var record: CalibrationRecord
    /// `S`: the reference part of the record's variance, Pa² at the phone (≤ the record's σ²).
    var referenceVariancePa2: Double
    /// Where the reference of the record's newest window was fetched.
    var referenceLocation: NNLocation
    /// When that reference was fetched, ns.
    var referenceFetchedAtNanoseconds: Int64

    /// `ρ`, the correlation of the share's reference error with that of a reference fetched at
    /// `fetchedAt`, `distanceMeters` from `referenceLocation`, for a height with `record` in force:
    /// 1 within `maximumSeparationNanoseconds` and `maximumDistanceMeters`, else 0.
    func correlation(
        record current: CalibrationRecord?, referenceFetchedAtNanoseconds fetchedAt: Int64,
        distanceMeters: Double, maximumSeparationNanoseconds: Int64, maximumDistanceMeters: Double
    ) -> Double {
        guard current == record, referenceVariancePa2.isFinite, referenceVariancePa2 > 0,
            distanceMeters.isFinite, distanceMeters <= maximumDistanceMeters, maximumSeparationNanoseconds > 0
        else { return 0 }
        let (separation, overflow) = fetchedAt.subtractingReportingOverflow(referenceFetchedAtNanoseconds)
        guard !overflow, separation.magnitude <= UInt64(maximumSeparationNanoseconds) else { return 0 }
        return 1
    }

    /// The calibration variance for a height whose reference has σ `referenceSigmaPa` (at the
    /// phone) and correlation `correlation` with the share: `calibrationVariancePa2 − 2ρ·√S·σ'`
    /// (the covariance of the two errors, `S` capped at the record's own variance), never below 0, Pa².
    func heightCalibrationVariancePa2(
        calibrationVariancePa2 variance: Double, referenceSigmaPa sigma: Double,
        correlation rho: Double
    ) -> Double {
        let shared = min(referenceVariancePa2, record.uncertaintyPa * record.uncertaintyPa)
        guard rho > 0, shared > 0, sigma.isFinite, sigma > 0 else { return variance }
        return max(0, variance - 2 * min(rho, 1) * shared.squareRoot() * sigma)
    }
}
