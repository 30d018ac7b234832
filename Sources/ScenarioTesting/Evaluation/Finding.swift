import Scenarios

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
