/// A geodetic position: latitude and longitude in degrees (WGS-84).
public struct GeodeticCoordinate: Hashable, Sendable, Codable {
    /// Latitude, degrees north (−90…90).
    public var latitudeDegrees: Double
    /// Longitude, degrees east (−180…180).
    public var longitudeDegrees: Double

    /// The position at the given latitude and longitude, degrees.
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
