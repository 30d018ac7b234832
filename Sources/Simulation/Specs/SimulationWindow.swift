/// A window of simulated time, as offsets from the run's start, in nanoseconds.
///
/// `endOffsetNanoseconds == nil` means "until the end of the run". Windows are half-open:
/// `[start, end)`.
public struct SimulationWindow: Hashable, Sendable, Codable {
    /// Where the window starts, ns from the run's start.
    public var startOffsetNanoseconds: Int64
    /// Where the window ends (excluded), ns from the run's start; `nil` = the end of the run.
    public var endOffsetNanoseconds: Int64?

    /// The window `[startOffsetNanoseconds, endOffsetNanoseconds)`.
    public init(startOffsetNanoseconds: Int64, endOffsetNanoseconds: Int64? = nil) {
        self.startOffsetNanoseconds = startOffsetNanoseconds
        self.endOffsetNanoseconds = endOffsetNanoseconds
    }

    /// A window from `start` lasting `duration` (both offsets in ns).
    public init(startOffsetNanoseconds start: Int64, durationNanoseconds duration: Int64) {
        self.init(startOffsetNanoseconds: start, endOffsetNanoseconds: start + duration)
    }

    /// The whole run.
    public static let always = SimulationWindow(startOffsetNanoseconds: 0)

    /// Whether an offset from the run's start lies in the window.
    public func contains(offsetNanoseconds t: Int64) -> Bool {
        t >= startOffsetNanoseconds && (endOffsetNanoseconds.map { t < $0 } ?? true)
    }
}
