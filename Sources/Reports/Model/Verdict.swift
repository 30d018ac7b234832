/// The outcome of one scenario run, ordered from best to worst.
public enum Verdict: Int, Hashable, Sendable, Comparable, CaseIterable {
    /// Every expectation held.
    case passed
    /// At least one expectation did not hold.
    case failed
    /// The run could not be completed (bad input, engine crash, …); see `ReportedRun.errorMessage`.
    case error

    /// The lower-case word used in JSON and CSS classes: "passed", "failed", "error".
    public var word: String {
        switch self {
        case .passed: "passed"
        case .failed: "failed"
        case .error: "error"
        }
    }

    /// The upper-case word shown to people, readable without colour: "PASSED", "FAILED", "ERROR".
    public var label: String { word.uppercased() }

    /// Orders by severity, `passed` first, so a sort puts the worst outcome last.
    public static func < (lhs: Verdict, rhs: Verdict) -> Bool { lhs.rawValue < rhs.rawValue }
}
