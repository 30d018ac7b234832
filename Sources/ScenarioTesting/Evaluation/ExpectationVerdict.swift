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
}

/// The outcome of one form before it is dressed with its expectation and device.
struct Finding {
    var holds: Bool
    var expected: String
    var actual: String
    var instants: [Int64] = []

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
