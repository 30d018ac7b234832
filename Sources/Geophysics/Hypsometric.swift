import Foundation

/// The hypsometric equation: thickness of an air layer between two pressures.
///
/// `Δz = (Rd·T̄ / g) · ln(P_lower / P_upper)`, with `T̄` the layer's mean temperature. This is
/// the SDK's height formula `h = (R·T/(M·g))·ln(P_ref/P_phone)`: `R/(M·g) = Rd/g`.
public enum Hypsometric {
    /// `Rd / g0`, metres per kelvin: the scale factor of the hypsometric equation.
    public static let metersPerKelvin =
        StandardAtmosphere.dryAirGasConstant / StandardAtmosphere.gravityMetersPerSecondSquared

    /// Height of the upper pressure level above the lower one, m.
    /// - Parameters:
    ///   - lowerPressurePa: pressure at the lower (reference) level, Pa.
    ///   - upperPressurePa: pressure at the upper level, Pa.
    ///   - meanTemperatureKelvin: mean temperature of the layer, K.
    public static func thicknessMeters(
        lowerPressurePa: Double, upperPressurePa: Double, meanTemperatureKelvin: Double
    ) -> Double {
        metersPerKelvin * meanTemperatureKelvin * log(lowerPressurePa / upperPressurePa)
    }

    /// Pressure at `heightMeters` above a level with pressure `basePressurePa`, Pa.
    public static func pressure(
        basePressurePa: Double, heightMeters: Double, meanTemperatureKelvin: Double
    ) -> Double {
        basePressurePa * exp(-heightMeters / (metersPerKelvin * meanTemperatureKelvin))
    }

    /// Local sensitivity dP/dz at a pressure and temperature, Pa per metre (positive number).
    /// About 12 Pa/m near sea level.
    public static func pascalsPerMeter(pressurePa: Double, temperatureKelvin: Double) -> Double {
        pressurePa / (metersPerKelvin * temperatureKelvin)
    }
}
