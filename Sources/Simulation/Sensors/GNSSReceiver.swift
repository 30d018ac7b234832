public import AltitudeEngine
public import Geophysics
public import Noise

/// One delivered location fix with its truth.
public struct GNSSFix: Hashable, Sendable {
    /// What the engine receives.
    public var location: NNLocation
    /// Horizontal distance between the fix and the truth, m.
    public var trueErrorMeters: Double
    /// When the engine receives it, ns since the epoch.
    public var deliverAtNanoseconds: Int64
}

/// A phone's location provider (GNSSSpec): Gauss–Markov errors per axis by environment,
/// multipath jumps, indoor outage or Wi-Fi fixes, reported accuracy as a scale of σ, lag,
/// lock time, faults.
/// PHASE2-SKELETON: the sensors engineer replaces this body with the full model.
public final class GNSSReceiver {
    public let spec: GNSSSpec
    public let fixPeriodNanoseconds: Int64

    public init(spec: GNSSSpec, root: NoiseRoot, streamPrefix: String, runStartNanoseconds: Int64) {
        self.spec = spec
        fixPeriodNanoseconds = Int64((1e9 / max(spec.rateHz, 1e-3)).rounded())
    }

    /// The fix for the true position at `nanoseconds`, or `nil` when there is none.
    public func fix(truePosition: EastNorth, isIndoors: Bool, plane: LocalTangentPlane, atNanoseconds nanoseconds: Int64) -> GNSSFix? {
        let coordinate = plane.coordinate(of: truePosition)
        return GNSSFix(
            location: NNLocation(latitudeDegrees: coordinate.latitudeDegrees, longitudeDegrees: coordinate.longitudeDegrees,
                                 horizontalAccuracyMeters: 5, timestampNanoseconds: nanoseconds),
            trueErrorMeters: 0, deliverAtNanoseconds: nanoseconds)
    }
}
