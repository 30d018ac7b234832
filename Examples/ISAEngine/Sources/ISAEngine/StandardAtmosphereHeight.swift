internal import Foundation

/// The ICAO standard atmosphere's troposphere: the height at which it has a given pressure.
enum StandardAtmosphereHeight {
    /// Sea-level pressure, Pa.
    static let seaLevelPressurePa = 101_325.0
    /// Sea-level temperature, K.
    static let seaLevelTemperatureKelvin = 288.15
    /// Temperature lapse rate, K/m.
    static let lapseRateKelvinPerMeter = 0.0065
    /// g·M/(R·L), the exponent of the barometric formula (5.25588).
    static let exponent = 9.80665 * 0.0289644 / (8.31446 * 0.0065)

    /// Height above mean sea level, m, of `pressurePa` in the standard atmosphere.
    static func meters(pressurePa: Double) -> Double {
        seaLevelTemperatureKelvin / lapseRateKelvinPerMeter * (1 - pow(pressurePa / seaLevelPressurePa, 1 / exponent))
    }
}
