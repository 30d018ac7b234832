/// The verdict on one expectation of a scenario.
public struct ExpectationResult: Hashable, Sendable {
    /// The expectation as written in the scenario ("expect p80 hae error <= 2 m").
    public var text: String
    /// Where it is written, "file:line:col".
    public var location: String
    /// Whether it held (true for one a single run does not judge: it did not fail).
    public var passed: Bool
    /// False for a campaign row (`sometimes …`, `… across seeds`) in a single run: it neither
    /// held nor failed, and reports count it as "not judged".
    public var judged: Bool
    /// For failures: expected vs actual and the timeline excerpt, one line each (may be empty).
    public var detailLines: [String]
    /// The shell command that reproduces this run ("altsim run scenarios/x.scenario --seed 7").
    public var reproduceCommand: String
    /// The instants the verdict names, ns since the Unix epoch (a failure gets a detail panel around them).
    public var instantsNanoseconds: [Int64]

    /// Creates a result.
    public init(
        text: String, location: String, passed: Bool, judged: Bool = true, detailLines: [String] = [],
        reproduceCommand: String, instantsNanoseconds: [Int64] = []
    ) {
        self.text = text
        self.location = location
        self.passed = passed
        self.judged = judged
        self.detailLines = detailLines
        self.reproduceCommand = reproduceCommand
        self.instantsNanoseconds = instantsNanoseconds
    }
}

extension [ExpectationResult] {
    /// How many held (judged and passed).
    public var heldCount: Int { filter { $0.judged && $0.passed }.count }
    /// How many a single run does not judge.
    public var notJudgedCount: Int { filter { !$0.judged }.count }
    /// How many were judged (held or failed).
    public var judgedCount: Int { filter(\.judged).count }
}
