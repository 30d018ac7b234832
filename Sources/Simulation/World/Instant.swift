import Foundation
import Geophysics

/// Differences of `Int64` nanosecond instants that never trap.
enum Instant {
    /// `later − earlier` in seconds; exact to the nanosecond unless the integer difference
    /// overflows, in which case it is computed in floating point.
    @inline(__always)
    static func secondsBetween(_ earlier: Int64, _ later: Int64) -> Double {
        let (difference, overflow) = later.subtractingReportingOverflow(earlier)
        return overflow ? (Double(later) - Double(earlier)) * 1e-9 : Double(difference) * 1e-9
    }
}
