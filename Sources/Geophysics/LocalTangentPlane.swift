import Foundation

/// A local tangent plane around an origin on the WGS-84 ellipsoid.
///
/// Uses the meridional and prime-vertical radii of curvature at the origin: exact to first
/// order, with errors below 1 m within ~50 km of the origin, which is the scale of a scenario.
public struct LocalTangentPlane: Hashable, Sendable, Codable {
    /// WGS-84 semi-major axis, m.
    public static let wgs84SemiMajorAxisMeters = 6_378_137.0
    /// WGS-84 first eccentricity squared.
    public static let wgs84EccentricitySquared = 6.694_379_990_14e-3

    /// The point the plane touches the ellipsoid at: east/north (0, 0).
    public let origin: GeodeticCoordinate
    private let metersPerDegreeNorth: Double
    private let metersPerDegreeEast: Double

    /// The plane around `origin`, with its radii of curvature there.
    public init(origin: GeodeticCoordinate) {
        self.origin = origin
        let phi = origin.latitudeDegrees * .pi / 180
        let a = Self.wgs84SemiMajorAxisMeters
        let e2 = Self.wgs84EccentricitySquared
        let w = 1 - e2 * sin(phi) * sin(phi)
        let meridional = a * (1 - e2) / pow(w, 1.5)
        let primeVertical = a / sqrt(w)
        metersPerDegreeNorth = meridional * .pi / 180
        metersPerDegreeEast = max(primeVertical * cos(phi) * .pi / 180, 1e-6)
    }

    /// The local position of a geodetic coordinate, m.
    public func eastNorth(of coordinate: GeodeticCoordinate) -> EastNorth {
        EastNorth(
            eastMeters: (coordinate.longitudeDegrees - origin.longitudeDegrees) * metersPerDegreeEast,
            northMeters: (coordinate.latitudeDegrees - origin.latitudeDegrees) * metersPerDegreeNorth)
    }

    /// The geodetic coordinate of a local position.
    public func coordinate(of point: EastNorth) -> GeodeticCoordinate {
        GeodeticCoordinate(
            latitudeDegrees: origin.latitudeDegrees + point.northMeters / metersPerDegreeNorth,
            longitudeDegrees: origin.longitudeDegrees + point.eastMeters / metersPerDegreeEast)
    }
}
