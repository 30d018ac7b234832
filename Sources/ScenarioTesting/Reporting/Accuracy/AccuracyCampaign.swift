public import Scenarios

/// The accuracy campaign report's figures: the runs of many scenarios at many seeds, grouped by
/// the scenarios' tags in the CTIA Stage Z form (Docs/cli.md, "The accuracy campaign report").
///
/// The first group is every run (`all`); then one group per tag in ``ScenarioTag`` order
/// (dense urban, urban, suburban, rural; low and high sites; calm, front, storm; standard and
/// budget phones) that some scenario carries. A run of a scenario without tags is in `all` only.
public struct AccuracyCampaign: Hashable, Sendable {
    /// One scenario's runs.
    public struct ScenarioRuns: Hashable, Sendable {
        /// The scenario file.
        public var path: String
        /// Its tags.
        public var tags: [ScenarioTag]
        /// One record per device and seed.
        public var runs: [RunAccuracy]

        /// Creates a scenario's runs.
        public init(path: String, tags: [ScenarioTag], runs: [RunAccuracy]) {
            self.path = path
            self.tags = tags
            self.runs = runs
        }
    }

    /// The scenarios, in the order run.
    public var scenarios: [ScenarioRuns]
    /// `all`, then one group per tag carried.
    public var groups: [AccuracyGroup]

    /// Groups the runs.
    public init(scenarios: [ScenarioRuns]) {
        self.scenarios = scenarios
        var groups = [AccuracyGroup(name: "all", runs: scenarios.flatMap(\.runs))]
        for tag in ScenarioTag.allCases {
            let tagged = scenarios.filter { $0.tags.contains(tag) }
            guard !tagged.isEmpty else { continue }
            groups.append(AccuracyGroup(name: tag.rawValue, runs: tagged.flatMap(\.runs)))
        }
        self.groups = groups
    }

    /// The published figures shown beside the table.
    public static let publishedFigures: [PublishedFigure] = [
        PublishedFigure(
            source: "FCC z-axis rule (Fifth Report and Order, PS Docket 07-114, 2019)",
            p80Meters: 3, within3Meters: nil, note: "within 3 m for 80 % of wireless 911 calls"),
        PublishedFigure(
            source: "NextNav, CTIA Stage Z test bed (2018)", p80Meters: 1.8, within3Meters: 0.94,
            note: "1.8 m at the 80th percentile, 94 % of fixes within 3 m"),
    ]
}

/// A published accuracy figure the report shows beside the groups (sources in Docs/cli.md).
public struct PublishedFigure: Hashable, Sendable {
    /// Who published it, and where.
    public var source: String
    /// The 80th percentile of |vertical error|, m (a rule's bound or a measured value).
    public var p80Meters: Double?
    /// The share within 3 m.
    public var within3Meters: Double?
    /// The figure in words.
    public var note: String
}
