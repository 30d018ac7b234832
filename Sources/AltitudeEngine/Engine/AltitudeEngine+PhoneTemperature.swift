import AssistanceProtocol
import Foundation
import Geophysics

/// The phone's expected temperature, followed from the surroundings the engine sees, and the
/// temperature a calibration the engine made was made at.
///
/// The barometer's reading carries `k·(T_phone − T_cal)` after a calibration made at `T_cal`,
/// with `k` the part's temperature coefficient — unknown, ±0.6 Pa/K across parts (`Docs/reference/physics.md`),
/// σ `barometerTemperatureCoefficientSigmaPaPerKelvin`. A phone calibrated outdoors at 9 °C and
/// carried into an office at 21 °C has a 12 K difference: 7 Pa of σ, not the 2 Pa a fixed prior
/// gives. So the engine follows the phone's expected temperature: it relaxes (time constant
/// `pressureTemperatureTimeConstantNanoseconds`) toward the indoor prior while the indoor
/// detector says inside, and toward the reference's outdoor temperature outside. A calibration
/// the engine makes (background or manual) notes that temperature; one it did not see made
/// (restored, or the service's) keeps the fixed prior `pressureTemperatureSigmaPa`.
struct PhoneTemperatureState {
    /// The phone's expected temperature, K, and when it was last moved, ns.
    var expectedKelvin: Double
    var atNanoseconds: Int64
    /// The surroundings' temperature the phone relaxes toward, K.
    var ambientKelvin: Double
}

extension AltitudeEngine {
    /// The phone's expected temperature now, K (moved toward the last known surroundings for
    /// the time since the last call); `nil` before the engine has seen any surroundings.
    func expectedPhoneKelvin() -> Double? {
        guard var state = phoneTemperature else { return nil }
        let elapsed = Double(max(0, nowNanoseconds.saturatingSubtracting(state.atNanoseconds)))
        let tau = Double(max(1, configuration.pressureTemperatureTimeConstantNanoseconds))
        state.expectedKelvin += (state.ambientKelvin - state.expectedKelvin) * -expm1(-elapsed / tau)
        state.atNanoseconds = max(state.atNanoseconds, nowNanoseconds)
        phoneTemperature = state
        return state.expectedKelvin
    }

    /// Sets the surroundings the phone is in now (the first call also sets the phone's temperature).
    func observeSurroundings(ambientKelvin: Double) {
        guard ambientKelvin.isFinite, ambientKelvin > 0 else { return }
        if phoneTemperature == nil {
            phoneTemperature = PhoneTemperatureState(
                expectedKelvin: ambientKelvin, atNanoseconds: nowNanoseconds,
                ambientKelvin: ambientKelvin)
            return
        }
        _ = expectedPhoneKelvin()
        phoneTemperature?.ambientKelvin = ambientKelvin
    }

    /// Notes the phone's expected temperature for the calibration the engine just made.
    func noteCalibrationTemperature() {
        guard let calibration, let kelvin = expectedPhoneKelvin() else {
            calibrationTemperature = nil
            return
        }
        calibrationTemperature = (record: calibration, kelvin: kelvin)
    }

    /// The variance of the phone's temperature error since the calibration in force, Pa².
    ///
    /// A calibration the engine made at a known expected temperature: `σ_k²·(ΔT² + σ_T²·a)`, ΔT
    /// the expected change since, σ_T `phoneTemperatureSigmaKelvin` (the phone about its
    /// surroundings) and `a = 1 − e^(−age/τ)`. Any other: `σ_tc²·a` (`pressureTemperatureSigmaPa`),
    /// as a phone calibrated a minute ago has not had time to change its temperature.
    func temperatureVariancePa2(calibrationAgeNanoseconds age: Int64) -> Double {
        let tau = Double(max(1, configuration.pressureTemperatureTimeConstantNanoseconds))
        let built = -expm1(-Double(max(0, age)) / tau)
        if let noted = calibrationTemperature, noted.record == calibration, let now = expectedPhoneKelvin() {
            let k = configuration.barometerTemperatureCoefficientSigmaPaPerKelvin
            let change = now - noted.kelvin
            let sigmaT = configuration.phoneTemperatureSigmaKelvin
            let variance = k * k * (change * change + sigmaT * sigmaT * built)
            if variance.isFinite { return variance }
        }
        let sigma = configuration.pressureTemperatureSigmaPa
        return sigma * sigma * built
    }
}

extension AltitudeEngine {
    /// Observes the surroundings now: the indoor prior while the indoor detector says inside,
    /// else the outdoor temperature of `response`'s reference at its terrain (the reference
    /// level without a terrain), with the standard lapse rate.
    func observeSurroundings(response: AssistanceResponse) {
        if refreshedIndoorTracking().detector.isIndoors {
            observeSurroundings(ambientKelvin: configuration.indoorTemperatureKelvin)
            return
        }
        guard let referenceKelvin = response.referenceTemperatureKelvin, let level = response.referenceLevelHAEMeters
        else { return }
        let ground = response.terrainHAEMeters ?? level
        observeSurroundings(
            ambientKelvin: referenceKelvin - StandardAtmosphere.lapseRateKelvinPerMeter * (ground - level))
    }
}
