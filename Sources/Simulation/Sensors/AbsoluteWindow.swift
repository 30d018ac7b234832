/// A `SimulationWindow` resolved to absolute instants once, at model construction, so the
/// per-sample check is two integer comparisons.
struct AbsoluteWindow: Hashable, Sendable {
    var startNanoseconds: Int64
    var endNanoseconds: Int64

    @inline(__always)
    func contains(_ nanoseconds: Int64) -> Bool {
        nanoseconds >= startNanoseconds && nanoseconds < endNanoseconds
    }
}

extension Array where Element == AbsoluteWindow {
    @inline(__always)
    func anyContains(_ nanoseconds: Int64) -> Bool {
        for window in self where window.contains(nanoseconds) { return true }
        return false
    }
}
