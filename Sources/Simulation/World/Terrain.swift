public import Geophysics
import Foundation

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

/// An inclined plane: a height at the origin rising at a constant slope toward a bearing.
public struct InclinedPlane: Sendable, Hashable {
    /// Height at the local origin, m above MSL.
    public var heightAtOriginMeters: Double
    /// Rise per kilometre of horizontal distance toward `upslopeBearingDegrees`, m/km (≥ 0).
    public var slopeMetersPerKilometer: Double
    /// The direction in which the ground rises, degrees clockwise from north.
    public var upslopeBearingDegrees: Double

    /// Creates a plane.
    public init(heightAtOriginMeters: Double, slopeMetersPerKilometer: Double, upslopeBearingDegrees: Double) {
        self.heightAtOriginMeters = heightAtOriginMeters
        self.slopeMetersPerKilometer = slopeMetersPerKilometer
        self.upslopeBearingDegrees = upslopeBearingDegrees
    }

    /// Height at `point`, m above MSL.
    public func heightMeters(at point: EastNorth) -> Double {
        heightAtOriginMeters
            + slopeMetersPerKilometer / 1_000 * Bearing.along(point, Bearing.unitVector(degrees: upslopeBearingDegrees))
    }
}

/// One smooth hill: `peak · exp(−r² / (2·width²))`, r the distance from its centre.
public struct Hill: Sendable, Hashable {
    /// Where the top is.
    public var centre: EastNorth
    /// Height of the top above the base height, m (negative for a hollow).
    public var peakHeightMeters: Double
    /// The Gaussian's standard deviation, m (the steepest slope is at r = width).
    public var widthMeters: Double

    /// Creates a hill.
    public init(centre: EastNorth, peakHeightMeters: Double, widthMeters: Double) {
        self.centre = centre
        self.peakHeightMeters = peakHeightMeters
        self.widthMeters = widthMeters
    }
}

/// A base height plus a sum of Gaussian hills; height and slope are analytic.
public struct HillTerrain: Sendable, Hashable {
    /// Height far from every hill, m above MSL.
    public var baseHeightMeters: Double
    /// The hills, summed.
    public var hills: [Hill]

    /// Creates hilly terrain.
    public init(baseHeightMeters: Double, hills: [Hill]) {
        self.baseHeightMeters = baseHeightMeters
        self.hills = hills
    }

    /// Height at `point`, m above MSL.
    public func heightMeters(at point: EastNorth) -> Double {
        var height = baseHeightMeters
        for hill in hills {
            let dx = point.eastMeters - hill.centre.eastMeters
            let dy = point.northMeters - hill.centre.northMeters
            height += hill.peakHeightMeters * exp(-(dx * dx + dy * dy) / (2 * hill.widthMeters * hill.widthMeters))
        }
        return height
    }

    /// Gradient magnitude at `point`, m/m.
    public func slope(at point: EastNorth) -> Double {
        var gradientEast = 0.0
        var gradientNorth = 0.0
        for hill in hills {
            let dx = point.eastMeters - hill.centre.eastMeters
            let dy = point.northMeters - hill.centre.northMeters
            let s2 = hill.widthMeters * hill.widthMeters
            let bump = hill.peakHeightMeters * exp(-(dx * dx + dy * dy) / (2 * s2))
            gradientEast -= bump * dx / s2
            gradientNorth -= bump * dy / s2
        }
        return hypot(gradientEast, gradientNorth)
    }
}
