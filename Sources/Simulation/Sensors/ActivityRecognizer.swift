public import AltitudeEngine
public import Noise

/// The phone's activity recogniser (ActivitySpec): a symmetric confusion matrix and a latency.
///
/// Each result reports the true activity with probability `accuracy` (clamped to 0…1), and
/// otherwise one of the other `ActivityKind` cases (including `unknown`) uniformly — the
/// confusion matrix has `accuracy` on the diagonal and `(1 − accuracy)/4` elsewhere. Two
/// uniform draws per result from `<prefix>.confusion` (always both, so the stream's use does
/// not depend on the outcome). A result about the activity at `t` is delivered at
/// `t + latencySeconds` and stamped with its delivery time (the recogniser decides late and
/// reports "now"), with confidence `reportedConfidence` clamped to 0…1.
/// The caller samples at `periodNanoseconds`.
public final class ActivityRecognizer {
    /// The spec the recogniser was built from.
    public let spec: ActivitySpec
    /// Time between results, ns (1/`rateHz`; an invalid rate gives 0.2 Hz).
    public let periodNanoseconds: Int64

    private let stream: NoiseStream
    private let accuracy: Double
    private let confidence: Double
    private let latencyNanoseconds: Int64
    private static let kinds = ActivityKind.allCases

    /// Builds the recogniser; its stream is `<prefix>.confusion`.
    public init(spec: ActivitySpec, root: NoiseRoot, streamPrefix: String) {
        self.spec = spec
        let rate = spec.rateHz.isFinite && spec.rateHz > 0 ? spec.rateHz : 0.2
        periodNanoseconds = max(1, Int64((1e9 / max(rate, 1e-6)).rounded()))
        stream = root.stream(named: streamPrefix + ".confusion")
        accuracy = spec.accuracy.isFinite ? min(max(spec.accuracy, 0), 1) : 1
        confidence = spec.reportedConfidence.isFinite ? min(max(spec.reportedConfidence, 0), 1) : 0
        latencyNanoseconds = SensorTime.nanoseconds(fromSeconds: spec.latencySeconds)
    }

    /// The result for the true activity at `nanoseconds` (delivered `latencySeconds` later),
    /// or `nil` when the recogniser is disabled.
    public func recognise(trueActivity: ActivityKind, atNanoseconds nanoseconds: Int64) -> (
        sample: ActivitySample, deliverAtNanoseconds: Int64
    )? {
        guard spec.enabled else { return nil }
        let correct = stream.uniform() < accuracy
        let pick = stream.uniform()
        var kind = trueActivity
        if !correct {
            let kinds = Self.kinds
            let trueIndex = kinds.firstIndex(of: trueActivity) ?? 0
            let other = min(Int(pick * Double(kinds.count - 1)), kinds.count - 2)
            kind = kinds[other >= trueIndex ? other + 1 : other]
        }
        let deliverAt = SensorTime.add(nanoseconds, latencyNanoseconds)
        return (ActivitySample(kind: kind, confidence: confidence, timestampNanoseconds: deliverAt), deliverAt)
    }
}
