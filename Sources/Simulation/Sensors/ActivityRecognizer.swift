public import AltitudeEngine
public import Noise

/// The phone's activity recogniser (ActivitySpec): a symmetric confusion matrix and a latency.
/// PHASE2-SKELETON: the sensors engineer replaces this body with the full model.
public final class ActivityRecognizer {
    public let spec: ActivitySpec
    public let periodNanoseconds: Int64

    public init(spec: ActivitySpec, root: NoiseRoot, streamPrefix: String) {
        self.spec = spec
        periodNanoseconds = Int64((1e9 / max(spec.rateHz, 1e-6)).rounded())
    }

    /// The result for the true activity at `nanoseconds` (delivered `latencySeconds` later),
    /// or `nil` when the recogniser is disabled.
    public func recognise(trueActivity: ActivityKind, atNanoseconds nanoseconds: Int64) -> (sample: ActivitySample, deliverAtNanoseconds: Int64)? {
        guard spec.enabled else { return nil }
        return (ActivitySample(kind: trueActivity, confidence: spec.reportedConfidence, timestampNanoseconds: nanoseconds), nanoseconds)
    }
}
