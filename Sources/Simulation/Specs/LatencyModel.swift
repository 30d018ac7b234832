/// A latency distribution.
public enum LatencyModel: Hashable, Sendable {
    /// Always `seconds`.
    case fixed(seconds: Double)
    /// Uniform between the two bounds, s.
    case uniform(minimumSeconds: Double, maximumSeconds: Double)
    /// `minimumSeconds` plus an exponential tail with the given mean.
    case exponential(minimumSeconds: Double, meanExtraSeconds: Double)
}
