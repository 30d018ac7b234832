public import AltitudeEngine
internal import Foundation

/// One delivered location fix with its truth.
public struct GNSSFix: Hashable, Sendable {
    /// What the engine receives.
    public var location: NNLocation
    /// Horizontal distance between the fix and the truth, m.
    public var trueErrorMeters: Double
    /// When the engine receives it, ns since the epoch.
    public var deliverAtNanoseconds: Int64
}
