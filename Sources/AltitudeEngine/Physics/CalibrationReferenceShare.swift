import AssistanceProtocol

/// The part of a background calibration's variance that is the error of the reference data it
/// was measured against, and where and when that reference was fetched (Docs/engine.md,
/// "Background calibration").
///
/// A background window measures `offset = P̄ − P_expected(reference)`: an error `e` of the
/// reference (pressure, or temperature reduced to the ground) enters the offset as `−e`. A height
/// later computed from the same reference — or one fetched nearby soon after, which carries the
/// same station biases and interpolation error — uses `P̄' − offset` against `reference + e`, so
/// `e` cancels in it. The height's σ already counts the reference error once (its own reference
/// σ); counting it again in the calibration's σ would over-state the height's σ. So while the
/// calibration is the record this share belongs to and the reference in use is correlated with
/// the one it was measured against, the height's calibration variance drops `referenceVariancePa2`.
/// Keeping the reference σ in the height (rather than cancelling it fully) is conservative when
/// the two references differ (correlated, not identical errors).
struct CalibrationReferenceShare: Hashable, Sendable {
    /// The calibration record the share belongs to (another record in force: no share).
    var record: CalibrationRecord
    /// The reference part of the record's variance, Pa² (≤ the record's σ²).
    var referenceVariancePa2: Double
    /// Where the reference of the record's newest window was fetched.
    var referenceLocation: NNLocation
    /// When that reference was fetched, ns.
    var referenceFetchedAtNanoseconds: Int64

    /// The variance to drop from the calibration's variance for a height computed with `record`
    /// in force from a reference fetched at `fetchedAt`, `distanceMeters` from `referenceLocation`:
    /// `referenceVariancePa2` when the record matches and the reference is within
    /// `maximumSeparationNanoseconds` and `maximumDistanceMeters` of the share's; else 0.
    func droppedVariancePa2(record current: CalibrationRecord?, referenceFetchedAtNanoseconds fetchedAt: Int64,
                            distanceMeters: Double, maximumSeparationNanoseconds: Int64,
                            maximumDistanceMeters: Double) -> Double {
        guard current == record, referenceVariancePa2.isFinite, referenceVariancePa2 > 0,
              distanceMeters.isFinite, distanceMeters <= maximumDistanceMeters
        else { return 0 }
        let (separation, overflow) = fetchedAt.subtractingReportingOverflow(referenceFetchedAtNanoseconds)
        guard !overflow, separation.magnitude <= UInt64(max(0, maximumSeparationNanoseconds)) else { return 0 }
        return min(referenceVariancePa2, record.uncertaintyPa * record.uncertaintyPa)
    }
}
