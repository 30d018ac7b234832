import AltitudeSimTestSupport
import Foundation
import Testing

@testable import AltitudeEngine

@Suite("PressureStreamWatch: a frozen barometer is a run of equal readings a live stream would not give")
struct PressureStreamWatchTests {
    private static let periodNanoseconds: Int64 = 40_000_000  // 25 Hz

    /// Feeds `count` readings of `value(i)` from reading `start` on; returns the watch.
    private static func feed(
        _ watch: inout PressureStreamWatch, from start: Int, count: Int, value: (Int) -> Double
    ) {
        for i in start..<(start + count) {
            watch.observe(pressurePa: value(i), timeNanoseconds: Int64(i) * periodNanoseconds)
        }
    }

    /// A live reading: 100 kPa + white noise `noisePa`, rounded to `resolutionPa`.
    private static func live(_ rng: inout SplitMix64, noisePa: Double, resolutionPa: Double) -> Double {
        ((100_000 + noisePa * rng.gaussian()) / resolutionPa).rounded() * resolutionPa
    }

    @Test("a stream that has never changed is never called frozen (the prior alone proves nothing)")
    func constantFromTheStart() {
        var watch = PressureStreamWatch()
        Self.feed(&watch, from: 0, count: 25 * 600) { _ in 100_000 }
        #expect(watch.frozenSinceNanoseconds == nil)
    }

    @Test("after a live BMP390-like stream, a few equal readings are a fault, dated from the first of them")
    func freezesAfterLiveStream() {
        var rng = SplitMix64(seed: 7)
        var watch = PressureStreamWatch()
        Self.feed(&watch, from: 0, count: 25 * 60) { _ in Self.live(&rng, noisePa: 1, resolutionPa: 0.01) }
        #expect(watch.frozenSinceNanoseconds == nil)
        #expect(watch.repeatProbability < 0.01)
        let frozenAt = 25 * 60
        Self.feed(&watch, from: frozenAt, count: 10) { _ in 100_000.37 }
        #expect(watch.frozenSinceNanoseconds == Int64(frozenAt) * Self.periodNanoseconds)
        // It recovers with the first different reading.
        Self.feed(&watch, from: frozenAt + 10, count: 1) { _ in 100_001.02 }
        #expect(watch.frozenSinceNanoseconds == nil)
    }

    @Test("a coarse stream (0.1 Pa noise rounded to 0.5 Pa) is never judged: its still reading stays put legitimately")
    func coarseStream() {
        var rng = SplitMix64(seed: 11)
        var watch = PressureStreamWatch()
        var everFrozen = false
        // Ten minutes of a still phone whose hand wanders slowly (±3 Pa over minutes).
        for i in 0..<(25 * 600) {
            let wander = 3 * sin(Double(i) / (25 * 40))
            let reading = ((100_000 + wander + 0.1 * rng.gaussian()) / 0.5).rounded() * 0.5
            watch.observe(pressurePa: reading, timeNanoseconds: Int64(i) * Self.periodNanoseconds)
            everFrozen = everFrozen || watch.frozenSinceNanoseconds != nil
        }
        #expect(!everFrozen)
        #expect(watch.repeatProbability > 0.5)
        Self.feed(&watch, from: 25 * 600, count: 25 * 60) { _ in 100_007.5 }
        #expect(watch.frozenSinceNanoseconds == nil)
    }

    @Test("a stream at its resolution (1 Pa noise rounded to 1 Pa) is judged, and a frozen second found")
    func resolutionAtNoise() {
        var rng = SplitMix64(seed: 13)
        var watch = PressureStreamWatch()
        var everFrozen = false
        for i in 0..<(25 * 600) {
            watch.observe(
                pressurePa: Self.live(&rng, noisePa: 1, resolutionPa: 1),
                timeNanoseconds: Int64(i) * Self.periodNanoseconds)
            everFrozen = everFrozen || watch.frozenSinceNanoseconds != nil
        }
        #expect(!everFrozen)
        Self.feed(&watch, from: 25 * 600, count: 25) { _ in 100_003 }
        #expect(watch.frozenSinceNanoseconds != nil)
    }

    @Test("a frozen run does not teach the stream's repeat rate")
    func frozenRunsDoNotTeach() {
        var rng = SplitMix64(seed: 3)
        var watch = PressureStreamWatch()
        Self.feed(&watch, from: 0, count: 1_500) { _ in Self.live(&rng, noisePa: 1, resolutionPa: 0.01) }
        let before = watch.repeatProbability
        Self.feed(&watch, from: 1_500, count: 2_000) { _ in 100_000 }
        Self.feed(&watch, from: 3_500, count: 1) { _ in 100_001 }
        #expect(watch.repeatProbability <= before + 1e-12)
        #expect(watch.longestLiveRun < 10)
    }

    @Test("the posterior predictive E[r^k] of a Beta(1, 1) prior is 1 / (k + 1)")
    func flatPrior() {
        let watch = PressureStreamWatch()
        #expect(abs(watch.liveRunProbability(repeatsInRun: 4) - 0.2) < 1e-12)
    }

    @Test(
        "the learned counts equal the forgetting recurrence with pow for every run length, single readings included",
        arguments: [1_500.0, 37.0, 1e6])
    func learnedCountsMatchPow(memoryPairs: Double) {
        var watch = PressureStreamWatch()
        watch.memoryPairs = memoryPairs
        let runLengths = [1, 1, 3, 1, 2, 1, 1, 5, 1, 1]
        var pairs = 0.0
        var repeats = 0.0
        var index = 0
        for (run, length) in runLengths.enumerated() {
            Self.feed(&watch, from: index, count: length) { _ in 100_000 + Double(run) }
            index += length
            if run > 0 {
                let previous = Double(runLengths[run - 1])
                let keep = pow(1 - 1 / memoryPairs, previous)
                pairs = pairs * keep + previous
                repeats = repeats * keep + (previous - 1)
            }
            #expect(watch.pairs == pairs)
            #expect(watch.repeats == repeats)
        }
    }
}
