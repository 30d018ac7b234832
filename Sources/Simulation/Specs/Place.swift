public import Geophysics

/// A place a timeline refers to.
public enum Place: Hashable, Sendable, Codable {
    /// A point in the scenario's local plane.
    case point(EastNorth)
    /// The entrance of a building (the middle of its south-facing wall, rotated with it).
    case entrance(building: String)
    /// The centre of a building's footprint.
    case centre(building: String)
}
