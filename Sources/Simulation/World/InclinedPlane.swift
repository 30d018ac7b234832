import Foundation
public import Geophysics

/// An inclined plane: a height at the origin rising at a constant slope toward a bearing.
public struct InclinedPlane: Sendable, Hashable {
    /// Height at the local origin, m above MSL.
    public var heightAtOriginMeters: Double
    /// Rise per kilometre of horizontal distance toward `upslopeBearingDegrees`, m/km (≥ 0).
    public var slopeMetersPerKilometer: Double
    /// The direction in which the ground rises, degrees clockwise from north.
    public var upslopeBearingDegrees: Double

    /// Creates a plane.
    public init(heightAtOriginMeters: Double, slopeMetersPerKilometer: Double, upslopeBearingDegrees: Double) {
        self.heightAtOriginMeters = heightAtOriginMeters
        self.slopeMetersPerKilometer = slopeMetersPerKilometer
        self.upslopeBearingDegrees = upslopeBearingDegrees
    }

    /// Height at `point`, m above MSL.
    public func heightMeters(at point: EastNorth) -> Double {
        heightAtOriginMeters
            + slopeMetersPerKilometer / 1_000 * Bearing.along(point, Bearing.unitVector(degrees: upslopeBearingDegrees))
    }
}
