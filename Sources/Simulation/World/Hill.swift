import Foundation
public import Geophysics

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
