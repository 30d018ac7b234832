import Foundation
import Noise
import Simulation
import Testing

/// Occasional missed samples (`BarometerSpec.gaps`): the share of samples at which a gap starts,
/// the interval across each, determinism per seed, and no change to any delivered value.
@Suite("Barometer model: missed samples")
struct BarometerGapTests {
    typealias B = BarometerModelTests

    static func spec(share: Double, seconds: Double) -> BarometerSpec {
        var spec = B.quiet()
        spec.whiteNoiseRMSPa = 0.8
        spec.sampleRateHz = 1
        spec.gaps = SampleGaps(share: share, durationSeconds: seconds)
        return spec
    }

    /// The intervals between the delivered readings, s.
    static func intervals(_ readings: [(Int64, BarometerReading?)]) -> [Double] {
        let times = readings.compactMap { $0.1?.measuredAtNanoseconds }
        return zip(times, times.dropFirst()).map { Double($1 - $0) / 1e9 }
    }

    @Test("Gaps start at the configured share of samples; each spans its duration rounded up to the grid")
    func shareAndLength() {
        let readings = B.run(B.model(Self.spec(share: 0.01, seconds: 2.36), seed: 5), seconds: 100_000)
        let intervals = Self.intervals(readings)
        let gaps = intervals.filter { $0 > 2 }
        // Every interval is one period or a gap of ⌈2.36⌉ = 3 periods (two missed samples), or
        // gaps that start one right after another, 2 more missed samples each (5, 7, … s).
        #expect(intervals.allSatisfy { $0 == 1 || ($0 >= 3 && ($0 - 1).truncatingRemainder(dividingBy: 2) == 0) })
        #expect(Double(intervals.filter { $0 == 3 }.count) > 0.95 * Double(intervals.filter { $0 > 2 }.count))
        // A gap starts at a sample outside a gap with probability 0.01: ≈ 100 000 · 0.01 / 1.02
        // gaps, a Poisson count of ≈ 980 (standard error ≈ 3 %).
        let expected = 100_000 * 0.01 / (1 + 2 * 0.01)
        #expect(abs(Double(gaps.count) / expected - 1) < 0.1, "\(gaps.count) gaps, \(expected) expected")
        // The share of intervals that are gaps, as log compare counts it.
        let share = Double(gaps.count) / Double(intervals.count)
        #expect(abs(share / 0.01 - 1) < 0.1, "share \(share)")
    }

    @Test("A gap of at most one period misses nothing; one of 4.98 s spans 5 periods")
    func shortAndLongGaps() {
        let short = Self.intervals(B.run(B.model(Self.spec(share: 0.2, seconds: 0.9), seed: 2), seconds: 2_000))
        #expect(short.allSatisfy { $0 == 1 })
        let long = Self.intervals(B.run(B.model(Self.spec(share: 0.01, seconds: 4.98), seed: 2), seconds: 20_000))
        #expect(long.contains(5))
        #expect(long.allSatisfy { $0 == 1 || ($0 >= 5 && ($0 - 1).truncatingRemainder(dividingBy: 4) == 0) })
    }

    @Test("The same seed misses the same samples; another seed others")
    func determinism() {
        func missed(_ seed: UInt64) -> [Int64] {
            B.run(B.model(Self.spec(share: 0.02, seconds: 3), seed: seed), seconds: 5_000).filter { $0.1 == nil }
                .map(\.0)
        }
        #expect(missed(9) == missed(9))
        #expect(!missed(9).isEmpty)
        #expect(missed(9) != missed(10))
    }

    @Test("Gaps draw from their own stream: every delivered reading is the one a phone without gaps reads")
    func otherStreamsUnchanged() {
        var plain = Self.spec(share: 0, seconds: 3)
        plain.gaps = nil
        plain.randomWalkDriftPaPerRootSecond = 0.5
        var gapped = plain
        gapped.gaps = SampleGaps(share: 0.05, durationSeconds: 3)
        let without = B.run(B.model(plain, seed: 4), seconds: 3_000)
        let with = B.run(B.model(gapped, seed: 4), seconds: 3_000)
        #expect(without.allSatisfy { $0.1 != nil })
        #expect(with.contains { $0.1 == nil })
        for (a, b) in zip(without, with) where b.1 != nil {
            #expect(a.1 == b.1)
        }
        // A gaps clause with share 0 makes no stream and changes nothing.
        var zero = plain
        zero.gaps = SampleGaps(share: 0, durationSeconds: 3)
        #expect(B.run(B.model(zero, seed: 4), seconds: 3_000).map(\.1) == without.map(\.1))
    }

    @Test("The spec validation rejects a share outside 0…1 and a non-positive duration, naming the field")
    func specValidation() {
        var spec = BarometerSpec()
        spec.gaps = SampleGaps(share: 1.5, durationSeconds: 3)
        do {
            try spec.validate()
            Issue.record("a share of 1.5 validated")
        } catch { #expect("\(error)".contains("barometer.gaps.share")) }
        spec.gaps = SampleGaps(share: 0.01, durationSeconds: 0)
        do {
            try spec.validate()
            Issue.record("a duration of 0 validated")
        } catch { #expect("\(error)".contains("barometer.gaps.durationSeconds")) }
        spec.gaps = SampleGaps(share: 0.01, durationSeconds: 2.5)
        #expect(throws: Never.self) { try spec.validate() }
    }
}
