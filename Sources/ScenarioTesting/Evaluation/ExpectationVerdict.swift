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
    public init(expectation: Expectation, deviceName: String, outcome: Outcome, expected: String, actual: String,
                instantsNanoseconds: [Int64] = [], excerpt: [String] = []) {
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

/// The outcome of one form before it is dressed with its expectation and device.
struct Finding {
    var holds: Bool
    var expected: String
    var actual: String
    var instants: [Int64] = []
    /// For a coverage, a bias or a floor correctness: the run's tally, for `across seeds`.
    var tally: RunTally?

    static func pass(_ expected: String, _ actual: String, _ instants: [Int64] = []) -> Finding {
        Finding(holds: true, expected: expected, actual: actual, instants: instants)
    }

    static func fail(_ expected: String, _ actual: String, _ instants: [Int64] = []) -> Finding {
        Finding(holds: false, expected: expected, actual: actual, instants: instants)
    }

    static func check(_ holds: Bool, _ expected: String, _ actual: String, _ instants: [Int64] = []) -> Finding {
        Finding(holds: holds, expected: expected, actual: actual, instants: instants)
    }
}

/// One run's contribution to an `across seeds` expectation: the callbacks counted in the window
/// (and placement), those within the reported uncertainty (coverage) or on the true floor (floor
/// correctness), and the sum of their signed errors (bias). `count` 0: the run had no data.
public struct RunTally: Hashable, Sendable {
    /// Callbacks counted.
    public var count: Int
    /// Callbacks whose |error| is within the reported uncertainty (coverage forms), or whose
    /// reported height names the true floor (floor forms).
    public var inside: Int
    /// Sum of the signed errors, m (bias forms).
    public var errorSumMeters: Double

    /// Creates a tally.
    public init(count: Int, inside: Int = 0, errorSumMeters: Double = 0) {
        self.count = count
        self.inside = inside
        self.errorSumMeters = errorSumMeters
    }

    /// The run's share, `inside / count` (a coverage, or a floor correctness), or `nil` without data.
    public var share: Double? { count > 0 ? Double(inside) / Double(count) : nil }
    /// The run's mean error, m, or `nil` without data.
    public var meanErrorMeters: Double? { count > 0 ? errorSumMeters / Double(count) : nil }
}
