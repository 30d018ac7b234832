import Foundation
import Geophysics

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
