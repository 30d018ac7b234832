/// Which samples a numeric expectation uses.
public enum Placement: String, Hashable, Sendable {
    /// Every sample.
    case anywhere
    /// Only while the device is in a building.
    case indoors
    /// Only while it is not.
    case outdoors
}
