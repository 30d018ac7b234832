internal import CGSL

/// Nonlinear least squares through GSL's `gsl_multifit_nlinear` (trust region with
/// Levenberg–Marquardt steps, the Jacobian by forward differences): the parameters `x` that
/// minimise `Σ rᵢ(x)²` for a residual function `r`, from a starting point.
///
/// Deterministic: the solver draws nothing, so the same residuals and start give the same result.
///
/// ```swift
/// // Fit y = a·e^(b·t) to three points.
/// let t = [0.0, 1, 2], y = [2.0, 5.4, 14.8]
/// let fit = NonlinearLeastSquares.fit(start: [1, 1], residualCount: 3) { x in
///     zip(t, y).map { x[0] * exp(x[1] * $0) - $1 }
/// }
/// ```
public enum NonlinearLeastSquares {
    /// What the solver found.
    public struct Result: Sendable, Equatable {
        /// The parameters at the end.
        public var parameters: [Double]
        /// The residuals there.
        public var residuals: [Double]
        /// Iterations taken.
        public var iterations: Int
        /// Whether a convergence test passed (else the iteration limit was reached).
        public var converged: Bool
    }

    /// Holds the residual function for GSL's C callback (reached through its `params` pointer).
    private final class Problem {
        let residuals: ([Double]) -> [Double]
        let count: Int
        init(residuals: @escaping ([Double]) -> [Double], count: Int) {
            self.residuals = residuals
            self.count = count
        }
    }

    /// Minimises the sum of squared `residuals(x)` (each call must return `residualCount` finite
    /// numbers) from `start`; `nil` when the problem is empty, under-determined
    /// (`residualCount < start.count`) or GSL refuses it.
    /// - Parameters:
    ///   - maximumIterations: the iteration limit (default 200).
    ///   - tolerance: GSL's `xtol`, `gtol` and `ftol` (default 1e-10).
    public static func fit(
        start: [Double], residualCount: Int, maximumIterations: Int = 200, tolerance: Double = 1e-10,
        residuals: @escaping ([Double]) -> [Double]
    ) -> Result? {
        guard !start.isEmpty, residualCount >= start.count else { return nil }
        cgsl_disable_abort_on_error()
        let problem = Problem(residuals: residuals, count: residualCount)
        var parameters = gsl_multifit_nlinear_default_parameters()
        guard
            let workspace = gsl_multifit_nlinear_alloc(
                cgsl_multifit_nlinear_trust(), &parameters, residualCount, start.count)
        else { return nil }
        defer { gsl_multifit_nlinear_free(workspace) }
        guard let x = gsl_vector_alloc(start.count) else { return nil }
        defer { gsl_vector_free(x) }
        for (index, value) in start.enumerated() { gsl_vector_set(x, index, value) }
        return withExtendedLifetime(problem) { () -> Result? in
            var fdf = gsl_multifit_nlinear_fdf()
            fdf.f = { xVector, params, fVector in
                guard let xVector, let params, let fVector else { return Int32(GSL_EBADFUNC) }
                let problem = Unmanaged<Problem>.fromOpaque(params).takeUnretainedValue()
                let x = (0..<Int(xVector.pointee.size)).map { gsl_vector_get(xVector, $0) }
                let r = problem.residuals(x)
                guard r.count == problem.count, r.allSatisfy(\.isFinite) else { return Int32(GSL_EBADFUNC) }
                for (index, value) in r.enumerated() { gsl_vector_set(fVector, index, value) }
                return Int32(GSL_SUCCESS)
            }
            fdf.df = nil
            fdf.fvv = nil
            fdf.n = residualCount
            fdf.p = start.count
            fdf.params = Unmanaged.passUnretained(problem).toOpaque()
            guard gsl_multifit_nlinear_init(x, &fdf, workspace) == Int32(GSL_SUCCESS) else { return nil }
            var info: Int32 = 0
            let status = gsl_multifit_nlinear_driver(
                maximumIterations, tolerance, tolerance, tolerance, nil, nil, &info, workspace)
            guard status == Int32(GSL_SUCCESS) || status == Int32(GSL_EMAXITER),
                let position = gsl_multifit_nlinear_position(workspace),
                let residual = gsl_multifit_nlinear_residual(workspace)
            else { return nil }
            return Result(
                parameters: (0..<start.count).map { gsl_vector_get(position, $0) },
                residuals: (0..<residualCount).map { gsl_vector_get(residual, $0) },
                iterations: gsl_multifit_nlinear_niter(workspace), converged: status == Int32(GSL_SUCCESS))
        }
    }
}
