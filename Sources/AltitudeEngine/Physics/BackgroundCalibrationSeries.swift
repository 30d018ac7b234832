import AssistanceProtocol

/// Successive background-calibration windows and their fusion with the calibration in place
/// before them (Docs/engine.md, "Background calibration").
///
/// Each window's offset measurement has an independent part (the sample mean's noise) and a
/// correlated part that successive windows share (the reference pressure and temperature, the
/// terrain height, the hand height). The windows are averaged with weights 1/independent and
/// the average keeps the largest correlated variance seen: however many windows, the series'
/// σ never falls below the correlated floor. The series is then fused with the prior (the
/// calibration before the series, an independent measurement) by inverse-variance weighting.
///
/// Of the correlated part, the reference pressure's share is kept apart too: heights later
/// computed from the same or a correlated reference carry the same reference error with the
/// opposite sign, so it cancels in them (`CalibrationReferenceShare`).
struct BackgroundCalibrationSeries {
    /// The calibration before the series: offset and variance (aged to the series' start), Pa, Pa².
    /// `nil` without a usable prior (none, or expired): the series alone is the calibration.
    var prior: (offsetPa: Double, variancePa2: Double)?
    /// The end of the last window added, ns.
    var lastWindowNanoseconds: Int64
    /// When the series began, ns.
    private(set) var startNanoseconds: Int64
    /// The record in force when the series last ran (the prior, or the series' own last record);
    /// a different record in force (manual, service, restored) ends the series.
    var lastRecord: CalibrationRecord?
    private var weightSum = 0.0
    private var weightedOffsetSum = 0.0
    /// The largest correlated variance of the windows, Pa².
    private(set) var correlatedVariancePa2 = 0.0
    /// The largest reference share of the windows' correlated variances, Pa² (≤ `correlatedVariancePa2`).
    private(set) var referenceVariancePa2 = 0.0
    /// Windows added.
    private(set) var windowCount = 0

    init(prior: (offsetPa: Double, variancePa2: Double)?, startNanoseconds: Int64) {
        self.prior = prior
        lastWindowNanoseconds = startNanoseconds
        self.startNanoseconds = startNanoseconds
    }

    /// Adds one window's offset with its independent and correlated variances, Pa, Pa²;
    /// `referenceVariancePa2` is the part of the correlated variance that comes from the reference
    /// pressure (clamped to `0…correlated`).
    mutating func add(
        offsetPa: Double, independentVariancePa2: Double, correlatedVariancePa2 correlated: Double,
        referenceVariancePa2 reference: Double = 0, atNanoseconds time: Int64
    ) {
        let independent = max(independentVariancePa2, 1e-6)
        weightSum += 1 / independent
        weightedOffsetSum += offsetPa / independent
        correlatedVariancePa2 = max(correlatedVariancePa2, correlated)
        referenceVariancePa2 = min(max(referenceVariancePa2, max(0, reference)), correlatedVariancePa2)
        windowCount += 1
        lastWindowNanoseconds = time
    }

    /// The windows' combined measurement: weighted mean offset and variance (correlated floor
    /// plus the independent part of the mean), Pa, Pa²; nil before the first window.
    var measurement: (offsetPa: Double, variancePa2: Double)? {
        guard weightSum > 0 else { return nil }
        return (weightedOffsetSum / weightSum, correlatedVariancePa2 + 1 / weightSum)
    }

    /// The measurement fused with the prior by inverse-variance weighting, Pa, Pa².
    var fused: (offsetPa: Double, variancePa2: Double)? {
        guard let measurement else { return nil }
        guard let prior, prior.variancePa2 > 0 else { return measurement }
        return Self.fuse(prior, measurement)
    }

    /// The part of the fused variance that is the windows' reference error, Pa²: `w² R`, with
    /// `w = σ_prior² / (σ_prior² + σ_series²)` the series' weight in the fusion (1 without a
    /// prior) and `R` the largest reference share of a window; nil before the first window.
    var fusedReferenceVariancePa2: Double? {
        guard let measurement else { return nil }
        guard let prior, prior.variancePa2 > 0 else { return referenceVariancePa2 }
        let weight = prior.variancePa2 / (prior.variancePa2 + measurement.variancePa2)
        return weight * weight * referenceVariancePa2
    }

    /// Inverse-variance fusion of two independent estimates.
    static func fuse(_ a: (offsetPa: Double, variancePa2: Double), _ b: (offsetPa: Double, variancePa2: Double))
        -> (offsetPa: Double, variancePa2: Double)
    {
        let wa = 1 / a.variancePa2
        let wb = 1 / b.variancePa2
        return ((a.offsetPa * wa + b.offsetPa * wb) / (wa + wb), 1 / (wa + wb))
    }
}
