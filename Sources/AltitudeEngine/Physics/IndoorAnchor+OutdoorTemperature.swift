import Geophysics

extension IndoorAnchor {
    /// The door step `δ` now that the outdoor temperature has changed since the anchor (a front
    /// passing during a long stay), and the σ of that change, Pa.
    ///
    /// At the door the step is HVAC plus the stack effect below (or above) the neutral plane,
    /// `δ = hvac + 0.0342·P·x·(1/T_o − 1/T_i)` with `x` the door's height above the plane
    /// (`Docs/reference/physics.md`). The anchor measured `δ_a` at `T_o,a`, which gives `x` (HVAC neglected,
    /// |x| ≤ `maxNeutralPlaneDistanceMeters`); a colder outside then deepens the step:
    ///
    /// ```
    /// x  = δ_a / (0.0342·P·(1/T_o,a − 1/T_i))
    /// δ  = δ_a + 0.0342·P·x·(1/T_o − 1/T_o,a)
    /// σ  = |δ − δ_a|·min(1, σ_Ti/|T_i − T_o,a|)          (x scales with 1/(T_i − T_o,a))
    /// ```
    ///
    /// When `|T_i − T_o,a| ≤ σ_Ti` the step says nothing about `x`: `δ_a` is kept and the change
    /// an `x` of `fallbackDistanceMeters` would make is the σ. Non-finite or non-positive
    /// inputs: `δ_a`, σ 0.
    ///
    /// `offsetPaPerIndoorKelvin` is the signed `∂δ/∂T_i` behind that σ (`−(δ − δ_a)/(T_i²·D)`,
    /// D = 1/T_o,a − 1/T_i; 0 when the fallback or the clamp on `x` applies): the same indoor
    /// temperature error also scales the column above the door, and the two must add with their
    /// signs (`additionalSigmaMeters`), not in quadrature.
    public static func stackAdjustedOffset(
        offsetPa: Double, anchorOutdoorTemperatureKelvin anchorKelvin: Double,
        outdoorTemperatureKelvin nowKelvin: Double,
        indoorTemperatureKelvin indoorKelvin: Double, indoorTemperatureSigmaKelvin sigmaKelvin: Double,
        pressurePa: Double, maxNeutralPlaneDistanceMeters maxDistance: Double, fallbackDistanceMeters: Double
    ) -> (offsetPa: Double, sigmaPa: Double, offsetPaPerIndoorKelvin: Double) {
        guard offsetPa.isFinite, anchorKelvin.isFinite, nowKelvin.isFinite, indoorKelvin.isFinite, pressurePa.isFinite,
            sigmaKelvin.isFinite, anchorKelvin > 0, nowKelvin > 0, indoorKelvin > 0, pressurePa > 0
        else { return (offsetPa, 0, 0) }
        let coefficient = StackEffect.coefficientKelvinPerMeter * pressurePa
        let change = 1 / nowKelvin - 1 / anchorKelvin
        let contrast = abs(indoorKelvin - anchorKelvin)
        guard contrast > max(sigmaKelvin, 1e-6) else {
            return (offsetPa, abs(coefficient * fallbackDistanceMeters * change), 0)
        }
        let contrastTerm = 1 / anchorKelvin - 1 / indoorKelvin
        let raw = offsetPa / (coefficient * contrastTerm)
        let distance = min(max(raw, -abs(maxDistance)), abs(maxDistance))
        let delta = coefficient * distance * change
        let sigma = abs(delta) * min(1, sigmaKelvin / contrast)
        let perKelvin = distance == raw ? -delta / (indoorKelvin * indoorKelvin * contrastTerm) : 0
        guard delta.isFinite, sigma.isFinite, perKelvin.isFinite else { return (offsetPa, 0, 0) }
        return (offsetPa + delta, sigma, perKelvin)
    }
}
