/// Arithmetic on instants and durations (ns) for engines and the simulator: sums, differences
/// and products saturate at the ends of Int64 instead of trapping or wrapping, so every instant
/// a scheduler may report, and every timestamp an input may carry, is handled
/// (Docs/engine.md, "Time").
extension Int64 {
    /// `self + nanoseconds`, clamped to `Int64.min … Int64.max`.
    @inline(__always)
    public func saturatingAdding(_ nanoseconds: Int64) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(nanoseconds)
        return overflow ? (nanoseconds > 0 ? .max : .min) : sum
    }

    /// `self - nanoseconds`, clamped to `Int64.min … Int64.max`.
    @inline(__always)
    public func saturatingSubtracting(_ nanoseconds: Int64) -> Int64 {
        let (difference, overflow) = subtractingReportingOverflow(nanoseconds)
        return overflow ? (nanoseconds < 0 ? .max : .min) : difference
    }

    /// `self * factor`, clamped to `Int64.min … Int64.max`.
    @inline(__always)
    public func saturatingMultiplied(by factor: Int64) -> Int64 {
        let (product, overflow) = multipliedReportingOverflow(by: factor)
        return overflow ? ((self < 0) == (factor < 0) ? .max : .min) : product
    }
}
