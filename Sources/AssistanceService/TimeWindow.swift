/// A half-open interval of service time, `[startNanoseconds, endNanoseconds)`, ns since the
/// Unix epoch. Used for station outages and failure injections.
public struct TimeWindow: Hashable, Sendable, Codable {
    /// First instant inside the window, ns since the epoch.
    public var startNanoseconds: Int64
    /// First instant after the window, ns since the epoch.
    public var endNanoseconds: Int64

    /// Creates a window; an end at or before the start makes an empty window.
    public init(startNanoseconds: Int64, endNanoseconds: Int64) {
        self.startNanoseconds = startNanoseconds
        self.endNanoseconds = endNanoseconds
    }

    /// A window that contains every instant.
    public static let always = TimeWindow(startNanoseconds: .min, endNanoseconds: .max)

    /// Whether `nanoseconds` lies inside the window.
    public func contains(_ nanoseconds: Int64) -> Bool {
        nanoseconds >= startNanoseconds && nanoseconds < endNanoseconds
    }
}

extension Array where Element == TimeWindow {
    /// Whether any window of the list contains `nanoseconds`.
    func anyContains(_ nanoseconds: Int64) -> Bool {
        contains { $0.contains(nanoseconds) }
    }
}

extension Int64 {
    /// `self − other`, clamped to `Int64.min ... Int64.max` instead of trapping on overflow.
    func saturatingMinus(_ other: Int64) -> Int64 {
        let (difference, overflow) = subtractingReportingOverflow(other)
        guard overflow else { return difference }
        return other < 0 ? .max : .min
    }
}
