/// Which height a number is about.
public enum HeightReference: String, Hashable, Sendable {
    /// Height above the ellipsoid (`height`).
    case hae
    /// Height above terrain (`heightAboveTerrain`).
    case hat
}
