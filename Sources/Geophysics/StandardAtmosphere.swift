import Foundation

/// The International Standard Atmosphere (troposphere), as used by every model in AltitudeSim.
///
/// Constants are those of the U.S. Standard Atmosphere 1976 (`Docs/reference/physics.md`,
/// "Atmosphere"). Heights are geometric metres above mean sea level unless a name says otherwise.
public enum StandardAtmosphere {
    /// Sea-level pressure, Pa.
    public static let seaLevelPressurePa = 101_325.0
    /// Sea-level temperature, K.
    public static let seaLevelTemperatureKelvin = 288.15
    /// Temperature lapse rate in the troposphere, K/m.
    public static let lapseRateKelvinPerMeter = 0.0065
    /// Standard gravity, m/s².
    public static let gravityMetersPerSecondSquared = 9.80665
    /// Universal gas constant, J/(mol·K) (CODATA; `Docs/reference/physics.md`,
    /// "Atmosphere").
    public static let universalGasConstant = 8.31446
    /// The gas constant the 1976 standard itself is defined with, J/(mol·K). Its tables (the oracle
    /// values in `Docs/reference/physics.md`, "Atmosphere") are reproduced to 0.05 Pa only with it.
    public static let universalGasConstant1976 = 8.31432
    /// Molar mass of dry air, kg/mol.
    public static let molarMassOfAirKilogramsPerMole = 0.0289644
    /// Specific gas constant of dry air, J/(kg·K).
    public static let dryAirGasConstant = 287.05
    /// Earth radius used to convert geometric to geopotential height, m.
    public static let earthRadiusMeters = 6_356_766.0
    /// Height of the tropopause (geopotential), m; the model is valid below it.
    public static let tropopauseGeopotentialMeters = 11_000.0
    /// Zero degrees Celsius in kelvin.
    public static let zeroCelsiusInKelvin = 273.15

    /// The barometric exponent g0·M/(R*·L) ≈ 5.25588, with the 1976 gas constant.
    public static let barometricExponent =
        gravityMetersPerSecondSquared * molarMassOfAirKilogramsPerMole
        / (universalGasConstant1976 * lapseRateKelvinPerMeter)

    /// Geopotential height for a geometric height, m.
    public static func geopotentialHeight(geometricMeters z: Double) -> Double {
        earthRadiusMeters * z / (earthRadiusMeters + z)
    }

    /// Geometric height for a geopotential height, m.
    public static func geometricHeight(geopotentialMeters h: Double) -> Double {
        earthRadiusMeters * h / (earthRadiusMeters - h)
    }

    /// Standard temperature at a geometric height, K.
    public static func temperature(atGeometricHeightMeters z: Double) -> Double {
        seaLevelTemperatureKelvin - lapseRateKelvinPerMeter * geopotentialHeight(geometricMeters: z)
    }

    /// Standard pressure at a geometric height, Pa (troposphere only).
    ///
    /// `pressure(atGeometricHeightMeters: 1000)` ≈ 89 876.3 Pa.
    public static func pressure(atGeometricHeightMeters z: Double) -> Double {
        let h = geopotentialHeight(geometricMeters: z)
        return seaLevelPressurePa
            * pow(1 - lapseRateKelvinPerMeter * h / seaLevelTemperatureKelvin, barometricExponent)
    }

    /// The geometric height at which the standard atmosphere has a given pressure, m.
    public static func geometricHeight(atPressurePa p: Double) -> Double {
        let h =
            seaLevelTemperatureKelvin / lapseRateKelvinPerMeter
            * (1 - pow(p / seaLevelPressurePa, 1 / barometricExponent))
        return geometricHeight(geopotentialMeters: h)
    }
}
