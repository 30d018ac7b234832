internal import CGSL
import Foundation

/// One station prepared for spatial interpolation, in the device's local tangent plane.
struct InterpolationSample {
    var eastMeters: Double
    var northMeters: Double
    var distanceMeters: Double
    var pressurePa: Double
    var temperatureKelvin: Double
    /// Total variance of this station's value at the device (noise, age, floor, distance), Pa².
    var variancePa2: Double
}

/// The outcome of spatial interpolation at the device (the tangent plane's origin).
struct InterpolationResult {
    var pressurePa: Double
    var temperatureKelvin: Double
    /// Variance propagated from the stations' variances through the interpolation weights, Pa².
    var propagatedVariancePa2: Double
    /// Station disagreement: weighted spread (IDW) or residual scatter (plane fit), Pa.
    var disagreementPa: Double
    /// The same for temperature, K.
    var temperatureDisagreementKelvin: Double
    /// Fitted horizontal gradient, Pa/m (plane fit only).
    var gradientPaPerMeter: Double?
    var methodUsed: InterpolationMethod
    /// Whether the fit's basis has second-order terms (the quadratic surface), so that a field's
    /// curvature between the stations is part of its answer rather than of its error.
    var resolvesCurvature = false
}

enum SpatialInterpolation {
    /// Below this many metres a station counts as co-located with the device.
    static let colocatedMeters = 0.01

    /// Turns GSL's abort-on-error handler off exactly once per process (thread-safe lazy global).
    static let gslConfigured: Bool = {
        cgsl_disable_abort_on_error()
        return true
    }()

    static func interpolate(_ samples: [InterpolationSample], method: InterpolationMethod) -> InterpolationResult? {
        guard !samples.isEmpty else { return nil }
        switch method {
        case .inverseDistance(let power):
            return inverseDistance(samples, power: power)
        case .planeFit:
            if samples.count >= 3, !isDegenerate(samples), let fit = planeFit(samples) {
                // Where a front bends the field, a quadratic surface may serve the device better.
                return QuadraticSurfaceFit.preferred(fit, samples: samples)
            }
            return inverseDistance(samples, power: 2)
        }
    }

    /// Inverse-distance weighting; a co-located station takes all the weight.
    static func inverseDistance(_ samples: [InterpolationSample], power: Double) -> InterpolationResult {
        let p = power.isFinite && power > 0 ? power : 2
        let nearest = samples.map(\.distanceMeters).min() ?? 0
        // Weights relative to the nearest station, (d_min/dᵢ)^p ∈ (0, 1]: the same normalised
        // weights as 1/dᵢ^p, but no overflow or underflow to an all-zero sum for large p or d.
        var weights = samples.map { sample -> Double in
            if nearest < colocatedMeters { return sample.distanceMeters < colocatedMeters ? 1 : 0 }
            return pow(nearest / sample.distanceMeters, p)
        }
        let total = weights.reduce(0, +)
        weights = weights.map { $0 / total }
        var pressure = 0.0
        var temperature = 0.0
        var variance = 0.0
        for (w, s) in zip(weights, samples) {
            pressure += w * s.pressurePa
            temperature += w * s.temperatureKelvin
            variance += w * w * s.variancePa2
        }
        var spread = 0.0
        var spreadT = 0.0
        for (w, s) in zip(weights, samples) {
            spread += w * (s.pressurePa - pressure) * (s.pressurePa - pressure)
            spreadT += w * (s.temperatureKelvin - temperature) * (s.temperatureKelvin - temperature)
        }
        return InterpolationResult(
            pressurePa: pressure, temperatureKelvin: temperature, propagatedVariancePa2: variance,
            disagreementPa: sqrt(spread), temperatureDisagreementKelvin: sqrt(spreadT), gradientPaPerMeter: nil,
            methodUsed: .inverseDistance(power: p))
    }

    /// Whether the stations are (nearly) collinear: the smaller principal spread of their
    /// positions is under 1 m² or under 10⁻⁶ of the larger.
    static func isDegenerate(_ samples: [InterpolationSample]) -> Bool {
        let n = Double(samples.count)
        let me = samples.reduce(0) { $0 + $1.eastMeters } / n
        let mn = samples.reduce(0) { $0 + $1.northMeters } / n
        var sxx = 0.0
        var syy = 0.0
        var sxy = 0.0
        for s in samples {
            let dx = s.eastMeters - me
            let dy = s.northMeters - mn
            sxx += dx * dx / n
            syy += dy * dy / n
            sxy += dx * dy / n
        }
        let root = sqrt((sxx - syy) * (sxx - syy) + 4 * sxy * sxy)
        let largest = (sxx + syy + root) / 2
        let smallest = (sxx + syy - root) / 2
        return smallest < 1 || smallest < 1e-6 * largest
    }

    /// Weighted least-squares plane `a + b·e + c·n` (e, n in km) with weights `1/variance`,
    /// via `gsl_multifit_wlinear`. The value at the device is `a`; its variance is `cov[0][0]`
    /// (GSL's covariance for a weighted fit is `(XᵀWX)⁻¹`, unscaled).
    static func planeFit(_ samples: [InterpolationSample]) -> InterpolationResult? {
        guard let fit = WeightedSurfaceFit(samples, parameterCount: 3, basis: { e, n in [1, e, n] }) else { return nil }
        let pressure = fit.pressureCoefficients[0]
        let temperature = fit.temperatureCoefficients[0]
        let variance = fit.devicePressureVariancePa2
        guard pressure.isFinite, temperature.isFinite, variance.isFinite, variance >= 0 else { return nil }
        let (disagreement, disagreementT) = planeDisagreement(
            samples, chisq: fit.pressureChiSquared, temperatureFit: fit.temperatureCoefficients,
            temperature: temperature)
        let gradient = hypot(fit.pressureCoefficients[1], fit.pressureCoefficients[2]) / 1_000
        return InterpolationResult(
            pressurePa: pressure, temperatureKelvin: temperature, propagatedVariancePa2: variance,
            disagreementPa: disagreement, temperatureDisagreementKelvin: disagreementT,
            gradientPaPerMeter: gradient, methodUsed: .planeFit)
    }

    /// The pressure and temperature scatter of `samples` about the fitted planes beyond what the
    /// stations' stated variances give (0 with 3 samples or fewer, where the plane fits exactly).
    static func planeDisagreement(
        _ samples: [InterpolationSample], chisq: Double, temperatureFit ct: [Double],
        temperature: Double
    ) -> (pressurePa: Double, temperatureKelvin: Double) {
        let n = samples.count
        guard n > 3 else { return (0, 0) }
        // Residual scatter beyond the stations' stated variances: the weighted mean square
        // residual (corrected for the 3 fitted parameters) minus what those variances alone give
        // it, n/Σw. Stations that agree within their noise add nothing (their noise is already in
        // `variance`); a field that is not a plane (a front between them) adds its misfit.
        let weightSum = samples.reduce(0) { $0 + 1 / max($1.variancePa2, 1e-12) }
        let excess = max(0, chisq / Double(n - 3) - 1)
        let disagreement = sqrt(Double(n) / weightSum * excess)
        var sumT = 0.0
        for s in samples {
            let fitted =
                temperature + ct[1] * s.eastMeters / 1_000
                + ct[2] * s.northMeters / 1_000
            sumT += (s.temperatureKelvin - fitted) * (s.temperatureKelvin - fitted)
        }
        return (disagreement, sqrt(sumT / Double(n - 3)))
    }
}
