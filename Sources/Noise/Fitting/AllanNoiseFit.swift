internal import Foundation

/// A white-noise and random-walk model fitted to an Allan deviation curve by nonlinear least
/// squares (``NonlinearLeastSquares``, GSL): the σ per sample of the white noise and the rate of
/// the random walk whose overlapping Allan deviation comes closest, in log, to the measured points.
///
/// For samples at period τ₀ and averaging factor m (τ = m·τ₀), white noise of σ per sample gives
/// σ²/m and a random walk of rate q (increments of variance q²τ₀ per sample) gives
/// q²τ₀·(2m² + 1)/(6m) (NIST SP 1065, §5.2.4; the two add). The residual of each point is
/// `ln σ_model(τ) − ln σ_measured(τ)`, so every decade weighs alike; the parameters are fitted as
/// logarithms, which keeps them positive.
public struct AllanNoiseFit: Sendable, Equatable {
    /// White noise, Pa RMS per sample (the unit of the curve).
    public var whiteNoiseSigma: Double
    /// Random-walk rate, unit per √s.
    public var randomWalkRatePerRootSecond: Double
    /// Root-mean-square of the log residuals at the end (0 for a perfect fit).
    public var rmsLogResidual: Double

    /// The model's Allan deviation at averaging factor `m` for sample period `periodSeconds`.
    public static func deviation(
        whiteNoiseSigma: Double, randomWalkRatePerRootSecond q: Double, periodSeconds: Double, averagingFactor m: Int
    ) -> Double {
        let mm = Double(m)
        return (whiteNoiseSigma * whiteNoiseSigma / mm + q * q * periodSeconds * (2 * mm * mm + 1) / (6 * mm))
            .squareRoot()
    }

    /// Fits the model to `points` (τ s, deviation) of samples at `periodSeconds`; `nil` with fewer
    /// than two usable points (positive, finite, τ ≥ the period) or when the solver fails.
    public static func fit(points: [(tauSeconds: Double, deviation: Double)], periodSeconds: Double) -> AllanNoiseFit? {
        guard periodSeconds > 0, periodSeconds.isFinite else { return nil }
        let usable = points.filter {
            $0.deviation > 0 && $0.deviation.isFinite && $0.tauSeconds.isFinite && $0.tauSeconds >= periodSeconds
        }.map { (m: max(1, Int(($0.tauSeconds / periodSeconds).rounded())), deviation: $0.deviation) }
        guard usable.count >= 2, let first = usable.first else { return nil }
        // Start: all white at the first point, a walk reaching the last point.
        let last = usable[usable.count - 1]
        let startWhite = first.deviation * Double(first.m).squareRoot()
        let startWalk = last.deviation / (Double(last.m) * periodSeconds / 3).squareRoot()
        guard
            let result = NonlinearLeastSquares.fit(
                start: [log(startWhite), log(startWalk)], residualCount: usable.count,
                residuals: { x in
                    usable.map { point in
                        log(
                            deviation(
                                whiteNoiseSigma: exp(x[0]), randomWalkRatePerRootSecond: exp(x[1]),
                                periodSeconds: periodSeconds, averagingFactor: point.m)) - log(point.deviation)
                    }
                })
        else { return nil }
        let rms = (result.residuals.reduce(0) { $0 + $1 * $1 } / Double(result.residuals.count)).squareRoot()
        return AllanNoiseFit(
            whiteNoiseSigma: exp(result.parameters[0]), randomWalkRatePerRootSecond: exp(result.parameters[1]),
            rmsLogResidual: rms)
    }
}
