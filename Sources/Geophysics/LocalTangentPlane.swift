import Foundation

/// A geodetic position: latitude and longitude in degrees (WGS-84).
public struct GeodeticCoordinate: Hashable, Sendable, Codable {
    public var latitudeDegrees: Double
    public var longitudeDegrees: Double

    public init(latitudeDegrees: Double, longitudeDegrees: Double) {
        self.latitudeDegrees = latitudeDegrees
        self.longitudeDegrees = longitudeDegrees
    }

    /// Whether both values are finite and within [-90, 90] × [-180, 180].
    public var isValid: Bool {
        latitudeDegrees.isFinite && longitudeDegrees.isFinite
            && abs(latitudeDegrees) <= 90 && abs(longitudeDegrees) <= 180
    }
}

/// A point in a local east/north plane, metres from an origin.
public struct EastNorth: Hashable, Sendable, Codable {
    public var eastMeters: Double
    public var northMeters: Double

    public init(eastMeters: Double, northMeters: Double) {
        self.eastMeters = eastMeters
        self.northMeters = northMeters
    }

    /// Horizontal distance to another point, m.
    public func distanceMeters(to other: EastNorth) -> Double {
        hypot(eastMeters - other.eastMeters, northMeters - other.northMeters)
    }
}

/// A local tangent plane around an origin on the WGS-84 ellipsoid.
///
/// Uses the meridional and prime-vertical radii of curvature at the origin: exact to first
/// order, with errors below 1 m within ~50 km of the origin, which is the scale of a scenario.
public struct LocalTangentPlane: Hashable, Sendable, Codable {
    /// WGS-84 semi-major axis, m.
    public static let wgs84SemiMajorAxisMeters = 6_378_137.0
    /// WGS-84 first eccentricity squared.
    public static let wgs84EccentricitySquared = 6.694_379_990_14e-3

    public let origin: GeodeticCoordinate
    private let metersPerDegreeNorth: Double
    private let metersPerDegreeEast: Double

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
