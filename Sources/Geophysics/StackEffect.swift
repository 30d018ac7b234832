/// Pressure difference across a building envelope caused by the indoor/outdoor temperature
/// difference (the stack or chimney effect).
///
/// `ΔP = 0.0342 · P · h · (1/To − 1/Ti)` Pa, with `P` the outdoor pressure in Pa, `h` the height
/// above the neutral plane in m and the temperatures in K (`Docs/reference/physics.md`, "Buildings
/// and transients"). Positive means the indoor pressure is *higher* than outdoors at the same
/// height: in winter (Ti > To) that is the case above the neutral plane.
public enum StackEffect {
    /// The coefficient g·M/R* in K/m (0.0342).
    public static let coefficientKelvinPerMeter = 0.0342

    /// Indoor minus outdoor pressure at `heightAboveNeutralPlaneMeters`, Pa.
    public static func indoorExcessPressurePa(
        outdoorPressurePa: Double, heightAboveNeutralPlaneMeters: Double,
        outdoorTemperatureKelvin: Double, indoorTemperatureKelvin: Double
    ) -> Double {
        coefficientKelvinPerMeter * outdoorPressurePa * heightAboveNeutralPlaneMeters
            * (1 / outdoorTemperatureKelvin - 1 / indoorTemperatureKelvin)
    }
}
