import Geophysics
import Foundation

/// Helpers for compass bearings: degrees clockwise from north, as every direction in the world
/// models is given.
enum Bearing {
    /// The unit vector (east, north) pointing toward `bearingDegrees`.
    static func unitVector(degrees bearingDegrees: Double) -> (east: Double, north: Double) {
        let radians = bearingDegrees * .pi / 180
        return (sin(radians), cos(radians))
    }

    /// The distance of `point` from the origin along `unit`, m.
    @inline(__always)
    static func along(_ point: EastNorth, _ unit: (east: Double, north: Double)) -> Double {
        point.eastMeters * unit.east + point.northMeters * unit.north
    }
}

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
