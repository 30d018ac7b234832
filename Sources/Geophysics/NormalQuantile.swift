/// Two-sided quantiles of the standard normal distribution used to turn one σ into the
/// confidence radii the SDK reports.
public enum NormalQuantile {
    /// z such that P(|X| ≤ z) = 0.68 (0.994458).
    public static let twoSided68 = 0.994_457_883_209_753
    /// z such that P(|X| ≤ z) = 0.90 (1.644854).
    public static let twoSided90 = 1.644_853_626_951_472
    /// z such that P(|X| ≤ z) = 0.95 (1.959964).
    public static let twoSided95 = 1.959_963_984_540_054
}
