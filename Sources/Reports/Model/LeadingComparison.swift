/// An A/B comparison shown at the top of a run report, before the library's scenarios, with a
/// sentence saying what to look at (the demo's filter story: `altsim run --lead-with`).
public struct LeadingComparison: Hashable, Sendable {
    /// What to look at in the comparison, in words (the scenario's header comment).
    public var caption: String
    /// The two runs and their labels.
    public var comparison: ComparisonReport

    /// Creates a leading comparison.
    public init(caption: String, comparison: ComparisonReport) {
        self.caption = caption
        self.comparison = comparison
    }
}
