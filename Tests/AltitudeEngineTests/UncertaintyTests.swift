import AltitudeEngine
import Geophysics
import Testing

@Suite("Uncertainty honesty")
struct UncertaintyTests {
    /// Errors drawn with exactly the σ the engine is told (reference pressure 4 Pa, temperature
    /// 1 K reduced like the service's, calibration 2 Pa, phone white noise 1 Pa, unmodelled height
    /// `heightFloorSigmaMeters`; no temperature error, the calibration being seconds old): the reported
    /// 68 % and 90 % radii must cover the truth that often. 1,000 trials: the binomial standard
    /// error of a coverage is ≤ 1.5 %, so the bands (0.60…0.80, 0.85…0.97) hold for any seed.
    @Test("68 % and 90 % radii cover the truth at their rates", arguments: [11, 12] as [UInt64])
    func coverage(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let trials = 1_000
        var inside68 = 0
        var inside90 = 0
        var hatInside68 = 0
        for _ in 0..<trials {
            let h = Harness()
            h.sensorOffsetPa = 25 * rng.gaussian()
            let calibrationError = 2 * rng.gaussian()
            h.assistance.referencePressureErrorPa = 4 * rng.gaussian()
            h.assistance.referenceTemperatureErrorKelvin = 1 * rng.gaussian()
            let standing = TestWorld.terrainHAE + 1 + 40
            h.heightHAE = { _ in standing }
            // Unmodelled error: a bias worth σ_floor of pressure the engine cannot know about.
            let perMeter = Hypsometric.pascalsPerMeter(
                pressurePa: TestWorld.pressure(atHAE: standing),
                temperatureKelvin: TestWorld.referenceTemperature)
            // No temperature error: the calibration below is seconds old (σ_tc builds up over 30 min).
            let unmodelledPa = EngineConfiguration().heightFloorSigmaMeters * perMeter * rng.gaussian()
            var noise = SplitMix64(seed: rng.next())
            h.pressureDisturbance = { _ in unmodelledPa + noise.gaussian() }
            h.startInitialised()
            h.calibrate(offset: h.sensorOffsetPa + calibrationError, sigma: 2)
            h.engine.startAltitudeCalculation(mode: .oneTime) { _, _ in }
            h.run(for: 4 * second)
            guard let context = h.recorder.contexts.last, let height = context.height,
                let u68 = context.heightUncertainty68, let u90 = context.heightUncertainty,
                let hat = context.heightAboveTerrain, let hat68 = context.heightHatUncertainty68
            else { continue }
            let error = abs(height - standing)
            if error <= u68 { inside68 += 1 }
            if error <= u90 { inside90 += 1 }
            if abs(hat - (standing - TestWorld.terrainHAE)) <= hat68 { hatInside68 += 1 }
        }
        let c68 = Double(inside68) / Double(trials)
        let c90 = Double(inside90) / Double(trials)
        #expect((0.60...0.80).contains(c68), "68 % coverage \(c68)")
        #expect((0.85...0.97).contains(c90), "90 % coverage \(c90)")
        // HAT adds terrain σ on top: it covers at least as often as HAE (within noise).
        #expect(Double(hatInside68) / Double(trials) >= 0.60)
    }
}
