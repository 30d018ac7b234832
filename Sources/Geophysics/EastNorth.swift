import Foundation

/// A point in a local east/north plane, metres from an origin.
public struct EastNorth: Hashable, Sendable, Codable {
    /// Distance east of the origin, m (negative: west).
    public var eastMeters: Double
    /// Distance north of the origin, m (negative: south).
    public var northMeters: Double

    /// The point `eastMeters` east and `northMeters` north of the origin.
    public init(eastMeters: Double, northMeters: Double) {
        self.eastMeters = eastMeters
        self.northMeters = northMeters
    }

    /// Horizontal distance to another point, m.
    public func distanceMeters(to other: EastNorth) -> Double {
        hypot(eastMeters - other.eastMeters, northMeters - other.northMeters)
    }
}
