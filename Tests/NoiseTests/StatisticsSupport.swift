import CGSL
import Foundation
import Testing

/// Seeds every statistical test runs over: tolerances come from the sample size, never from
/// one seed.
let statisticalSeeds: [UInt64] = [1, 20_261_129, 0xDEAD_BEEF]

/// Summary statistics computed with GSL's own functions.
enum Stats {
    static func mean(_ data: [Double]) -> Double {
        data.withUnsafeBufferPointer { gsl_stats_mean($0.baseAddress, 1, $0.count) }
    }

    static func variance(_ data: [Double]) -> Double {
        data.withUnsafeBufferPointer { gsl_stats_variance($0.baseAddress, 1, $0.count) }
    }

    static func lag1Autocorrelation(_ data: [Double]) -> Double {
        data.withUnsafeBufferPointer { gsl_stats_lag1_autocorrelation($0.baseAddress, 1, $0.count) }
    }

    /// Pearson correlation of `data[k...]` with `data[..<(n−k)]` (gsl_stats_correlation).
    static func autocorrelation(_ data: [Double], lag: Int) -> Double {
        let head = Array(data[..<(data.count - lag)])
        let tail = Array(data[lag...])
        return head.withUnsafeBufferPointer { h in
            tail.withUnsafeBufferPointer { t in
                gsl_stats_correlation(h.baseAddress, 1, t.baseAddress, 1, h.count)
            }
        }
    }

    /// The `fraction` quantile (gsl_stats_quantile_from_sorted_data).
    static func quantile(_ data: [Double], _ fraction: Double) -> Double {
        let sorted = data.sorted()
        return sorted.withUnsafeBufferPointer {
            gsl_stats_quantile_from_sorted_data($0.baseAddress, 1, $0.count, fraction)
        }
    }

    /// Least-squares slope of `y` on `x`: cov(x, y) / var(x), both from GSL.
    static func slope(x: [Double], y: [Double]) -> Double {
        let covariance = x.withUnsafeBufferPointer { xs in
            y.withUnsafeBufferPointer { ys in gsl_stats_covariance(xs.baseAddress, 1, ys.baseAddress, 1, xs.count) }
        }
        return covariance / variance(x)
    }

    /// Standard error of a sample variance of `n` values with variance `variance` and
    /// kurtosis `kurtosis` (3 for a Gaussian): `variance·√((κ − 1)/n)`.
    static func varianceStandardError(variance: Double, kurtosis: Double = 3, n: Int) -> Double {
        variance * ((kurtosis - 1) / Double(n)).squareRoot()
    }

    /// Bartlett's standard error of the lag-`k` autocorrelation of an AR(1) series with
    /// coefficient `phi`, from `n` values.
    static func ar1AutocorrelationStandardError(phi: Double, lag k: Int, n: Int) -> Double {
        let p2 = phi * phi
        let p2k = pow(p2, Double(k))
        let sum = (1 + p2) * (1 - p2k) / (1 - p2) - 2 * Double(k) * p2k
        return (sum / Double(n)).squareRoot()
    }
}

/// Expects `actual` within `standardErrors` standard errors `se` of `expected`; prints the
/// seed and both values when it fails.
func expectClose(
    _ actual: Double, _ expected: Double, standardError se: Double, standardErrors: Double = 5,
    _ what: String, seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        abs(actual - expected) <= standardErrors * se,
        "\(what), seed \(seed): expected \(expected) ± \(standardErrors)×\(se), got \(actual)",
        sourceLocation: sourceLocation)
}
