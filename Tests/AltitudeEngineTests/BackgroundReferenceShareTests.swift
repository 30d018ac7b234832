import AssistanceProtocol
import Geophysics
import Testing

@testable import AltitudeEngine

/// Background calibration on urban fixes (accuracy matters through the terrain slope and the
/// indoor detector only) and the reference share of its σ (Docs/engine.md, "Background calibration").
@Suite("Background calibration: urban fixes and the reference share")
struct BackgroundReferenceShareTests {
    static let record = CalibrationRecord(offsetPa: 12, uncertaintyPa: 5, madeAtNanoseconds: 1_000, source: .background)
    static let here = NNLocation(
        latitudeDegrees: 47, longitudeDegrees: 8, horizontalAccuracyMeters: 20,
        timestampNanoseconds: 0)
    static let minute: Int64 = 60_000_000_000

    @Test("the series' reference share is w²R after fusion with a prior, R alone, and never above the correlated floor")
    func seriesReferenceShare() throws {
        var alone = BackgroundCalibrationSeries(prior: nil, startNanoseconds: 0)
        alone.add(
            offsetPa: 10, independentVariancePa2: 1, correlatedVariancePa2: 30, referenceVariancePa2: 20,
            atNanoseconds: 1)
        #expect(alone.fusedReferenceVariancePa2 == 20)
        alone.add(
            offsetPa: 10, independentVariancePa2: 1, correlatedVariancePa2: 10, referenceVariancePa2: 50,
            atNanoseconds: 2)
        #expect(alone.referenceVariancePa2 == 30, "clamped to the correlated floor")

        var fused = BackgroundCalibrationSeries(prior: (offsetPa: 0, variancePa2: 64), startNanoseconds: 0)
        fused.add(
            offsetPa: 10, independentVariancePa2: 1, correlatedVariancePa2: 15, referenceVariancePa2: 12,
            atNanoseconds: 1)
        let measurement = try #require(fused.measurement)
        let weight = 64 / (64 + measurement.variancePa2)
        let shared = try #require(fused.fusedReferenceVariancePa2)
        #expect(abs(shared - weight * weight * 12) < 1e-9)
        let total = try #require(fused.fused).variancePa2
        #expect(shared < total)
    }

    @Test(
        "the share's reference is correlated only for its own record and a reference near in time and place",
        arguments: [("same", true), ("otherRecord", false), ("late", false), ("far", false), ("earlier", true)])
    func shareApplies(condition: String, applies: Bool) {
        let share = CalibrationReferenceShare(
            record: Self.record, referenceVariancePa2: 16, referenceLocation: Self.here,
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
        let rho = share.correlation(
            record: record, referenceFetchedAtNanoseconds: fetchedAt, distanceMeters: distance,
            maximumSeparationNanoseconds: 60 * Self.minute, maximumDistanceMeters: 1_000)
        #expect(rho == (applies ? 1 : 0))
    }

    @Test(
        "a correlated reference removes the covariance 2ρ√S·σ' once; uncorrelated, the variance is kept; never below 0")
    func heightVariance() {
        let share = CalibrationReferenceShare(
            record: Self.record, referenceVariancePa2: 4, referenceLocation: Self.here,
            referenceFetchedAtNanoseconds: 0)
        // Record σ 5 Pa + temperature 4 Pa: 41 Pa²; S = 4 (√S = 2), σ' = 3: 41 − 2·2·3 = 29.
        #expect(
            share.heightCalibrationVariancePa2(calibrationVariancePa2: 41, referenceSigmaPa: 3, correlation: 1) == 29)
        #expect(
            share.heightCalibrationVariancePa2(calibrationVariancePa2: 41, referenceSigmaPa: 3, correlation: 0) == 41)
        #expect(share.heightCalibrationVariancePa2(calibrationVariancePa2: 5, referenceSigmaPa: 3, correlation: 1) == 0)
        // The height's total σ'² + (41 − 2·2·3) = (σ' − √S)² + the record's variance besides S (37).
        let total =
            9 + share.heightCalibrationVariancePa2(calibrationVariancePa2: 41, referenceSigmaPa: 3, correlation: 1)
        #expect(total == 1 + 37)
    }

    @Test("S is capped at the record's own variance")
    func shareCapped() {
        let share = CalibrationReferenceShare(
            record: Self.record, referenceVariancePa2: 100, referenceLocation: Self.here,
            referenceFetchedAtNanoseconds: 0)
        // √min(100, 25) = 5: 100 − 2·5·1 = 90.
        #expect(
            share.heightCalibrationVariancePa2(calibrationVariancePa2: 100, referenceSigmaPa: 1, correlation: 1) == 90)
    }

    @Test(
        "urban fixes (20–30 m) on known terrain calibrate while walking; indoor (Wi-Fi) fixes do not",
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
        // No prior: S is the reference pressure's whole variance at the ground, (4 Pa · P/P_ref)², and
        // the height's own reference σ' is the same: the covariance 2√S·σ' = 2σ'² is removed.
        let ratio = TestWorld.pressure(atHAE: TestWorld.terrainHAE + 1) / TestWorld.referencePressure
        let sigmaRef = 4 * ratio
        let perMeter = 11.9
        let droppedMeters2 = 2 * sigmaRef * sigmaRef / (perMeter * perMeter)
        let q = NormalQuantile.twoSided68
        let measured = (twice * twice - shared * shared) / (q * q)
        #expect(
            abs(measured - droppedMeters2) < 0.15 * droppedMeters2, "dropped \(measured) m², expected \(droppedMeters2)"
        )
    }
}
