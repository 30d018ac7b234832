/// Two runs of one scenario with the same seed under two engine configurations, shown overlaid
/// (A solid, B dashed) with a table of differences.
public struct ComparisonReport: Hashable, Sendable {
    /// Heading of the report.
    public var title: String
    /// What produced the report; never a clock time.
    public var generatedBy: String
    /// Name of configuration A ("filters off").
    public var labelA: String
    /// Name of configuration B ("filters on").
    public var labelB: String
    /// The run under configuration A.
    public var a: ReportedRun
    /// The run under configuration B.
    public var b: ReportedRun

    /// Creates a comparison.
    public init(title: String, generatedBy: String, labelA: String, labelB: String, a: ReportedRun, b: ReportedRun) {
        self.title = title
        self.generatedBy = generatedBy
        self.labelA = labelA
        self.labelB = labelB
        self.a = a
        self.b = b
    }
}
