/// A constant horizontal pressure gradient: pressure rises by `paPerMeter` per metre toward a
/// bearing (and is unchanged at the origin).
public struct PressureGradient: Sendable, Hashable {
    /// Pa per metre; ~0.001 typical (1 hPa/100 km), 0.004 strong.
    public var paPerMeter: Double
    /// The direction of rising pressure, degrees clockwise from north.
    public var towardBearingDegrees: Double

    /// Creates a gradient.
    public init(paPerMeter: Double, towardBearingDegrees: Double) {
        self.paPerMeter = paPerMeter
        self.towardBearingDegrees = towardBearingDegrees
    }
}
