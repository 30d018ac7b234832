import Geophysics

/// The σ of the unknown stack-effect and HVAC offset for a device that is inside a building
/// with no anchor (the SDK started inside, or the door step could not be measured), so it
/// reports the outdoor column.
///
/// Inside, the pressure at a height `d` above the building's neutral plane exceeds the outdoor
/// pressure there by `ΔP = 0.0342·P·d·(1/T_o − 1/T_i)` (`Docs/reference/physics.md`,
/// `StackEffect`); read with the outdoor column (`Rd·T_o/(g·P)` m per Pa, and g/Rd = 0.0342 K/m)
/// that is a height error
/// `d·(1 − T_o/T_i)`, plus the HVAC over-pressure `hvac·Rd·T_o/(g·P)`. Neither `d` nor `T_i` is
/// known, so both enter as spreads:
///
/// ```
/// σ_stack = d_np·√((T_i − T_o)² + σ_Ti²)/T_i      (d_np: RMS distance from the neutral plane)
/// σ_hvac  = σ_hvacPa·Rd·T_o/(g·P)
/// σ²      = σ_stack² + σ_hvac²
/// ```
///
/// `T_o` is the reference temperature, `T_i` the assumed indoor air (21 °C, σ 2 K).
public enum UnanchoredIndoorSigma {
    /// The additional σ in m; `nil` for non-finite or non-positive temperatures or pressure.
    public static func sigmaMeters(
        outdoorTemperatureKelvin: Double, indoorTemperatureKelvin: Double, indoorTemperatureSigmaKelvin: Double,
        neutralPlaneDistanceMeters: Double, hvacSigmaPa: Double, pressurePa: Double
    ) -> Double? {
        guard outdoorTemperatureKelvin > 0, indoorTemperatureKelvin > 0, pressurePa > 0,
            outdoorTemperatureKelvin.isFinite, indoorTemperatureKelvin.isFinite, pressurePa.isFinite,
            indoorTemperatureSigmaKelvin.isFinite, neutralPlaneDistanceMeters.isFinite, hvacSigmaPa.isFinite
        else { return nil }
        let difference = indoorTemperatureKelvin - outdoorTemperatureKelvin
        let spread = (difference * difference + indoorTemperatureSigmaKelvin * indoorTemperatureSigmaKelvin)
            .squareRoot()
        let stack = abs(neutralPlaneDistanceMeters) * spread / indoorTemperatureKelvin
        let metersPerPa = outdoorTemperatureKelvin / (StackEffect.coefficientKelvinPerMeter * pressurePa)
        let hvac = abs(hvacSigmaPa) * metersPerPa
        return (stack * stack + hvac * hvac).squareRoot()
    }
}
