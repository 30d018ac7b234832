public import ScenarioTesting
public import Scenarios

/// What a campaign (`altsim run … --seeds LIST`) reports: each scenario's verdicts over the
/// seeds and the accuracy figures of every run grouped by tags. The HTML, JSON and JUnit
/// campaign outputs (``CampaignHTMLReport``, ``CampaignJSONReport``, ``CampaignJUnitReport``)
/// render it.
public struct CampaignDocument: Sendable {
    /// One scenario of the campaign.
    public struct Entry: Sendable {
        /// The scenario file.
        public var path: String
        /// Its title.
        public var name: String
        /// Its tags.
        public var tags: [ScenarioTag]
        /// The verdicts over the seeds; `nil` when a run could not be set up.
        public var report: CampaignReport?
        /// Why a run could not be set up, if so.
        public var errorMessage: String?

        /// Creates an entry.
        public init(
            path: String, name: String, tags: [ScenarioTag], report: CampaignReport?, errorMessage: String? = nil
        ) {
            self.path = path
            self.name = name
            self.tags = tags
            self.report = report
            self.errorMessage = errorMessage
        }

        /// The entry's verdict.
        public var verdict: Verdict {
            guard let report else { return .error }
            return report.passed ? .passed : .failed
        }
    }

    /// The report's title.
    public var title: String
    /// The command line that produced it.
    public var generatedBy: String
    /// The engine's name.
    public var engine: String
    /// The seeds every scenario ran at.
    public var seeds: [UInt64]
    /// The scenarios, in the order run.
    public var entries: [Entry]
    /// The accuracy figures of the runs.
    public var accuracy: AccuracyCampaign

    /// Creates a document.
    public init(
        title: String, generatedBy: String, engine: String, seeds: [UInt64], entries: [Entry],
        accuracy: AccuracyCampaign
    ) {
        self.title = title
        self.generatedBy = generatedBy
        self.engine = engine
        self.seeds = seeds
        self.entries = entries
        self.accuracy = accuracy
    }

    /// Failed when any scenario failed, error when any could not run, else passed.
    public var overallVerdict: Verdict {
        if entries.contains(where: { $0.verdict == .error }) { return .error }
        return entries.contains(where: { $0.verdict == .failed }) ? .failed : .passed
    }

    /// `1...20`, or the seeds listed.
    public var seedText: String {
        guard let first = seeds.first, let last = seeds.last else { return "none" }
        if first <= last && seeds == Array(first...last) { return "\(first)...\(last)" }
        return seeds.map(String.init).joined(separator: ",")
    }
}
