import Foundation
public import Geophysics

/// Where the service offers assistance: a union of circles and polygons.
///
/// A request outside the area is answered with status 600. Polygons are tested in the
/// (longitude, latitude) plane by ray casting (edges are straight in degrees, no polygon may
/// cross the antimeridian); circles use the great-circle distance on a sphere of the WGS-84
/// mean radius.
public struct ServiceArea: Hashable, Sendable, Codable {
    /// A disc around a centre.
    public struct Circle: Hashable, Sendable, Codable {
        /// Centre of the disc.
        public var center: GeodeticCoordinate
        /// Radius, m (great-circle distance).
        public var radiusMeters: Double

        /// Creates a disc.
        public init(center: GeodeticCoordinate, radiusMeters: Double) {
            self.center = center
            self.radiusMeters = radiusMeters
        }
    }

    /// A simple polygon given by its vertices (closing edge implied).
    public struct Polygon: Hashable, Sendable, Codable {
        /// Vertices in order (either orientation), at least three for a non-empty polygon.
        public var vertices: [GeodeticCoordinate]

        /// Creates a polygon.
        public init(vertices: [GeodeticCoordinate]) { self.vertices = vertices }

        /// Whether `point` is inside (ray casting; points exactly on an edge may go either way).
        public func contains(_ point: GeodeticCoordinate) -> Bool {
            guard vertices.count >= 3 else { return false }
            var inside = false
            var j = vertices.count - 1
            for i in vertices.indices {
                let a = vertices[i]
                let b = vertices[j]
                if (a.latitudeDegrees > point.latitudeDegrees) != (b.latitudeDegrees > point.latitudeDegrees) {
                    let t = (point.latitudeDegrees - a.latitudeDegrees) / (b.latitudeDegrees - a.latitudeDegrees)
                    let crossing = a.longitudeDegrees + t * (b.longitudeDegrees - a.longitudeDegrees)
                    if point.longitudeDegrees < crossing { inside.toggle() }
                }
                j = i
            }
            return inside
        }
    }

    /// The discs of the area.
    public var circles: [Circle]
    /// The polygons of the area.
    public var polygons: [Polygon]
    /// When true the area is the whole Earth, whatever the shapes say.
    public var coversEverywhere: Bool

    /// Creates an area from shapes; with no shape the area is empty (every request → 600).
    public init(circles: [Circle] = [], polygons: [Polygon] = [], coversEverywhere: Bool = false) {
        self.circles = circles
        self.polygons = polygons
        self.coversEverywhere = coversEverywhere
    }

    /// The whole Earth.
    public static let everywhere = ServiceArea(coversEverywhere: true)

    /// WGS-84 mean Earth radius, m (for circle distances).
    public static let meanEarthRadiusMeters = 6_371_008.8

    /// Whether the area contains `point`. Invalid coordinates are never inside.
    ///
    /// - Complexity: O(circles + polygon vertices).
    public func contains(_ point: GeodeticCoordinate) -> Bool {
        guard point.isValid else { return false }
        if coversEverywhere { return true }
        if circles.contains(where: { Self.greatCircleDistanceMeters($0.center, point) <= $0.radiusMeters }) {
            return true
        }
        return polygons.contains { $0.contains(point) }
    }

    /// Great-circle (haversine) distance between two points, m.
    public static func greatCircleDistanceMeters(_ a: GeodeticCoordinate, _ b: GeodeticCoordinate) -> Double {
        let toRadians = Double.pi / 180
        let dLat = (b.latitudeDegrees - a.latitudeDegrees) * toRadians
        let dLon = (b.longitudeDegrees - a.longitudeDegrees) * toRadians
        let h =
            sin(dLat / 2) * sin(dLat / 2)
            + cos(a.latitudeDegrees * toRadians) * cos(b.latitudeDegrees * toRadians) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * meanEarthRadiusMeters * asin(min(1, sqrt(h)))
    }
}
