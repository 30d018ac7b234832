/// What the activity recogniser thinks the user is doing.
public enum ActivityKind: String, Hashable, Sendable, CaseIterable, Codable {
    /// Not moving.
    case still
    /// Walking (slow: allowed for background calibration, not for manual calibration).
    case walking
    /// Running.
    case running
    /// In a car, bus, train...
    case inVehicle
    /// The recogniser does not know.
    case unknown
}
