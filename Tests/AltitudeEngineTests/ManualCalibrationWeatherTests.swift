import AltitudeEngine
import AssistanceProtocol
import Testing

/// Manual calibrations outside calm weather and clean fixes: a falling front, a still user whose
/// urban fixes jump.
@Suite("Manual calibration: weather trend, still users")
struct ManualCalibrationWeatherTests {
    /// The front's fall at the reference level, Pa/s (4.3 hPa/h: a rapid fall, physics.md "Weather").
    static let ratePaPerSecond = -0.12
    /// The phone's true sensor offset, Pa.
    static let offsetPa = 100.0

    /// An engine in altitude mode in a world whose pressure falls at `ratePaPerSecond` from now,
    /// the phone's reading with it (the served reference follows in `run`).
    private static func fallingWorld() -> Harness {
        let h = Harness()
        h.sensorOffsetPa = offsetPa
        let start = h.now
        let phoneScale = TestWorld.pressure(atHAE: TestWorld.terrainHAE + 1) / TestWorld.referencePressure
        h.pressureDisturbance = { t in ratePaPerSecond * phoneScale * Double(t - start) / 1e9 }
        // A dense network (σ 2 Pa): 2 min of the fall (14 Pa) is beyond 3 σ of two replies'
        // difference, so the replies show the trend (with σ 4 Pa it takes 2.8 min).
        h.assistance.referencePressureUncertaintyPa = 2
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        return h
    }

    /// Runs `h` for `seconds`, keeping the served reference on the falling field.
    private static func run(_ h: Harness, seconds: Int, start: Int64) {
        for _ in 0..<seconds {
            h.assistance.referencePressureErrorPa = ratePaPerSecond * Double(h.now - start) / 1e9
            h.run(for: second)
        }
    }

    @Test(
        "in a 0.12 Pa/s fall each offset is measured against the reference at the collection's own time",
        arguments: [0, 30, 60, 90])
    func fallingFront(delaySeconds: Int) throws {
        let h = Self.fallingWorld()
        let start = h.now
        // Replies every 2 min give the trend; the calibration starts at a different phase of them.
        Self.run(h, seconds: 250 + delaySeconds, start: start)
        h.engine.startManualCalibration(mode: .oneMinute, location: TestWorld.location(at: h.now))
        Self.run(h, seconds: 62, start: start)
        let record = try #require(h.recorder.calibrations.last { $0.source == .manual })
        // Before: the mean of the minute against the reply as fetched, up to 2 min earlier:
        // −1…−13 Pa by the phase (0.1…1.1 m).
        #expect(abs(record.offsetPa - Self.offsetPa) < 2.5, "offset \(record.offsetPa) Pa")
    }

    @Test("a still user's fixes jumping 120 m for 20 s under an unchanged accuracy do not fail it (873/875)")
    func stillUserFixesJump() throws {
        let h = Harness()
        h.accuracyMeters = 20
        h.startInitialised()
        for _ in 0..<4 {
            h.run(for: 5 * second)
            h.engine.ingestActivity(ActivitySample(kind: .still, confidence: 0.8, timestampNanoseconds: h.now))
        }
        h.engine.startManualCalibration(mode: .oneMinute, location: TestWorld.location(at: h.now, accuracy: 5))
        let start = h.now
        h.northMeters = { t in (20 * second..<40 * second).contains(t - start) ? 120 : 0 }
        for _ in 0..<13 {
            h.run(for: 5 * second)
            h.engine.ingestActivity(ActivitySample(kind: .still, confidence: 0.8, timestampNanoseconds: h.now))
        }
        #expect(h.recorder.statusCodes.contains(873) == false)
        #expect(h.recorder.statusCodes.contains(875) == false)
        #expect(h.recorder.statusCodes.last == 870)
    }

    @Test("a multipath step under mislabels is not a walk: the fixes' movement must last two baselines (875)")
    func multipathStepUnderMislabels() throws {
        let h = Harness()
        h.accuracyMeters = 20
        h.startInitialised()
        for _ in 0..<4 {
            h.run(for: 5 * second)
            h.engine.ingestActivity(ActivitySample(kind: .still, confidence: 0.8, timestampNanoseconds: h.now))
        }
        h.engine.startManualCalibration(mode: .oneMinute, location: TestWorld.location(at: h.now, accuracy: 5))
        let start = h.now
        // The fix steps 45 m at 25 s and stays (a street canyon's multipath: beyond both fixes'
        // 20 m over one 10 s baseline, 0.5 m/s), while the recogniser says running three times in
        // five (new-phone-calibration, seed 9107201 of a fresh block).
        h.northMeters = { t in t - start >= 25 * second ? 45 : 0 }
        for kind in [ActivityKind.running, .still, .running, .still, .unknown, .running, .still, .still] {
            h.run(for: 5 * second)
            h.engine.ingestActivity(ActivitySample(kind: kind, confidence: 0.8, timestampNanoseconds: h.now))
        }
        h.run(until: start + 80 * second)
        #expect(h.recorder.statusCodes.contains(875) == false, "\(h.recorder.statusCodes)")
        #expect(h.recorder.statusCodes.last == 870)
    }

    @Test("the same jump without labels, or with walking ones, is the device leaving the pin: 873")
    func leavesThePin() {
        for labels in [[], [ActivityKind.walking, .walking, .walking]] {
            let h = Harness()
            h.accuracyMeters = 20
            h.startInitialised()
            h.engine.startManualCalibration(mode: .oneMinute, location: TestWorld.location(at: h.now, accuracy: 5))
            let start = h.now
            h.northMeters = { t in t - start >= 20 * second ? 120 : 0 }
            for kind in labels {
                h.run(for: 5 * second)
                h.engine.ingestActivity(ActivitySample(kind: kind, confidence: 0.8, timestampNanoseconds: h.now))
            }
            h.run(for: 50 * second)
            #expect(h.recorder.statusCodes.contains(873), "labels \(labels): \(h.recorder.statusCodes)")
        }
    }
}
