public import Scenarios

/// The result of checking one expectation on one device of one run.
public struct ExpectationVerdict: Hashable, Sendable {
    /// Whether it held.
    public enum Outcome: Hashable, Sendable {
        /// The expectation holds.
        case holds
        /// The expectation fails (including "no data in window").
        case fails
        /// A campaign expectation (`sometimes`), which a single run cannot decide; `reached`
        /// tells whether its inner expectation held in this run.
        case campaignObservation(reached: Bool)
        /// An `across seeds` expectation, which a single run does not judge: this run's tally, to
        /// be pooled over a campaign (`CampaignReport`). Never a failure of the run.
        case pooledObservation(RunTally)
    }

    /// The expectation checked.
    public var expectation: Expectation
    /// The device it was checked on.
    public var deviceName: String
    /// The outcome.
    public var outcome: Outcome
    /// What should have been seen (`error 0 by 00:00:30.000`).
    public var expected: String
    /// What was seen (`error 851 until 00:01:02.000`).
    public var actual: String
    /// The instants involved, ns since the scenario start.
    public var instantsNanoseconds: [Int64]
    /// Timeline lines around the instants (filled for failures).
    public var excerpt: [String]

    /// Creates a verdict.
    public init(
        expectation: Expectation, deviceName: String, outcome: Outcome, expected: String, actual: String,
        instantsNanoseconds: [Int64] = [], excerpt: [String] = []
    ) {
        self.expectation = expectation
        self.deviceName = deviceName
        self.outcome = outcome
        self.expected = expected
        self.actual = actual
        self.instantsNanoseconds = instantsNanoseconds
        self.excerpt = excerpt
    }

    /// True when the outcome is a failure.
    public var failed: Bool { outcome == .fails }

    /// False for campaign expectations (`sometimes …`, `… across seeds`), which one run does
    /// not decide.
    public var isJudgedInOneRun: Bool {
        switch outcome {
        case .holds, .fails: true
        case .campaignObservation, .pooledObservation: false
        }
    }
}
