/// A part of the run, in nanoseconds since the scenario start; both ends inclusive.
public struct ExpectationWindow: Hashable, Sendable {
    /// The first instant; `nil` = the start of the run.
    public var startNanoseconds: Int64?
    /// The last instant; `nil` = the end of the run.
    public var endNanoseconds: Int64?
    /// `true` for `at TIME` (one instant: start == end).
    public var isInstant: Bool

    /// Creates a window.
    public init(startNanoseconds: Int64? = nil, endNanoseconds: Int64? = nil, isInstant: Bool = false) {
        self.startNanoseconds = startNanoseconds
        self.endNanoseconds = endNanoseconds
        self.isInstant = isInstant
    }

    /// The whole run.
    public static let wholeRun = ExpectationWindow()

    /// `at TIME`.
    public static func instant(_ nanoseconds: Int64) -> ExpectationWindow {
        ExpectationWindow(startNanoseconds: nanoseconds, endNanoseconds: nanoseconds, isInstant: true)
    }

    /// Whether an offset since the start lies in the window.
    public func contains(_ offsetNanoseconds: Int64) -> Bool {
        offsetNanoseconds >= (startNanoseconds ?? .min) && offsetNanoseconds <= (endNanoseconds ?? .max)
    }
}
