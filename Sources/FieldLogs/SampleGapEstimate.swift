/// The barometer's missed samples as recordings show them (Docs/field-logs.md, "Fitting a phone
/// model"): with the gap of ``FieldStatistics`` (an interval longer than twice the median), the
/// share of the intervals that are gaps and the median length of those gap intervals.
public struct SampleGapEstimate: Sendable, Equatable {
    /// Gaps over all intervals (0…1).
    public var share: Double
    /// The median interval across a gap, s.
    public var medianGapSeconds: Double
    /// Gaps counted.
    public var gapCount: Int
    /// Intervals counted.
    public var intervalCount: Int

    /// The estimate, `nil` when the recordings hold no gap (or fewer than two readings).
    public static func estimate(_ recordings: [Recording]) -> SampleGapEstimate? {
        let intervals = FieldStatistics.pressureIntervalsSeconds(recordings)
        guard let period = FieldStatistics.median(intervals), period > 0 else { return nil }
        let gaps = intervals.filter { FieldStatistics.isGap($0, medianIntervalSeconds: period) }
        guard let medianGap = FieldStatistics.median(gaps) else { return nil }
        return SampleGapEstimate(
            share: Double(gaps.count) / Double(intervals.count), medianGapSeconds: medianGap, gapCount: gaps.count,
            intervalCount: intervals.count)
    }
}
