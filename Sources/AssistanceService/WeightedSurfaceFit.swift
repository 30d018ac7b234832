internal import CGSL

/// One weighted least-squares fit of the stations' pressure and temperature on a basis of their
/// positions (weights `1/variance`): the plane (`1, e, n`) and the quadratic surface
/// (`QuadraticSurfaceFit`) are this fit on different bases. The device is the origin, so the
/// first coefficient is the value at the device and `[(XᵀWX)⁻¹]₀₀` its variance (unscaled, as
/// GSL's covariance for a weighted fit).
///
/// Solved by Householder QR (`HouseholderLeastSquares`). Where the stations cannot separate
/// the basis columns (the surface's 1 and e² on a grid of two columns, 1, e² and n² on a circle
/// round the device), there is no fit: the value at the device is then not determined by the
/// stations — its basis row lies outside the span of theirs, so any split of the dependent
/// columns fits them equally well and gives a different answer there, GSL's minimum-norm split
/// included. The caller then uses a smaller basis.
struct WeightedSurfaceFit {
    /// Pressure coefficients in basis order, Pa per basis unit.
    var pressureCoefficients: [Double]
    /// Temperature coefficients in basis order, K per basis unit.
    var temperatureCoefficients: [Double]
    /// Variance of the fitted pressure at the device, Pa².
    var devicePressureVariancePa2: Double
    /// Weighted sum of squared pressure residuals (χ²).
    var pressureChiSquared: Double

    /// The fit of `samples` on `basis` (its `parameterCount` values for a station at `e`, `n` km);
    /// `nil` when the stations leave the columns dependent or a weight is not finite and positive.
    init?(
        _ samples: [InterpolationSample], parameterCount p: Int,
        basis: (_ eastKm: Double, _ northKm: Double) -> [Double]
    ) {
        var design: [Double] = []
        design.reserveCapacity(samples.count * p)
        for s in samples { design += basis(s.eastMeters / 1_000, s.northMeters / 1_000) }
        let weights = samples.map { 1 / max($0.variancePa2, 1e-12) }
        if let (solutions, variance) = HouseholderLeastSquares.solve(
            design: design, rows: samples.count, columns: p, weights: weights,
            responses: [samples.map(\.pressurePa), samples.map(\.temperatureKelvin)])
        {
            pressureCoefficients = solutions[0].coefficients
            temperatureCoefficients = solutions[1].coefficients
            devicePressureVariancePa2 = variance
            pressureChiSquared = solutions[0].chiSquared
        } else {
            return nil
        }
    }

    /// The same fit by GSL's `gsl_multifit_wlinear` (an SVD, the minimum-norm answer where the
    /// columns are dependent), to check the QR against; `nil` when GSL cannot allocate or solve it.
    init?(
        gsl samples: [InterpolationSample], parameterCount p: Int,
        basis: (_ eastKm: Double, _ northKm: Double) -> [Double]
    ) {
        _ = SpatialInterpolation.gslConfigured
        let n = samples.count
        guard let x = gsl_matrix_alloc(n, p), let w = gsl_vector_alloc(n), let y = gsl_vector_alloc(n),
            let yt = gsl_vector_alloc(n), let c = gsl_vector_alloc(p), let ct = gsl_vector_alloc(p),
            let cov = gsl_matrix_alloc(p, p), let covT = gsl_matrix_alloc(p, p),
            let work = gsl_multifit_linear_alloc(n, p)
        else { return nil }
        defer {
            gsl_matrix_free(x)
            gsl_vector_free(w)
            gsl_vector_free(y)
            gsl_vector_free(yt)
            gsl_vector_free(c)
            gsl_vector_free(ct)
            gsl_matrix_free(cov)
            gsl_matrix_free(covT)
            gsl_multifit_linear_free(work)
        }
        for (i, s) in samples.enumerated() {
            for (j, value) in basis(s.eastMeters / 1_000, s.northMeters / 1_000).enumerated() {
                gsl_matrix_set(x, i, j, value)
            }
            gsl_vector_set(w, i, 1 / max(s.variancePa2, 1e-12))
            gsl_vector_set(y, i, s.pressurePa)
            gsl_vector_set(yt, i, s.temperatureKelvin)
        }
        var chisq = 0.0
        var chisqT = 0.0
        guard gsl_multifit_wlinear(x, w, y, c, cov, &chisq, work) == 0,
            gsl_multifit_wlinear(x, w, yt, ct, covT, &chisqT, work) == 0
        else { return nil }
        pressureCoefficients = (0..<p).map { gsl_vector_get(c, $0) }
        temperatureCoefficients = (0..<p).map { gsl_vector_get(ct, $0) }
        devicePressureVariancePa2 = gsl_matrix_get(cov, 0, 0)
        pressureChiSquared = chisq
    }
}
