/// Differences of instants (ns since the Unix epoch) that never trap, whatever the inputs:
/// plain `Int64` subtraction overflows for instants more than 292 years apart.
enum TimeDifference {
    /// `later − earlier` in ns as a `Double` (exact up to 2⁵³ ns ≈ 104 days, then within 2⁻⁵³ relative).
    static func nanoseconds(from earlier: Int64, to later: Int64) -> Double {
        later >= earlier
            ? Double(UInt64(bitPattern: later &- earlier))
            : -Double(UInt64(bitPattern: earlier &- later))
    }

    /// `later − earlier` in ns, saturated to the `Int64` range.
    static func saturated(from earlier: Int64, to later: Int64) -> Int64 {
        let (difference, overflow) = later.subtractingReportingOverflow(earlier)
        guard overflow else { return difference }
        return later >= earlier ? .max : .min
    }
}
