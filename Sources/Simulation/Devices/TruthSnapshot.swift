public import AltitudeEngine
public import Geophysics

/// The truth about one device at one instant.
public struct TruthSnapshot: Hashable, Sendable {
    /// Horizontal position in the scenario's local plane, m.
    public var position: EastNorth
    /// Height of the phone above mean sea level, m.
    public var heightMSLMeters: Double
    /// Height of the phone above the WGS-84 ellipsoid, m (what `height` should be).
    public var heightHAEMeters: Double
    /// Height of the phone above the terrain, m (what `heightAboveTerrain` should be).
    public var heightAboveTerrainMeters: Double
    /// Index of the building the person is in, if any.
    public var buildingIndex: Int?
    /// Floor number when in a building.
    public var floor: Int?
    /// True pressure at the phone, Pa.
    public var pressurePa: Double
    /// What the person is really doing.
    public var activity: ActivityKind

    /// A snapshot of the given truth.
    public init(
        position: EastNorth, heightMSLMeters: Double, heightHAEMeters: Double, heightAboveTerrainMeters: Double,
        buildingIndex: Int?, floor: Int?, pressurePa: Double, activity: ActivityKind
    ) {
        self.position = position
        self.heightMSLMeters = heightMSLMeters
        self.heightHAEMeters = heightHAEMeters
        self.heightAboveTerrainMeters = heightAboveTerrainMeters
        self.buildingIndex = buildingIndex
        self.floor = floor
        self.pressurePa = pressurePa
        self.activity = activity
    }

    /// Whether the person is inside a building.
    public var isIndoors: Bool { buildingIndex != nil }
}
