/// A statistic of |error|.
public enum ErrorStatistic: String, Hashable, Sendable, CaseIterable {
    /// The 68th percentile.
    case p68
    /// The 80th percentile (the FCC's metric).
    case p80
    /// The 90th percentile.
    case p90
    /// The 95th percentile.
    case p95
    /// The largest error.
    case max

    /// The quantile as a fraction (1 for `max`).
    public var quantile: Double {
        switch self {
        case .p68: 0.68
        case .p80: 0.80
        case .p90: 0.90
        case .p95: 0.95
        case .max: 1.0
        }
    }
}
