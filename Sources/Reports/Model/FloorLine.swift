/// One floor of a building, drawn as a labelled horizontal line on the height plots.
public struct FloorLine: Hashable, Sendable {
    /// Label ("floor 3").
    public var label: String
    /// The floor's phone height above the ellipsoid, m (on the HAE plot).
    public var heightHAEMeters: Double
    /// The floor's phone height above terrain, m (on the HAT plot).
    public var heightAboveTerrainMeters: Double
    /// When the phone is inside the building, ns since the epoch: the line is drawn only over
    /// these intervals (empty: over the whole run).
    public var insideNanoseconds: [ClosedRange<Int64>]

    /// Creates a floor line.
    public init(
        label: String, heightHAEMeters: Double, heightAboveTerrainMeters: Double,
        insideNanoseconds: [ClosedRange<Int64>] = []
    ) {
        self.label = label
        self.heightHAEMeters = heightHAEMeters
        self.heightAboveTerrainMeters = heightAboveTerrainMeters
        self.insideNanoseconds = insideNanoseconds
    }
}
