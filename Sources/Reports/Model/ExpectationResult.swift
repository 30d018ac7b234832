/// The verdict on one expectation of a scenario.
public struct ExpectationResult: Hashable, Sendable {
    /// The expectation as written in the scenario ("expect p80 hae error <= 2 m").
    public var text: String
    /// Where it is written, "file:line:col".
    public var location: String
    /// Whether it held.
    public var passed: Bool
    /// For failures: expected vs actual and the timeline excerpt, one line each (may be empty).
    public var detailLines: [String]
    /// The shell command that reproduces this run ("altsim run scenarios/x.scenario --seed 7").
    public var reproduceCommand: String
    /// The instants the verdict names, ns since the Unix epoch (a failure gets a detail panel around them).
    public var instantsNanoseconds: [Int64]

    /// Creates a result.
    public init(
        text: String, location: String, passed: Bool, detailLines: [String] = [], reproduceCommand: String,
        instantsNanoseconds: [Int64] = []
    ) {
        self.text = text
        self.location = location
        self.passed = passed
        self.detailLines = detailLines
        self.reproduceCommand = reproduceCommand
        self.instantsNanoseconds = instantsNanoseconds
    }
}
