import Foundation
import Testing

@testable import FieldLogs

/// `SampleGapEstimate` and `AccuracyLevelEstimate` recover known parameters from synthetic
/// recordings, with the gap of `FieldStatistics`.
@Suite("Fits of barometer gaps and outdoor accuracy levels")
struct GapAndLevelEstimateTests {
    typealias F = FieldStatisticsTests
    static let second = F.second
    static let start = F.start

    @Test("Gaps: 4 intervals of 3 s and 5 s among 1 000 at 1 Hz give their share and median length")
    func gaps() throws {
        var times: [Int64] = []
        var t = Self.start
        for index in 0..<1_000 {
            times.append(t)
            // Four gaps: intervals of 3, 3, 5 and 2.5 s; one late delivery of 2 s (no gap: not longer
            // than twice the median).
            t += [100: 3, 300: 3, 500: 5, 700: 2.5, 900: 2][index].map { Int64($0 * 1e9) } ?? Self.second
        }
        let recording = F.recording(pressures: times.map { ($0, 100_000) })
        let estimate = try #require(SampleGapEstimate.estimate([recording]))
        #expect(estimate.gapCount == 4)
        #expect(estimate.intervalCount == 999)
        #expect(estimate.share == 4.0 / 999)
        #expect(estimate.medianGapSeconds == 3)
        // The same definition as the statistic log compare prints.
        #expect(FieldStatistics.measure([recording]).gapShare == estimate.share)
        let steady = F.recording(pressures: (0..<100).map { (Self.start + Int64($0) * Self.second, 100_000) })
        #expect(SampleGapEstimate.estimate([steady]) == nil)
    }

    @Test("Levels: outdoor fixes under 100 m grouped by value; rare values and coarse fixes left out")
    func levels() throws {
        // 300 fixes labelled outdoors: 90 of 10 m, 180 of 25 m, 24 of 30 m, 3 of 27.3 m (1 %: no
        // level), 3 of 1414 m (a cold start: left out); then 50 indoors at 200 m (not outdoor).
        var accuracies: [Double] = Array(repeating: 1414, count: 3)
        for (value, count) in [(10.0, 90), (27.3, 3), (25.0, 180), (30.0, 24), (200.0, 50)] {
            accuracies += Array(repeating: value, count: count)
        }
        let fixes = accuracies.enumerated().map { (Self.start + Int64($0.offset) * Self.second, $0.element) }
        let labels = RecordingLabels(indoors: [
            IndoorLabel(timeNanoseconds: Self.start, indoors: false),
            IndoorLabel(timeNanoseconds: Self.start + 300 * Self.second, indoors: true),
        ])
        let recording = F.recording(
            pressures: [(Self.start, 100_000), (Self.start + Self.second, 100_000)], fixes: fixes, labels: labels)
        let estimate = try #require(AccuracyLevelEstimate.estimate([recording]))
        #expect(estimate.levels.map(\.accuracyMeters) == [10, 25, 30])
        #expect(estimate.levels.map(\.count) == [90, 180, 24])
        let shares: [Double] = [90.0 / 294, 180.0 / 294, 24.0 / 294]
        #expect(estimate.levels.map(\.share) == shares)
        #expect(estimate.gnssFixCount == 297)
        #expect(estimate.offLevelCount == 3)
        #expect(estimate.coarseFixCount == 3)
    }

    @Test("Levels: at most eight, the most frequent; none without an outdoor fix under 100 m")
    func mostFrequentEight() throws {
        // Ten values of 5…50 m, value k held by 10 + k fixes: the eight most frequent are 15…50 m.
        var accuracies: [Double] = []
        for k in 1...10 { accuracies += Array(repeating: Double(5 * k), count: 10 + k) }
        let fixes = accuracies.enumerated().map { (Self.start + Int64($0.offset) * Self.second, $0.element) }
        let labels = RecordingLabels(indoors: [IndoorLabel(timeNanoseconds: Self.start, indoors: false)])
        let recording = F.recording(pressures: [(Self.start, 100_000)], fixes: fixes, labels: labels)
        let estimate = try #require(AccuracyLevelEstimate.estimate([recording]))
        #expect(estimate.levels.map(\.accuracyMeters) == [15, 20, 25, 30, 35, 40, 45, 50])
        let total = estimate.levels.reduce(0) { $0 + $1.share }
        #expect(abs(total - 1) < 1e-12)
        let coarse = F.recording(
            pressures: [(Self.start, 100_000)], fixes: [(Self.start, 1414)], labels: labels)
        #expect(AccuracyLevelEstimate.estimate([coarse]) == nil)
    }
}
