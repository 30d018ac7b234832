/// Occasional missed barometer samples (`gaps PERCENT lasting DURATION`, Docs/scenario-language.md):
/// at each sample, with probability ``share``, a gap starts — that sample and every later one
/// measured within ``durationSeconds`` of the sample before the gap are not delivered, so the
/// interval across the gap is ``durationSeconds`` rounded up to the sample grid (a gap starting at
/// the first sample after another extends it). Phones deliver
/// their barometer with such holes now and then (the OS drops or merges a delivery); the share is
/// the share of sample intervals that are gaps, the duration the length of one such interval,
/// both as `altsim log fit` measures them (Docs/field-logs.md, "Fitting a phone model").
public struct SampleGaps: Hashable, Sendable, Codable {
    /// Probability that a gap starts at a sample (0…1).
    public var share: Double
    /// The interval across a gap, from the sample before it to the first one after it, s.
    public var durationSeconds: Double

    /// Gaps starting at `share` of the samples, each an interval of `durationSeconds`.
    public init(share: Double, durationSeconds: Double) {
        self.share = share
        self.durationSeconds = durationSeconds
    }
}
