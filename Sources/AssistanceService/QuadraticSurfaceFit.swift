import Foundation

/// The curvature term of the plane fit: a weighted least-squares quadratic surface
/// `a + b·e + c·n + d·e² + f·n² + g·e·n` (e, n in km) through the stations, used instead of the
/// plane where it gives the device the smaller total variance.
///
/// Why: a front between stations is not a plane. Its pressure falls steadily ahead of the line
/// and rises sharply behind it (Docs/assistance-service.md, "Fronts"), so across a front the
/// field has a kink. A plane through stations either side puts the device halfway between
/// their values — 3–4 m wrong under a 3 hPa/40 min cold front with stations 25 km apart — and
/// the plane's residual scatter (`disagreementPa`) then makes σ cover that error several times
/// over. A quadratic surface follows the curvature across the front; its own residual scatter,
/// measured with `n − 6` degrees of freedom, keeps its σ honest.
///
/// The choice is minimum variance, the same rule either way round: the value with the smaller
/// `propagated variance + disagreement²`. A plane field (calm weather, a steady synoptic
/// gradient) has no plane misfit, and the plane — with three parameters, the smaller propagated
/// variance — keeps the estimate; a front's misfit moves it to the quadratic surface.
enum QuadraticSurfaceFit {
    /// Fewest stations for the quadratic surface: its six parameters and two residual degrees of
    /// freedom, so its own misfit is measured rather than assumed zero.
    static let minimumStations = 8

    /// Number of fitted parameters.
    static let parameterCount = 6

    /// `plane` or the quadratic surface through `samples`, whichever has the smaller total
    /// variance at the device; `plane` unchanged with fewer than `minimumStations` stations or
    /// when the quadratic fit fails.
    static func preferred(_ plane: InterpolationResult, samples: [InterpolationSample]) -> InterpolationResult {
        guard samples.count >= minimumStations, let quadratic = fit(samples) else { return plane }
        return totalVariancePa2(quadratic) < totalVariancePa2(plane) ? quadratic : plane
    }

    /// The variance the service reports for an interpolation (before the position term), Pa².
    static func totalVariancePa2(_ result: InterpolationResult) -> Double {
        result.propagatedVariancePa2 + result.disagreementPa * result.disagreementPa
    }

    /// The six basis values of a station at `e`, `n` km.
    static func basis(eastKm e: Double, northKm n: Double) -> [Double] {
        [1, e, n, e * e, n * n, e * n]
    }

    /// The weighted fit (weights `1/variance`, `gsl_multifit_wlinear`) of pressure and
    /// temperature; `nil` when GSL fails or a result is not finite.
    static func fit(_ samples: [InterpolationSample]) -> InterpolationResult? {
        guard
            let fit = WeightedSurfaceFit(
                samples, parameterCount: parameterCount, basis: { e, n in basis(eastKm: e, northKm: n) })
        else { return nil }
        let pressure = fit.pressureCoefficients[0]
        let temperature = fit.temperatureCoefficients[0]
        let variance = fit.devicePressureVariancePa2
        guard pressure.isFinite, temperature.isFinite, variance.isFinite, variance >= 0 else { return nil }
        let (disagreement, disagreementT) = misfit(
            samples, chisq: fit.pressureChiSquared, temperatureCoefficients: fit.temperatureCoefficients)
        // The gradient at the device (the origin): the linear coefficients, per km.
        let gradient = hypot(fit.pressureCoefficients[1], fit.pressureCoefficients[2]) / 1_000
        return InterpolationResult(
            pressurePa: pressure, temperatureKelvin: temperature, propagatedVariancePa2: variance,
            disagreementPa: disagreement, temperatureDisagreementKelvin: disagreementT,
            gradientPaPerMeter: gradient, methodUsed: .planeFit, resolvesCurvature: true)
    }

    /// The pressure scatter about the surface beyond the stations' stated variances (the plane
    /// fit's estimator with `n − 6` degrees of freedom) and the temperature residuals' RMS.
    static func misfit(
        _ samples: [InterpolationSample], chisq: Double, temperatureCoefficients ct: [Double]
    ) -> (pressurePa: Double, temperatureKelvin: Double) {
        let n = samples.count
        let dof = Double(n - parameterCount)
        let weightSum = samples.reduce(0) { $0 + 1 / max($1.variancePa2, 1e-12) }
        let excess = max(0, chisq / dof - 1)
        var sumT = 0.0
        for s in samples {
            let values = basis(eastKm: s.eastMeters / 1_000, northKm: s.northMeters / 1_000)
            let fitted = zip(values, ct).reduce(0) { $0 + $1.0 * $1.1 }
            sumT += (s.temperatureKelvin - fitted) * (s.temperatureKelvin - fitted)
        }
        return (sqrt(Double(n) / weightSum * excess), sqrt(sumT / dof))
    }
}
