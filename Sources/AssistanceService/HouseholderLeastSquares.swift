/// Weighted linear least squares by Householder QR: the small fits of the service (at most a few
/// dozen stations, at most six parameters) solved in a few thousand instructions, where GSL's
/// `gsl_multifit_wlinear` (an SVD of the weighted design matrix) takes about a hundred times as
/// many.
///
/// With `A = √W·X` and `b = √W·y`, the QR factorisation `A = Q·R` gives the coefficients from
/// `R·c = (Qᵀb)[0..<p]`, the weighted residual sum of squares `χ² = ‖b − A·c‖²` and the
/// unscaled covariance `(XᵀWX)⁻¹ = R⁻¹R⁻ᵀ`, whose `[0][0]` is `‖R⁻ᵀe₀‖²` (Golub & Van Loan,
/// *Matrix Computations*, 4th ed., §5.2 and §5.3). Householder QR is backward stable like the
/// SVD, so both agree to about `cond(A)·ε` on a full-rank problem; where the factor's diagonal
/// says the columns are (nearly) dependent, `solve` returns `nil` and the caller falls back to
/// GSL, whose truncated SVD gives the minimum-norm answer.
///
/// Deterministic: a fixed sequence of IEEE-754 operations, no state, no allocation beyond the
/// result arrays.
enum HouseholderLeastSquares {
    /// Below this ratio of a diagonal element of `R` to the largest column norm of `A`, the
    /// columns count as dependent: about 10⁴·ε, far above rounding in a well-posed fit and far
    /// below any conditioning the service's station layouts give.
    static let rankTolerance = 1e-12

    /// The result for each right-hand side, in the order given.
    struct Solution {
        /// Coefficients in basis order.
        var coefficients: [Double]
        /// Weighted residual sum of squares `Σ wᵢ (yᵢ − xᵢ·c)²`.
        var chiSquared: Double
    }

    /// Solves `min ‖√W (X·c − y)‖` for every `y` of `responses`.
    ///
    /// - Parameters:
    ///   - design: `X`, row-major, `rows × columns` values.
    ///   - weights: `wᵢ > 0`, one per row.
    ///   - responses: right-hand sides, each `rows` values.
    /// - Returns: the solutions and `[(XᵀWX)⁻¹]₀₀`, or `nil` with fewer rows than columns, a
    ///   non-positive or non-finite weight, or dependent columns.
    static func solve(design: [Double], rows n: Int, columns p: Int, weights: [Double], responses: [[Double]])
        -> (solutions: [Solution], firstVariance: Double)?
    {
        guard p > 0, n >= p, design.count == n * p, weights.count == n,
            weights.allSatisfy({ $0 > 0 && $0.isFinite }), responses.allSatisfy({ $0.count == n })
        else { return nil }
        let roots = weights.map { $0.squareRoot() }
        // Column-major A = √W·X, so a column is contiguous; the right-hand sides follow it.
        var a = [Double](repeating: 0, count: n * (p + responses.count))
        for i in 0..<n {
            for j in 0..<p { a[j * n + i] = roots[i] * design[i * p + j] }
            for (k, y) in responses.enumerated() { a[(p + k) * n + i] = roots[i] * y[i] }
        }
        let weighted = a
        var largestNorm = 0.0
        for j in 0..<p { largestNorm = max(largestNorm, norm(a, column: j, from: 0, rows: n)) }
        guard largestNorm > 0, largestNorm.isFinite else { return nil }
        var diagonal = [Double](repeating: 0, count: p)
        a.withUnsafeMutableBufferPointer { a in
            for j in 0..<p { diagonal[j] = reflect(&a, column: j, rows: n, totalColumns: p + responses.count) }
        }
        guard diagonal.allSatisfy({ abs($0) > rankTolerance * largestNorm }) else { return nil }
        var solutions: [Solution] = []
        for k in 0..<responses.count {
            let c = backSubstitute(a, diagonal: diagonal, rightHandColumn: p + k, rows: n, columns: p)
            var chiSquared = 0.0
            for i in 0..<n {
                var fitted = 0.0
                for j in 0..<p { fitted += weighted[j * n + i] * c[j] }
                let r = weighted[(p + k) * n + i] - fitted
                chiSquared += r * r
            }
            solutions.append(Solution(coefficients: c, chiSquared: chiSquared))
        }
        return (solutions, firstVariance(a, diagonal: diagonal, rows: n, columns: p))
    }

    /// The Euclidean norm of rows `from..<rows` of a column, scaled against overflow.
    private static func norm(_ a: [Double], column j: Int, from start: Int, rows n: Int) -> Double {
        var scale = 0.0
        for i in start..<n { scale = max(scale, abs(a[j * n + i])) }
        guard scale > 0 else { return 0 }
        var sum = 0.0
        for i in start..<n {
            let x = a[j * n + i] / scale
            sum += x * x
        }
        return scale * sum.squareRoot()
    }

    /// Applies the Householder reflection that zeroes column `j` below its diagonal to columns
    /// `j…` (the right-hand sides included). Leaves the reflection vector `v` (with `v₀` in the
    /// diagonal slot) in the column and returns `R[j][j]`.
    private static func reflect(
        _ a: inout UnsafeMutableBufferPointer<Double>, column j: Int, rows n: Int, totalColumns: Int
    ) -> Double {
        let base = j * n
        var scale = 0.0
        for i in j..<n { scale = max(scale, abs(a[base + i])) }
        guard scale > 0 else { return 0 }
        var sum = 0.0
        for i in j..<n {
            let x = a[base + i] / scale
            sum += x * x
        }
        let alpha = a[base + j] >= 0 ? -scale * sum.squareRoot() : scale * sum.squareRoot()
        // v = x − α·e₁; H = I − 2vvᵀ/(vᵀv), with vᵀv = 2α(α − x₀) = −2α·v₀.
        a[base + j] -= alpha
        let v0 = a[base + j]
        let vtv = -alpha * v0
        for k in (j + 1)..<totalColumns {
            let other = k * n
            var dot = 0.0
            for i in j..<n { dot += a[base + i] * a[other + i] }
            let factor = dot / vtv
            for i in j..<n { a[other + i] -= factor * a[base + i] }
        }
        return alpha
    }

    /// Solves `R·c = (Qᵀb)[0..<p]`, `R`'s strict upper part in the columns above their diagonals.
    private static func backSubstitute(
        _ a: [Double], diagonal: [Double], rightHandColumn k: Int, rows n: Int, columns p: Int
    ) -> [Double] {
        var c = [Double](repeating: 0, count: p)
        for j in stride(from: p - 1, through: 0, by: -1) {
            var sum = a[k * n + j]
            for m in (j + 1)..<p { sum -= a[m * n + j] * c[m] }
            c[j] = sum / diagonal[j]
        }
        return c
    }

    /// `[(RᵀR)⁻¹]₀₀ = ‖z‖²` with `Rᵀz = e₀` (forward substitution).
    private static func firstVariance(_ a: [Double], diagonal: [Double], rows n: Int, columns p: Int) -> Double {
        var z = [Double](repeating: 0, count: p)
        for j in 0..<p {
            var sum = j == 0 ? 1.0 : 0.0
            for m in 0..<j { sum -= a[j * n + m] * z[m] }
            z[j] = sum / diagonal[j]
        }
        return z.reduce(0) { $0 + $1 * $1 }
    }
}
