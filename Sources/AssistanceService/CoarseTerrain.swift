import Foundation
public import Geophysics

/// A lower-resolution copy of a terrain: the source sampled on a square grid and
/// interpolated bilinearly, to study the height-above-terrain error of a coarse terrain model.
///
/// The grid lies in the local tangent plane around `origin`, with nodes at multiples of
/// `spacingMeters` east and north. Each query samples the four surrounding nodes from the source
/// (O(1), no cache, deterministic). The slope is the magnitude of the bilinear surface's
/// gradient at the point; the source's own slope is not used.
///
/// ```swift
/// let coarse = CoarseTerrain(source: world, origin: scenarioOrigin, spacingMeters: 90).provider
/// ```
public struct CoarseTerrain: Sendable {
    /// The terrain being resampled.
    public let source: TerrainProvider
    /// The local tangent plane whose east/north axes carry the grid.
    public let plane: LocalTangentPlane
    /// Distance between grid nodes, m (values ≤ 0 or not finite are replaced by 1 m).
    public let spacingMeters: Double

    /// Creates a coarse copy of `source` on a grid anchored at `origin`.
    public init(source: TerrainProvider, origin: GeodeticCoordinate, spacingMeters: Double) {
        self.source = source
        self.plane = LocalTangentPlane(origin: origin)
        self.spacingMeters = spacingMeters.isFinite && spacingMeters > 0 ? spacingMeters : 1
    }

    /// Ground height above mean sea level (m) and slope (m/m) of the coarse surface.
    public func heightAndSlope(at coordinate: GeodeticCoordinate) -> (orthometricHeightMeters: Double, slope: Double) {
        let point = plane.eastNorth(of: coordinate)
        let gx = point.eastMeters / spacingMeters
        let gy = point.northMeters / spacingMeters
        let i0 = gx.rounded(.down)
        let j0 = gy.rounded(.down)
        let fx = gx - i0
        let fy = gy - j0
        func node(_ i: Double, _ j: Double) -> Double {
            let c = plane.coordinate(of: EastNorth(eastMeters: i * spacingMeters, northMeters: j * spacingMeters))
            return source.heightAndSlope(c).orthometricHeightMeters
        }
        let h00 = node(i0, j0)
        let h10 = node(i0 + 1, j0)
        let h01 = node(i0, j0 + 1)
        let h11 = node(i0 + 1, j0 + 1)
        let height = h00 * (1 - fx) * (1 - fy) + h10 * fx * (1 - fy) + h01 * (1 - fx) * fy + h11 * fx * fy
        let dhdx = ((h10 - h00) * (1 - fy) + (h11 - h01) * fy) / spacingMeters
        let dhdy = ((h01 - h00) * (1 - fx) + (h11 - h10) * fx) / spacingMeters
        return (height, hypot(dhdx, dhdy))
    }

    /// This coarse terrain as a provider the server can use.
    public var provider: TerrainProvider {
        let copy = self
        return TerrainProvider { copy.heightAndSlope(at: $0) }
    }
}
