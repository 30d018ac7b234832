import AltitudeEngine
import AssistanceProtocol
import Foundation
import Geophysics
import Testing

@Suite("Background calibration")
struct BackgroundCalibrationTests {
    @Test("outdoors, still, at ground level: a background record close to the true offset")
    func accepted() throws {
        let h = Harness()
        h.sensorOffsetPa = 30
        h.startInitialised()
        h.run(for: 130 * second)
        let record = try #require(h.recorder.calibrations.first)
        #expect(record.source == .background)
        #expect(abs(record.offsetPa - 30) < 2 * record.uncertaintyPa)
        #expect(record.uncertaintyPa > 0 && record.uncertaintyPa < 15)
        #expect(h.engine.currentCalibration == record)
        // The request for it is the only traffic: background calibration fetched reference data.
        #expect(h.assistance.requests.count == 1)
        // After it, heights are calibrated and manualBaroCal is false.
        h.engine.startAltitudeCalculation(mode: .oneTime) { _, _ in }
        h.run(for: 5 * second)
        let context = try #require(h.recorder.contexts.last)
        #expect(context.manualBaroCal == false)
        #expect(abs((context.height ?? 0) - (TestWorld.terrainHAE + 1)) < 1)
    }

    @Test(
        "no background calibration when the condition fails",
        arguments: ["indoors", "moving", "inVehicle", "unsteady", "upstairs"])
    func refused(condition: String) {
        let h = Harness()
        switch condition {
        case "indoors": h.accuracyMeters = 45  // Wi-Fi fixes: the indoor detector says inside
        case "moving": h.northMeters = { t in Double(t - t0) / 1e9 * 5 }  // 18 km/h
        case "unsteady": h.pressureDisturbance = { t in (t / (second / 5)) % 2 == 0 ? 8 : -8 }
        case "upstairs": h.heightHAE = { _ in TestWorld.terrainHAE + 1 + 12 }
        default: break
        }
        h.startInitialised()
        for _ in 1...20 {
            if condition == "inVehicle" {
                h.engine.ingestActivity(ActivitySample(kind: .inVehicle, confidence: 0.9, timestampNanoseconds: h.now))
            }
            h.run(for: 10 * second)
        }
        #expect(h.recorder.calibrations.isEmpty)
    }

    @Test("a calibration older than the validity sets manualBaroCal again (expiry)")
    func expiry() throws {
        var configuration = EngineConfiguration()
        configuration.backgroundCheckIntervalNanoseconds = 1_000_000 * second  // keep it out of the way
        let h = Harness(configuration: configuration)
        h.startInitialised()
        h.calibrate(at: h.now - configuration.calibrationValidityNanoseconds + 10 * second)
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 5 * second)
        #expect(h.recorder.contexts.last?.manualBaroCal == false)
        let sigmaFresh = try #require(h.recorder.contexts.last?.heightUncertainty68)
        h.run(for: 10 * second)
        #expect(h.recorder.contexts.last?.manualBaroCal == true)
        #expect(h.recorder.contexts.last?.height != nil)
        // The uncertainty grew with age: a 4-day-old calibration is less certain than a new one.
        h.calibrate()
        h.run(for: 2 * second)
        let sigmaNew = try #require(h.recorder.contexts.last?.heightUncertainty68)
        #expect(sigmaNew < sigmaFresh)
    }

    @Test("a newer calibration from the service is adopted")
    func serviceCalibration() throws {
        let h = Harness()
        h.accuracyMeters = 30
        h.startAltitudeAnswering {
            $0.calibrationOffsetPa = 17
            $0.calibrationUncertaintyPa = 3
            $0.calibrationTimeNanoseconds = h.now - 3_600 * second
        }
        let record = try #require(h.recorder.calibrations.first)
        #expect(record.offsetPa == 17)
        #expect(h.engine.currentCalibration?.offsetPa == 17)
    }
}

@Suite("Background calibration against an existing one")
struct BackgroundVersusExistingTests {
    @Test("a better (manual) calibration is kept; an expired one is refreshed")
    func keepBetter() throws {
        var configuration = EngineConfiguration()
        configuration.backgroundMinimumIntervalNanoseconds = 0
        let h = Harness(configuration: configuration)
        h.sensorOffsetPa = 10
        h.startInitialised()
        h.calibrate(offset: 10, sigma: 1)
        h.run(for: 200 * second)
        #expect(h.recorder.calibrations.count == 1, "only the installed one")
        h.calibrate(offset: 10, sigma: 1, at: h.now - configuration.calibrationValidityNanoseconds - second)
        h.run(for: 130 * second)
        let last = try #require(h.recorder.calibrations.last)
        #expect(last.source == .background)
        #expect(abs(last.offsetPa - 10) < 2 * last.uncertaintyPa)
    }

    @Test("with a calibration in place, a phone 3 m above the ground (a balcony) does not recalibrate")
    func balcony() {
        var configuration = EngineConfiguration()
        configuration.backgroundMinimumIntervalNanoseconds = 0
        let h = Harness(configuration: configuration)
        h.heightHAE = { _ in TestWorld.terrainHAE + 1 + 3 }
        h.startInitialised()
        h.calibrate(offset: 0, sigma: 3, at: h.now - configuration.calibrationValidityNanoseconds - second)
        h.run(for: 200 * second)
        #expect(h.recorder.calibrations.count == 1)
    }
}

@Suite("The phone's temperature error builds up after a calibration")
struct CalibrationTemperatureAgeTests {
    /// σ of the height (m) five seconds after restoring a calibration made `ageSeconds` earlier.
    static func heightSigma(calibrationAgeSeconds ageSeconds: Int64) throws -> Double {
        let h = Harness()
        h.startInitialised()
        h.calibrate(at: h.now - ageSeconds * second)
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 5 * second)
        let u68 = try #require(h.recorder.contexts.last?.heightUncertainty68)
        return u68 / NormalQuantile.twoSided68
    }

    @Test("a fresh calibration carries no temperature σ; three hours on it carries σ_tc² (plus 3 h of drift)")
    func temperatureVarianceGrowsWithAge() throws {
        let fresh = try Self.heightSigma(calibrationAgeSeconds: 0)
        let old = try Self.heightSigma(calibrationAgeSeconds: 3 * 3_600)
        let configuration = EngineConfiguration()
        let perMeter = Hypsometric.pascalsPerMeter(
            pressurePa: TestWorld.pressure(atHAE: TestWorld.terrainHAE + 1),
            temperatureKelvin: TestWorld.referenceTemperature)
        let addedPa2 = (old * old - fresh * fresh) * perMeter * perMeter
        let tau = Double(configuration.pressureTemperatureTimeConstantNanoseconds) / 1e9
        let sigmaTc = configuration.pressureTemperatureSigmaPa
        let expected =
            sigmaTc * sigmaTc * (exp(-5 / tau) - exp(-(3 * 3_600 + 5) / tau))
            + configuration.calibrationDriftVariancePa2PerDay * 3 / 24
        #expect(abs(addedPa2 - expected) < 0.1, "added \(addedPa2) Pa², expected \(expected) Pa²")
        #expect(expected > 3.5)
    }
}
