import AltitudeEngine
import AssistanceProtocol
import Foundation
import Testing

/// Background calibration while walking slowly outdoors, and the fusion of its windows with the
/// calibration in place (Docs/engine.md, "Background calibration").
@Suite("Background calibration while walking, fused")
struct BackgroundFusionTests {
    /// A harness walking north at `speed` m/s outdoors at hand height, the recogniser saying `activity`.
    static func walk(_ h: Harness, minutes: Int, speed: Double = 1.3, activity: ActivityKind = .walking) {
        let start = h.now
        let previous = h.northMeters
        let offset = previous(start)
        h.northMeters = { t in offset + Double(t - start) / 1e9 * speed }
        for _ in 0..<(minutes * 6) {
            h.engine.ingestActivity(ActivitySample(kind: activity, confidence: 0.9, timestampNanoseconds: h.now))
            h.run(for: 10 * second)
        }
    }

    /// A test world's measurement σ: reference 4 Pa, reference temperature 1 K over the 1 m from
    /// the terrain up (the service's reduction cancels it below; ≈ 0.04 Pa), terrain 0.5 m and
    /// hand height 0.3 m at ≈ 11.9 Pa/m — all shared by successive windows.
    static let correlatedSigmaPa = (16.0 + 0.04 * 0.04 + (0.25 + 0.09) * 11.9 * 11.9).squareRoot()

    @Test("walking slowly outdoors at ground level calibrates an uncalibrated phone")
    func walkingCalibrates() throws {
        let h = Harness()
        h.sensorOffsetPa = 30
        h.startInitialised()
        Self.walk(h, minutes: 3)
        let record = try #require(h.recorder.calibrations.first)
        #expect(record.source == .background)
        #expect(abs(record.offsetPa - 30) < 2 * record.uncertaintyPa)
        #expect(h.engine.currentCalibration?.source == .background)
    }

    @Test("a sample stamped at the check's instant counts the same whether it arrives before or after the check")
    func sameInstantOrder() throws {
        var records: [[CalibrationRecord]] = []
        for samplesFirst in [false, true] {
            let h = Harness()
            h.sensorOffsetPa = 30
            h.samplesBeforeTimers = samplesFirst
            // A pressure that differs from sample to sample, so one sample more or less moves the mean.
            h.pressureDisturbance = { t in sin(Double(t) / 7.3e8) * 2 }
            h.startInitialised()
            Self.walk(h, minutes: 4)
            records.append(h.recorder.calibrations)
        }
        #expect(!records[0].isEmpty)
        #expect(records[0] == records[1])
    }

    @Test(
        "no background calibration while walking when the condition fails",
        arguments: ["inVehicle", "stairs", "indoors", "tooFast"])
    func refused(condition: String) {
        let h = Harness()
        var speed = 1.3
        var activity = ActivityKind.walking
        switch condition {
        case "inVehicle": activity = .inVehicle
        case "stairs": h.heightHAE = { t in TestWorld.terrainHAE + 1 + Double(t - t0) / 1e9 * 0.2 }
        case "indoors": h.accuracyMeters = 45  // Wi-Fi fixes: the indoor detector says inside
        case "tooFast": speed = 3
        default: break
        }
        h.startInitialised()
        Self.walk(h, minutes: 4, speed: speed, activity: activity)
        #expect(h.recorder.calibrations.isEmpty)
    }

    @Test("fusion with the calibration in place reduces σ, but windows sharing errors do not shrink it further")
    func fusionFloor() throws {
        var configuration = EngineConfiguration()
        configuration.backgroundMinimumIntervalNanoseconds = 0
        let h = Harness(configuration: configuration)
        h.sensorOffsetPa = 20
        h.startInitialised()
        h.calibrate(offset: 20, sigma: 8)
        Self.walk(h, minutes: 10)
        let record = try #require(h.engine.currentCalibration)
        #expect(record.source == .background)
        #expect(abs(record.offsetPa - 20) < 2 * record.uncertaintyPa)
        // Prior 8 Pa fused with one measurement of σ ≈ correlatedSigmaPa: ≈ 5.8 Pa.
        let expected = 1 / (1 / 64 + 1 / (Self.correlatedSigmaPa * Self.correlatedSigmaPa)).squareRoot()
        #expect(record.uncertaintyPa < 8)
        #expect(record.uncertaintyPa > 0.95 * expected, "ten windows treated as independent would give ≈ 2.5 Pa")

        // Without a prior, twenty windows stay at the correlated floor.
        let g = Harness(configuration: configuration)
        g.startInitialised()
        Self.walk(g, minutes: 20)
        let alone = try #require(g.engine.currentCalibration)
        #expect(alone.uncertaintyPa >= Self.correlatedSigmaPa * 0.99)
    }

    @Test("a window far (> 3σ) from the current calibration is not at ground level: rejected; a near one is fused")
    func farWindowRejected() throws {
        var configuration = EngineConfiguration()
        configuration.backgroundMinimumIntervalNanoseconds = 0
        for (error, accepted) in [(40.0, false), (12.0, true)] {
            let h = Harness(configuration: configuration)
            h.startInitialised()
            h.calibrate(offset: error, sigma: 6)  // the phone reads 3.4 m / 1 m off the ground
            Self.walk(h, minutes: 5)
            #expect((h.recorder.calibrations.count > 1) == accepted, "error \(error) Pa")
        }
    }
}
