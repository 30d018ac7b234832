@testable import AltitudeEngine
import AssistanceProtocol
import Geophysics
import Testing

/// Background calibration on urban fixes (accuracy matters through the terrain slope and the
/// indoor detector only) and the reference share of its σ (Docs/engine.md, "Background calibration").
@Suite("Background calibration: urban fixes and the reference share")
struct BackgroundReferenceShareTests {
    static let record = CalibrationRecord(offsetPa: 12, uncertaintyPa: 5, madeAtNanoseconds: 1_000, source: .background)
    static let here = NNLocation(latitudeDegrees: 47, longitudeDegrees: 8, horizontalAccuracyMeters: 20,
                                 timestampNanoseconds: 0)
    static let minute: Int64 = 60_000_000_000

    @Test("the series' reference share is w²R after fusion with a prior, R alone, and never above the correlated floor")
    func seriesReferenceShare() throws {
        var alone = BackgroundCalibrationSeries(prior: nil, startNanoseconds: 0)
        alone.add(offsetPa: 10, independentVariancePa2: 1, correlatedVariancePa2: 30, referenceVariancePa2: 20, atNanoseconds: 1)
        #expect(alone.fusedReferenceVariancePa2 == 20)
        alone.add(offsetPa: 10, independentVariancePa2: 1, correlatedVariancePa2: 10, referenceVariancePa2: 50, atNanoseconds: 2)
        #expect(alone.referenceVariancePa2 == 30, "clamped to the correlated floor")

        var fused = BackgroundCalibrationSeries(prior: (offsetPa: 0, variancePa2: 64), startNanoseconds: 0)
        fused.add(offsetPa: 10, independentVariancePa2: 1, correlatedVariancePa2: 15, referenceVariancePa2: 12, atNanoseconds: 1)
        let measurement = try #require(fused.measurement)
        let weight = 64 / (64 + measurement.variancePa2)
        let shared = try #require(fused.fusedReferenceVariancePa2)
        #expect(abs(shared - weight * weight * 12) < 1e-9)
        #expect(shared < try #require(fused.fused).variancePa2)
    }

    @Test("the share is dropped only for its own record and a reference near in time and place",
          arguments: [("same", true), ("otherRecord", false), ("late", false), ("far", false), ("earlier", true)])
    func shareApplies(condition: String, applies: Bool) {
        let share = CalibrationReferenceShare(record: Self.record, referenceVariancePa2: 16, referenceLocation: Self.here,
                                              referenceFetchedAtNanoseconds: 100 * Self.minute)
        var record: CalibrationRecord? = Self.record
        var fetchedAt = 100 * Self.minute
        var distance = 10.0
        switch condition {
        case "otherRecord": record?.madeAtNanoseconds += 1
        case "late": fetchedAt += 61 * Self.minute
        case "far": distance = 1_001
        case "earlier": fetchedAt -= 59 * Self.minute
        default: break
        }
        let dropped = share.droppedVariancePa2(record: record, referenceFetchedAtNanoseconds: fetchedAt, distanceMeters: distance,
                                               maximumSeparationNanoseconds: 60 * Self.minute, maximumDistanceMeters: 1_000)
        #expect(dropped == (applies ? 16 : 0))
    }

    @Test("the share never exceeds the record's own variance")
    func shareCapped() {
        let share = CalibrationReferenceShare(record: Self.record, referenceVariancePa2: 40, referenceLocation: Self.here,
                                              referenceFetchedAtNanoseconds: 0)
        #expect(share.droppedVariancePa2(record: Self.record, referenceFetchedAtNanoseconds: 0, distanceMeters: 0,
                                         maximumSeparationNanoseconds: Self.minute, maximumDistanceMeters: 1) == 25)
    }

    @Test("urban fixes (20–30 m) on known terrain calibrate while walking; indoor (Wi-Fi) fixes do not",
          arguments: [(20.0, true), (30.0, true), (45.0, false)])
    func urbanFixesCalibrate(accuracyMeters: Double, calibrates: Bool) throws {
        let h = Harness()
        h.sensorOffsetPa = 30
        h.accuracyMeters = accuracyMeters
        h.startInitialised()
        BackgroundFusionTests.walk(h, minutes: 4)
        #expect(!h.recorder.calibrations.isEmpty == calibrates)
        if calibrates {
            let record = try #require(h.recorder.calibrations.first)
            #expect(abs(record.offsetPa - 30) < 2 * record.uncertaintyPa)
        }
    }

    @Test("a window with a coarse (indoor) fix in it does not calibrate")
    func coarseFixInWindowRefused() {
        let h = Harness()
        h.sensorOffsetPa = 30
        h.accuracyMeters = 20
        h.startInitialised()
        // Every 30 s, three Wi-Fi fixes: the detector calls it indoors, then outdoors again.
        let start = h.now
        h.northMeters = { t in Double(t - start) / 1e9 * 1.3 }
        for step in 0..<(4 * 12) {
            h.accuracyMeters = step % 6 == 0 ? 45 : 20
            h.engine.ingestActivity(ActivitySample(kind: .walking, confidence: 0.9, timestampNanoseconds: h.now))
            h.run(for: 5 * second)
        }
        #expect(h.recorder.calibrations.isEmpty)
    }

    @Test("heights from the reference a background calibration was measured against count its reference error once")
    func heightCountsReferenceOnce() throws {
        let h = Harness()
        h.sensorOffsetPa = 30
        h.accuracyMeters = 20
        h.startInitialised()
        BackgroundFusionTests.walk(h, minutes: 3)
        let record = try #require(h.engine.currentCalibration)
        #expect(record.source == .background)
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 3 * second)
        let shared = try #require(h.recorder.contexts.last?.heightUncertainty68)
        // The same offset and σ as a record from elsewhere: no share, the reference counts twice.
        var other = record
        other.madeAtNanoseconds -= 1
        h.engine.restoreCalibration(other)
        h.run(for: 3 * second)
        let twice = try #require(h.recorder.contexts.last?.heightUncertainty68)
        #expect(shared < twice)
        // No prior: the share is the reference's whole variance, 4² (its temperature counts over 1 m: ≈ 0).
        let perMeter = 11.9
        let droppedMeters2 = 16.0 / (perMeter * perMeter)
        let q = NormalQuantile.twoSided68
        let measured = (twice * twice - shared * shared) / (q * q)
        #expect(abs(measured - droppedMeters2) < 0.15 * droppedMeters2, "dropped \(measured) m², expected \(droppedMeters2)")
    }
}
