import AltitudeEngine
import Testing

@Suite("Indoor detection from the location stream")
struct IndoorDetectorTests {
    static let thresholds = IndoorDetector.Thresholds(
        coarseFixAccuracyMeters: 32, outageNanoseconds: 5 * second, entryCoarseFixes: 2, exitGoodFixes: 2)

    /// Feeds 1 Hz fixes with the given accuracies from `start`, returning the next fix time.
    @discardableResult
    static func feed(_ detector: inout IndoorDetector, _ accuracies: [Double], from start: Int64) -> Int64 {
        var time = start
        for accuracy in accuracies {
            detector.observe(fixAtNanoseconds: time, accuracyMeters: accuracy)
            detector.update(nowNanoseconds: time)
            time += second
        }
        return time
    }

    @Test("two coarse (Wi-Fi) fixes after outdoor ones mean indoors, anchored at the last outdoor fix")
    func wifiEntry() {
        var detector = IndoorDetector(thresholds: Self.thresholds)
        #expect(detector.place == .unknown)
        let next = Self.feed(&detector, [4, 20, 26], from: t0)
        #expect(detector.place == .outdoors)
        #expect(detector.lastGoodFixNanoseconds == next - second)
        Self.feed(&detector, [45], from: next)
        #expect(detector.place == .outdoors, "one coarse fix is not enough")
        Self.feed(&detector, [45], from: next + second)
        #expect(detector.place == .indoors(entryAnchorNanoseconds: next - second))
        #expect(detector.entryEvidenceNanoseconds == next, "the first coarse fix of the run")
        #expect(detector.isIndoors)
    }

    @Test("the first sign of being inside: the first coarse fix of the entry run, however late it came")
    func entryEvidenceAfterMissingFixes() {
        var detector = IndoorDetector(thresholds: Self.thresholds)
        let next = Self.feed(&detector, [4, 4], from: t0)
        #expect(detector.entryEvidenceNanoseconds == nil)
        // Nothing for 4 s (under the outage limit), then Wi-Fi fixes.
        Self.feed(&detector, [45, 45, 45], from: next + 3 * second)
        #expect(detector.place == .indoors(entryAnchorNanoseconds: next - second))
        #expect(detector.entryEvidenceNanoseconds == next + 3 * second)
        // After an outage the last outdoor fix is all there is.
        var outage = IndoorDetector(thresholds: Self.thresholds)
        let after = Self.feed(&outage, [4, 4], from: t0)
        outage.update(nowNanoseconds: after + 10 * second)
        #expect(outage.entryEvidenceNanoseconds == after - second)
    }

    @Test("no fix at all for longer than the outage time after an outdoor fix means indoors")
    func outageEntry() {
        var detector = IndoorDetector(thresholds: Self.thresholds)
        let next = Self.feed(&detector, [3, 3, 3], from: t0)
        let last = next - second
        detector.update(nowNanoseconds: last + 5 * second)
        #expect(detector.place == .outdoors)
        detector.update(nowNanoseconds: last + 5 * second + 1)
        #expect(detector.place == .indoors(entryAnchorNanoseconds: last))
        // A coarse fix later keeps the same stay.
        Self.feed(&detector, [45, 45], from: last + 20 * second)
        #expect(detector.place == .indoors(entryAnchorNanoseconds: last))
    }

    @Test("coarse fixes from the start: indoors with no entry seen; nothing before the first fix")
    func startsIndoors() {
        var detector = IndoorDetector(thresholds: Self.thresholds)
        detector.update(nowNanoseconds: t0 + 60 * second)
        #expect(detector.place == .unknown, "no fix yet is not an outage")
        Self.feed(&detector, [45, 45, 45], from: t0 + 60 * second)
        #expect(detector.place == .indoors(entryAnchorNanoseconds: nil))
    }

    @Test("two outdoor-quality fixes mean the device left; one (a window) does not")
    func leaving() {
        var detector = IndoorDetector(thresholds: Self.thresholds)
        var next = Self.feed(&detector, [3, 3, 45, 45, 45], from: t0)
        #expect(detector.isIndoors)
        next = Self.feed(&detector, [5, 45], from: next)
        #expect(detector.isIndoors)
        next = Self.feed(&detector, [5], from: next)
        #expect(detector.isIndoors)
        Self.feed(&detector, [5], from: next)
        #expect(detector.place == .outdoors)
        // Walking in again: a new stay anchored at the newest outdoor fix.
        Self.feed(&detector, [45, 45], from: next + second)
        #expect(detector.place == .indoors(entryAnchorNanoseconds: next))
    }

    @Test("old, duplicate and NaN-accuracy fixes: ignored / coarse, never a crash")
    func oddInput() {
        var detector = IndoorDetector(thresholds: Self.thresholds)
        Self.feed(&detector, [3, 3], from: t0)
        detector.observe(fixAtNanoseconds: t0, accuracyMeters: 60)
        #expect(detector.place == .outdoors)
        detector.observe(fixAtNanoseconds: t0 + 10 * second, accuracyMeters: .nan)
        detector.observe(fixAtNanoseconds: t0 + 11 * second, accuracyMeters: .infinity)
        #expect(detector.place == .indoors(entryAnchorNanoseconds: t0 + second))
    }
}
