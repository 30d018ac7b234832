/// Time arithmetic shared by the sensor and transport models: saturating, never trapping.
enum SensorTime {
    /// The largest duration a sensor parameter may express: 10⁶ s (~11.6 days) in ns, so sums
    /// with any instant of a run stay far from `Int64.max`.
    static let maximumDurationNanoseconds: Int64 = 1_000_000 * 1_000_000_000

    /// `seconds` as ns, rounded; NaN and negative values give 0, huge values saturate at
    /// `maximumDurationNanoseconds`.
    static func nanoseconds(fromSeconds seconds: Double) -> Int64 {
        guard seconds.isFinite else { return seconds == .infinity ? maximumDurationNanoseconds : 0 }
        guard seconds > 0 else { return 0 }
        let ns = (seconds * 1e9).rounded()
        return ns >= Double(maximumDurationNanoseconds) ? maximumDurationNanoseconds : Int64(ns)
    }

    /// `a + b`, saturating at the `Int64` bounds (the engine's own time arithmetic, from
    /// EngineInterface).
    static func add(_ a: Int64, _ b: Int64) -> Int64 { a.saturatingAdding(b) }

    /// `a − b`, saturating at the `Int64` bounds.
    static func subtract(_ a: Int64, _ b: Int64) -> Int64 { a.saturatingSubtracting(b) }

    /// A window's absolute bounds `[start, end)` for a run starting at `runStartNanoseconds`
    /// (an open end is `Int64.max`).
    static func absoluteBounds(of window: SimulationWindow, runStartNanoseconds: Int64) -> AbsoluteWindow {
        AbsoluteWindow(
            startNanoseconds: add(runStartNanoseconds, window.startOffsetNanoseconds),
            endNanoseconds: window.endOffsetNanoseconds.map { add(runStartNanoseconds, $0) } ?? .max)
    }
}
