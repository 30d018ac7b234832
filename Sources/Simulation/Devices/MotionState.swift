public import AltitudeEngine
public import Geophysics

/// Where a person is at one instant: the kinematic part of the truth.
public struct MotionState: Hashable, Sendable {
    /// Horizontal position, m.
    public var position: EastNorth
    /// The building the person is in (index into `World.buildings`), or `nil` outdoors.
    public var buildingIndex: Int?
    /// Height of the feet above the building's ground floor, m (0 outdoors and on floor 0).
    public var floorHeightAboveGroundMeters: Double
    /// What the person is really doing.
    public var activity: ActivityKind
    /// Horizontal or vertical speed of the motion under way, m/s (0 when still).
    public var speedMetersPerSecond: Double
}
