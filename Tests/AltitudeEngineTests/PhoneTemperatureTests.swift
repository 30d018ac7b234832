import AssistanceProtocol
import Foundation
import Testing

@testable import AltitudeEngine

/// The phone's expected temperature and the temperature σ of a calibration the engine made
/// (`AltitudeEngine+PhoneTemperature.swift`; Docs/engine.md, the σ_temp term of "One σ").
@Suite("Phone temperature: followed from the surroundings, noted at calibration")
struct PhoneTemperatureTests {
    static let minute: Int64 = 60 * second

    /// The engine in surroundings at `ambientKelvin` accepts a background calibration (+10 Pa ± 3 Pa)
    /// and notes the phone's expected temperature for it, as a background window does.
    static func calibrateInTheBackground(_ h: Harness, ambientKelvin: Double) {
        h.engine.observeSurroundings(ambientKelvin: ambientKelvin)
        h.engine.acceptCalibration(
            CalibrationRecord(offsetPa: 10, uncertaintyPa: 3, madeAtNanoseconds: h.now, source: .background),
            queueForUpload: false)
        h.engine.noteCalibrationTemperature()
    }

    @Test("the expected temperature relaxes toward new surroundings with the time constant")
    func relaxes() throws {
        let h = Harness()
        h.engine.observeSurroundings(ambientKelvin: 282.15)
        #expect(h.engine.expectedPhoneKelvin() == 282.15)
        h.engine.observeSurroundings(ambientKelvin: 294.15)
        h.scheduler.advance(byNanoseconds: 30 * Self.minute)
        let tau = Double(h.engine.configuration.pressureTemperatureTimeConstantNanoseconds) / 1e9
        let expected = 294.15 - 12 * exp(-1800 / tau)
        #expect(abs(try #require(h.engine.expectedPhoneKelvin()) - expected) < 1e-9)
        h.scheduler.advance(byNanoseconds: 600 * Self.minute)
        #expect(abs(try #require(h.engine.expectedPhoneKelvin()) - 294.15) < 1e-6)
    }

    @Test("bad surroundings are ignored")
    func badAmbient() {
        let h = Harness()
        h.engine.observeSurroundings(ambientKelvin: .nan)
        h.engine.observeSurroundings(ambientKelvin: -3)
        #expect(h.engine.expectedPhoneKelvin() == nil)
    }

    @Test("a calibration the engine made at 9 °C, carried into 21 °C: σ_k²·(ΔT² + σ_T²·a)")
    func notedCalibration() throws {
        let h = Harness()
        let configuration = h.engine.configuration
        Self.calibrateInTheBackground(h, ambientKelvin: 282.15)
        #expect(h.engine.temperatureVariancePa2(calibrationAgeNanoseconds: 0) == 0)
        h.engine.observeSurroundings(ambientKelvin: 294.15)
        h.scheduler.advance(byNanoseconds: 120 * Self.minute)
        let age = 120 * Self.minute
        let change = try #require(h.engine.expectedPhoneKelvin()) - 282.15
        #expect(change > 11)
        let k = configuration.barometerTemperatureCoefficientSigmaPaPerKelvin
        let sigmaT = configuration.phoneTemperatureSigmaKelvin
        let built = 1 - exp(-Double(age) / Double(configuration.pressureTemperatureTimeConstantNanoseconds))
        let expected = k * k * (change * change + sigmaT * sigmaT * built)
        #expect(abs(h.engine.temperatureVariancePa2(calibrationAgeNanoseconds: age) - expected) < 1e-9)
        // ≈ 7 Pa: far above the fixed prior's 2 Pa.
        #expect(h.engine.temperatureVariancePa2(calibrationAgeNanoseconds: age).squareRoot() > 6.5)
    }

    @Test("in the same surroundings a noted calibration's σ stays below the fixed prior")
    func sameSurroundings() {
        let h = Harness()
        Self.calibrateInTheBackground(h, ambientKelvin: 291.15)
        h.scheduler.advance(byNanoseconds: 600 * Self.minute)
        let sigma = h.engine.temperatureVariancePa2(calibrationAgeNanoseconds: 600 * Self.minute).squareRoot()
        let configuration = h.engine.configuration
        #expect(
            abs(
                sigma - configuration.barometerTemperatureCoefficientSigmaPaPerKelvin
                    * configuration.phoneTemperatureSigmaKelvin) < 1e-3)
        #expect(sigma < configuration.pressureTemperatureSigmaPa)
    }

    @Test("a record the engine did not see made (restored, or replaced after the note) keeps the fixed prior")
    func unknownRecord() {
        let h = Harness()
        let configuration = h.engine.configuration
        Self.calibrateInTheBackground(h, ambientKelvin: 282.15)
        h.engine.restoreCalibration(
            CalibrationRecord(offsetPa: 12, uncertaintyPa: 4, madeAtNanoseconds: h.now, source: .manual))
        h.engine.observeSurroundings(ambientKelvin: 294.15)
        let age = 90 * Self.minute
        h.scheduler.advance(byNanoseconds: age)
        let built = 1 - exp(-Double(age) / Double(configuration.pressureTemperatureTimeConstantNanoseconds))
        let prior = configuration.pressureTemperatureSigmaPa * configuration.pressureTemperatureSigmaPa * built
        #expect(abs(h.engine.temperatureVariancePa2(calibrationAgeNanoseconds: age) - prior) < 1e-12)
    }

    @Test("a background calibration while walking outdoors notes the outdoor temperature of the reference")
    func backgroundNotes() throws {
        let h = Harness()
        h.sensorOffsetPa = 30
        h.startInitialised()
        BackgroundFusionTests.walk(h, minutes: 3)
        let noted = try #require(h.engine.calibrationTemperature)
        #expect(noted.record == h.engine.currentCalibration)
        // The reference's temperature at the terrain (the test world's reference is at 30 m, its terrain at 80 m).
        let outdoor = TestWorld.referenceTemperature - 0.0065 * (TestWorld.terrainHAE - TestWorld.referenceLevelHAE)
        #expect(abs(noted.kelvin - outdoor) < 1)
    }
}
