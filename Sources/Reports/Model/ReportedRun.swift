/// What the report shows about one run of one scenario with one seed.
///
/// The lead's mapping fills this from a trace and the expectation results; Reports knows
/// nothing about the simulator's types.
public struct ReportedRun: Hashable, Sendable {
    /// Scenario name ("office tower, calm day").
    public var name: String
    /// The scenario file ("scenarios/demo/tower.scenario").
    public var path: String
    /// The root seed of the run.
    public var seed: UInt64
    /// The outcome.
    public var verdict: Verdict
    /// Why the run could not complete, for `.error`.
    public var errorMessage: String?
    /// Key accuracy figures.
    public var accuracy: AccuracyFigures
    /// Every expectation with its verdict, in scenario order.
    public var expectations: [ExpectationResult]
    /// Warning codes the engine raised, in order of first appearance ("3001 low GNSS accuracy").
    public var warningsRaised: [String]
    /// A hash of the run's trace (hex text), for spotting changed runs; empty when unknown.
    public var traceHash: String
    /// The time series and annotations to plot.
    public var series: ScenarioSeries

    /// Creates a reported run.
    public init(
        name: String, path: String, seed: UInt64, verdict: Verdict, errorMessage: String? = nil,
        accuracy: AccuracyFigures = AccuracyFigures(), expectations: [ExpectationResult] = [],
        warningsRaised: [String] = [], traceHash: String = "", series: ScenarioSeries
    ) {
        self.name = name
        self.path = path
        self.seed = seed
        self.verdict = verdict
        self.errorMessage = errorMessage
        self.accuracy = accuracy
        self.expectations = expectations
        self.warningsRaised = warningsRaised
        self.traceHash = traceHash
        self.series = series
    }
}
