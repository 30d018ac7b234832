import Foundation
public import Geophysics

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
