import Foundation
public import Geophysics

/// The ground surface: orthometric height (m above mean sea level) over the local east/north
/// plane, and its slope.
///
/// Every case answers `heightMeters(at:)` and `slope(at:)` (the gradient magnitude, m of
/// height per m of horizontal distance — the input to HAT uncertainty).
///
/// ```swift
/// let ground = Terrain.plane(InclinedPlane(heightAtOriginMeters: 200, slopeMetersPerKilometer: 10,
///                                          upslopeBearingDegrees: 90))
/// ground.heightMeters(at: EastNorth(eastMeters: 1_000, northMeters: 0))   // 210
/// ```
public enum Terrain: Sendable, Hashable {
    /// Level ground at a height, m above MSL.
    case flat(heightMeters: Double)
    /// An inclined plane.
    case plane(InclinedPlane)
    /// A base height plus smooth Gaussian hills.
    case hills(HillTerrain)
    /// A height grid (usually loaded from a file), bilinearly interpolated.
    case grid(HeightGrid)

    /// Orthometric height of the ground at `point`, m above MSL.
    public func heightMeters(at point: EastNorth) -> Double {
        switch self {
        case .flat(let heightMeters): heightMeters
        case .plane(let plane): plane.heightMeters(at: point)
        case .hills(let hills): hills.heightMeters(at: point)
        case .grid(let grid): grid.heightMeters(at: point)
        }
    }

    /// The ground slope at `point`: the magnitude of the height gradient, m/m (0 = level).
    public func slope(at point: EastNorth) -> Double {
        switch self {
        case .flat: 0
        case .plane(let plane): plane.slopeMetersPerKilometer / 1_000
        case .hills(let hills): hills.slope(at: point)
        case .grid(let grid): grid.slope(at: point)
        }
    }

    /// Checks the parameters (finite heights, positive hill widths).
    public func validate() throws {
        switch self {
        case .flat(let heightMeters): try WorldError.requireFinite(heightMeters, "terrain.heightMeters")
        case .plane(let plane):
            try WorldError.requireFinite(plane.heightAtOriginMeters, "terrain.plane.heightAtOriginMeters")
            try WorldError.requireNonNegative(plane.slopeMetersPerKilometer, "terrain.plane.slopeMetersPerKilometer")
            try WorldError.requireFinite(plane.upslopeBearingDegrees, "terrain.plane.upslopeBearingDegrees")
        case .hills(let hills):
            try WorldError.requireFinite(hills.baseHeightMeters, "terrain.hills.baseHeightMeters")
            for (index, hill) in hills.hills.enumerated() {
                try WorldError.requireFinite(hill.peakHeightMeters, "terrain.hills[\(index)].peakHeightMeters")
                try WorldError.requirePositive(hill.widthMeters, "terrain.hills[\(index)].widthMeters")
                try WorldError.requireFinite(hill.centre.eastMeters, "terrain.hills[\(index)].centre")
                try WorldError.requireFinite(hill.centre.northMeters, "terrain.hills[\(index)].centre")
            }
        case .grid: break  // validated when it was built
        }
    }
}
