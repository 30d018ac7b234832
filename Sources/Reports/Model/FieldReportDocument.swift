/// The report of `altsim log run --report`: real recordings run through the engine, one
/// `ReportedRun` per recording (plots, events, expectations) with the figures its labels judge.
///
/// No wall-clock timestamp: identical runs give byte-identical HTML.
public struct FieldReportDocument: Hashable, Sendable {
    /// One recording's run and the figures of its summary row.
    public struct Recording: Hashable, Sendable {
        /// The run: name (the recording's file name), path, plots, events, expectations.
        public var run: ReportedRun
        /// The site scenario the recording ran at.
        public var site: String
        /// The floor the engine names above the entrance it found (`nil`: no entrance found).
        public var engineFloor: Int?
        /// The floor the final absolute height above terrain names (with the assistance reference).
        public var absoluteFloor: Int?
        /// The labelled final floor, when the recording has one.
        public var labelledFloor: Int?
        /// Labelled seconds where the indoor detector agrees with the label.
        public var indoorAgreeingSeconds: Int
        /// All seconds with an indoor label.
        public var indoorLabelledSeconds: Int
        /// Rows the importer cleaned, as ("stream: class", count), in a fixed order.
        public var cleanedRows: [CleanedRows]

        /// Creates a recording's entry.
        public init(
            run: ReportedRun, site: String, engineFloor: Int?, absoluteFloor: Int?, labelledFloor: Int?,
            indoorAgreeingSeconds: Int, indoorLabelledSeconds: Int, cleanedRows: [CleanedRows]
        ) {
            self.run = run
            self.site = site
            self.engineFloor = engineFloor
            self.absoluteFloor = absoluteFloor
            self.labelledFloor = labelledFloor
            self.indoorAgreeingSeconds = indoorAgreeingSeconds
            self.indoorLabelledSeconds = indoorLabelledSeconds
            self.cleanedRows = cleanedRows
        }
    }

    /// One class of cleaned rows of a recording.
    public struct CleanedRows: Hashable, Sendable {
        /// What was cleaned ("pressure: empty cell").
        public var kind: String
        /// How many rows.
        public var count: Int

        /// Creates a count.
        public init(kind: String, count: Int) {
            self.kind = kind
            self.count = count
        }
    }

    /// Heading of the report.
    public var title: String
    /// What produced the report (the command line). Never a clock time.
    public var generatedBy: String
    /// The engine that ran.
    public var engine: String
    /// The recordings, in the order they were given.
    public var recordings: [Recording]
    /// The totals line(s) the command printed ("field logs: 3 recordings, …").
    public var totals: [String]

    /// Creates a document.
    public init(
        title: String, generatedBy: String, engine: String = ReportDocument.builtInEngine, recordings: [Recording],
        totals: [String] = []
    ) {
        self.title = title
        self.generatedBy = generatedBy
        self.engine = engine
        self.recordings = recordings
        self.totals = totals
    }

    /// The worst verdict over all recordings; an empty document passes.
    public var overallVerdict: Verdict { recordings.map(\.run.verdict).max() ?? .passed }
}
