internal import CGSL

/// Confidence intervals and tests for shares and means of a campaign's runs.
///
/// Two uses (Docs/expectations.md, "How a campaign judges a population"):
/// - reports show a share with its **Wilson score interval** (Wilson 1927), which stays inside
///   0…1 and is close to its nominal level away from the ends;
/// - campaigns are **judged** with exact binomial tails (the Clopper–Pearson construction,
///   1934): a bound fails only when the tail probability of what the runs show, under the
///   bound itself, is below the false-alarm rate. Exact tails, because Wilson's actual coverage
///   falls well below nominal near 0 and 1 (n = 20 runs, a 99.5 % bound: 9.5 % false alarms
///   at a nominal 1 %), where bounds such as `in at least 95% of runs` sit.
///
/// Counts may be fractional: a mean of per-run shares times the run count. For values in 0…1
/// with mean p the variance is at most p(1−p), reached by values that are all 0 or 1, so the
/// binomial is the worst case for the mean of per-run shares and the tests stay conservative.
public enum ShareStatistics {
    /// The confidence of the intervals that judge a campaign: a bound that truly holds fails a
    /// block of seeds with probability at most 1 − this (per expectation).
    public static let judgingConfidence = 0.99

    /// The Wilson score interval of `successes` in `trials` at a two-sided `confidence`
    /// (0.95: z = 1.96), or `nil` without trials.
    public static func wilson(successes: Double, trials: Int, confidence: Double = 0.95) -> ClosedRange<Double>? {
        guard trials > 0, confidence > 0, confidence < 1 else { return nil }
        let n = Double(trials)
        let p = min(max(successes / n, 0), 1)
        let z = normalQuantile(0.5 + confidence / 2)
        let denominator = 1 + z * z / n
        let centre = (p + z * z / (2 * n)) / denominator
        let half = z * (p * (1 - p) / n + z * z / (4 * n * n)).squareRoot() / denominator
        // At 0 and n the interval ends at exactly 0 and 1 (the formula leaves a rounding residue).
        let lower = successes <= 0 ? 0 : max(0, centre - half)
        let upper = successes >= n ? 1 : min(1, centre + half)
        return lower...upper
    }

    /// P(X ≤ k) for X ~ Binomial(n, p), continuous in k: I₁₋ₚ(n − k, k + 1).
    public static func binomialLowerTail(successes k: Double, trials n: Int, probability p: Double) -> Double {
        let count = Double(n)
        if k >= count { return 1 }
        if k < 0 { return 0 }
        if p <= 0 { return 1 }
        if p >= 1 { return 0 }
        return gsl_cdf_beta_P(1 - p, count - k, k + 1)
    }

    /// P(X ≥ k) for X ~ Binomial(n, p), continuous in k: Iₚ(k, n − k + 1).
    public static func binomialUpperTail(successes k: Double, trials n: Int, probability p: Double) -> Double {
        let count = Double(n)
        if k <= 0 { return 1 }
        if k > count { return 0 }
        if p <= 0 { return 0 }
        if p >= 1 { return 1 }
        return gsl_cdf_beta_P(p, k, count - k + 1)
    }

    /// The exact (Clopper–Pearson) interval of the share at a two-sided `confidence`: the shares
    /// under which what was seen is not in a tail of probability (1 − confidence)/2, or `nil`
    /// without trials. A campaign judges a share bound with it at 99 %: it fails only when the
    /// interval lies wholly on the wrong side of the bound.
    public static func clopperPearson(successes: Double, trials: Int, confidence: Double) -> ClosedRange<Double>? {
        guard trials > 0, confidence > 0, confidence < 1 else { return nil }
        let n = Double(trials)
        let k = min(max(successes, 0), n)
        let tail = (1 - confidence) / 2
        let lower = k <= 0 ? 0 : betaQuantile(tail, k, n - k + 1, underflow: 0)
        let upper = k >= n ? 1 : betaQuantile(1 - tail, k + 1, n - k, underflow: 1)
        return max(0, lower)...min(1, max(lower, upper))
    }

    /// The `probability` quantile of Beta(a, b). GSL answers NaN when a share's count is within
    /// about 0.005 of 0 or of n (a shape parameter that small puts the quantile beyond the
    /// smallest double from 0 or 1: `(p·a·B(a, b))^(1/a)` underflows); the interval's end is then
    /// `underflow` (0 for the lower end, 1 for the upper). A mean of per-run shares all 1 can sum
    /// to n − 10⁻¹⁵, which is such a count.
    private static func betaQuantile(_ probability: Double, _ a: Double, _ b: Double, underflow: Double) -> Double {
        // GSL's default handler aborts the process where the quantile fails to converge.
        cgsl_disable_abort_on_error()
        let quantile = gsl_cdf_beta_Pinv(probability, a, b)
        return quantile.isFinite ? quantile : underflow
    }

    /// The two-sided Student-t interval of the mean of `values` at `confidence`, or `nil` for
    /// fewer than two values (no spread to judge by).
    public static func meanInterval(_ values: [Double], confidence: Double) -> ClosedRange<Double>? {
        guard values.count >= 2, confidence > 0, confidence < 1 else { return nil }
        let n = Double(values.count)
        let mean = values.reduce(0, +) / n
        let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)
        let half =
            studentQuantile(0.5 + confidence / 2, degreesOfFreedom: values.count - 1) * (variance / n).squareRoot()
        return (mean - half)...(mean + half)
    }

    /// The standard normal quantile (0.975 → 1.96).
    public static func normalQuantile(_ probability: Double) -> Double { gsl_cdf_ugaussian_Pinv(probability) }

    /// Student's t quantile with `degreesOfFreedom` (0.995, 19 → 2.861).
    public static func studentQuantile(_ probability: Double, degreesOfFreedom: Int) -> Double {
        gsl_cdf_tdist_Pinv(probability, Double(max(1, degreesOfFreedom)))
    }
}
