public import Geophysics

/// The service's terrain model: orthometric ground height and slope at a position.
///
/// The world's truth lives in the simulator, so the service receives terrain as a closure.
/// Use `CoarseTerrain` to give the service a lower-resolution copy of the world's terrain.
public struct TerrainProvider: Sendable {
    /// Ground height above mean sea level (m) and slope magnitude (m/m) at a position.
    public let heightAndSlope: @Sendable (GeodeticCoordinate) -> (orthometricHeightMeters: Double, slope: Double)

    /// Creates a provider from a closure.
    public init(
        heightAndSlope: @escaping @Sendable (GeodeticCoordinate) -> (orthometricHeightMeters: Double, slope: Double)
    ) {
        self.heightAndSlope = heightAndSlope
    }

    /// Flat ground at a fixed height above mean sea level.
    public static func flat(orthometricHeightMeters: Double) -> TerrainProvider {
        TerrainProvider { _ in (orthometricHeightMeters, 0) }
    }
}
