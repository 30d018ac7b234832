internal import CGSL

/// Quantiles of sorted data, as GSL computes them.
///
/// `gsl_stats_quantile_from_sorted_data` interpolates linearly between order statistics:
/// for `n` values sorted ascending and a fraction `f`, the index is `(n − 1)·f` and the
/// result is `x[i] + (x[i+1] − x[i])·(index − i)`. So p80 of 1…5 m is 4.2 m, the median of
/// an even count is the mean of the middle two, and `f = 1` is the maximum.
public enum Percentile {
    /// The `fraction` quantile (0…1) of `sortedValues` (ascending), or `nil` when empty or
    /// when the fraction is outside 0…1.
    public static func quantile(sortedValues: [Double], fraction: Double) -> Double? {
        guard !sortedValues.isEmpty, fraction >= 0, fraction <= 1 else { return nil }
        return sortedValues.withUnsafeBufferPointer { buffer in
            gsl_stats_quantile_from_sorted_data(buffer.baseAddress, 1, buffer.count, fraction)
        }
    }

    /// The quantile of unsorted values (sorted here).
    public static func quantile(of values: [Double], fraction: Double) -> Double? {
        quantile(sortedValues: values.sorted(), fraction: fraction)
    }
}
