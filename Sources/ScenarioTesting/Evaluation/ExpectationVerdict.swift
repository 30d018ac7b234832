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
        /// An `across seeds` coverage, which a single run does not judge: this run's tally, to
        /// be pooled over a campaign (`CampaignReport`). Never a failure of the run.
        case pooledObservation(CoverageTally)
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
    /// For a coverage: callbacks within the reported uncertainty, and callbacks counted.
    var tally: CoverageTally?

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

/// One run's coverage count: callbacks whose |error| is within the reported uncertainty, of
/// the callbacks that reported one in the window. `total` 0: the run had no data to count.
public struct CoverageTally: Hashable, Sendable {
    /// Callbacks within the uncertainty.
    public var inside: Int
    /// Callbacks counted.
    public var total: Int

    /// Creates a tally.
    public init(inside: Int, total: Int) {
        self.inside = inside
        self.total = total
    }

    /// `inside / total`, or `nil` without data.
    public var share: Double? { total > 0 ? Double(inside) / Double(total) : nil }
}
