/// The discrete accuracies the recordings' outdoor GNSS fixes state, with their shares
/// (Docs/field-logs.md, "Fitting a phone model"): the fixes labelled outdoors whose stated
/// accuracy is under ``NetworkFixMoments/minimumAccuracyMeters`` (from it on a fix is a network
/// position or a cold start's guess, which the levels do not stand for) are grouped by their
/// stated value to ``resolutionMeters``; a value at least ``minimumShare`` of them state is a level
/// (iOS's 10, 25, 30 m each hold tens of percent; the values between, 25.7 m, 29.4 m, …, under 1 %
/// each), at most ``maximumLevels`` of the most frequent. The shares are over the fixes at a level.
public struct AccuracyLevelEstimate: Sendable, Equatable {
    /// One level: its stated accuracy, m, the fixes stating it and its share of the fixes at a level.
    public struct Level: Sendable, Equatable {
        /// The stated accuracy, m.
        public var accuracyMeters: Double
        /// Fixes stating it.
        public var count: Int
        /// Its share of the fixes at a level (the shares add up to 1).
        public var share: Double
    }

    /// The grouping of stated values, m.
    public static let resolutionMeters = 0.1
    /// The share of the outdoor GNSS fixes from which a stated value is a level.
    public static let minimumShare = 0.02
    /// The most levels kept (the scenario language's `outdoor-accuracy` takes eight).
    public static let maximumLevels = 8

    /// The levels, in increasing accuracy.
    public var levels: [Level]
    /// Outdoor fixes under the network boundary (the GNSS fixes).
    public var gnssFixCount: Int
    /// Of those, the fixes at no level.
    public var offLevelCount: Int
    /// Outdoor fixes at or above the network boundary, left out.
    public var coarseFixCount: Int

    /// The estimate, `nil` without an outdoor fix under the network boundary.
    public static func estimate(_ recordings: [Recording]) -> AccuracyLevelEstimate? {
        var counts: [Int: Int] = [:]
        var gnss = 0
        var coarse = 0
        for recording in recordings {
            for fix in recording.fixes where recording.labels.indoors(atNanoseconds: fix.timeNanoseconds) == false {
                guard fix.horizontalAccuracyMeters < NetworkFixMoments.minimumAccuracyMeters else {
                    coarse += 1
                    continue
                }
                gnss += 1
                counts[Int((fix.horizontalAccuracyMeters / resolutionMeters).rounded()), default: 0] += 1
            }
        }
        guard gnss > 0 else { return nil }
        let kept = counts.filter { Double($0.value) >= minimumShare * Double(gnss) }
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(maximumLevels)
            .sorted { $0.key < $1.key }
        let atLevels = kept.reduce(0) { $0 + $1.value }
        guard atLevels > 0 else { return nil }
        return AccuracyLevelEstimate(
            levels: kept.map {
                Level(
                    accuracyMeters: Double($0.key) / (1 / resolutionMeters), count: $0.value,
                    share: Double($0.value) / Double(atLevels))
            }, gnssFixCount: gnss, offLevelCount: gnss - atLevels, coarseFixCount: coarse)
    }
}
