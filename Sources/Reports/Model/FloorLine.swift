/// One floor of a building, drawn as a labelled horizontal line on the height plots.
public struct FloorLine: Hashable, Sendable {
    /// Label ("floor 3").
    public var label: String
    /// The floor's phone height above the ellipsoid, m (on the HAE plot).
    public var heightHAEMeters: Double
    /// The floor's phone height above terrain, m (on the HAT plot).
    public var heightAboveTerrainMeters: Double

    /// Creates a floor line.
    public init(label: String, heightHAEMeters: Double, heightAboveTerrainMeters: Double) {
        self.label = label
        self.heightHAEMeters = heightHAEMeters
        self.heightAboveTerrainMeters = heightAboveTerrainMeters
    }
}
