/// Everything one report shows: a title, a line naming what produced it, and one
/// `ReportedRun` per scenario run (per seed when sweeping), in the order given.
///
/// There is deliberately no wall-clock timestamp: the HTML, JUnit and JSON outputs are
/// byte-identical for identical documents.
public struct ReportDocument: Hashable, Sendable {
    /// Heading of the report ("AltitudeSim scenario run").
    public var title: String
    /// What produced the report, e.g. "altsim 0.1 run scenarios/ --seed 7". Never a clock time.
    public var generatedBy: String
    /// The runs, in the order they are shown.
    public var scenarios: [ReportedRun]
    /// The engine that ran ("built-in AltitudeEngine", "process: python3 tools/engines/isa_engine.py").
    public var engine: String

    /// Creates a document.
    public init(
        title: String, generatedBy: String, scenarios: [ReportedRun], engine: String = ReportDocument.builtInEngine
    ) {
        self.title = title
        self.generatedBy = generatedBy
        self.scenarios = scenarios
        self.engine = engine
    }

    /// The name of the built-in engine as the scenarios configure it.
    public static let builtInEngine = "built-in AltitudeEngine"

    /// The worst verdict over all scenarios: `.error` beats `.failed` beats `.passed`;
    /// an empty document passes.
    public var overallVerdict: Verdict {
        scenarios.map(\.verdict).max() ?? .passed
    }
}
