import Foundation

/// Reduction of a station pressure (QFE) to a reference level, and back.
///
/// The column between the station and the reference level is taken to follow the standard lapse
/// rate L in geopotential height (`Docs/reference/physics.md`, "Atmosphere"), as the world's
/// atmosphere and the engine's height formula do, and is integrated exactly:
///
/// ```
/// T_ref = T_station + L·(H_station − H_ref)                 (H: geopotential heights)
/// P_ref = P_station · (T_ref / T_station)^(g/(Rd·L))
/// ```
///
/// The textbook form `QFF = QFE·exp(g·z/(Rd·Tm))`, `Tm = T_station + L·z/2`, with geometric z, is
/// this to first order; its arithmetic mean temperature and the geometric height put a
/// station at 2,500 m 3 Pa high at sea level, and the engine's exact inversion then 0.7 m low
/// at the station's own height (0.18 m at 1,600 m; 0.96 m for a site at 2,500 m above stations at
/// 400 m). Interpolate *reduced* pressures, never raw ones.
public enum SeaLevelReduction {
    /// `g/(Rd·L)`, the exponent of a standard-lapse column.
    static let columnExponent =
        1 / (Hypsometric.metersPerKelvin * StandardAtmosphere.lapseRateKelvinPerMeter)

    /// Mean temperature of the column between a station at `stationHeightMeters` and the
    /// reference level `referenceHeightMeters`, K (its arithmetic mean, the textbook `Tm`).
    public static func columnMeanTemperatureKelvin(
        stationTemperatureKelvin: Double, stationHeightMeters: Double, referenceHeightMeters: Double = 0
    ) -> Double {
        (stationTemperatureKelvin
            + reduceTemperature(
                stationTemperatureKelvin: stationTemperatureKelvin, stationHeightMeters: stationHeightMeters,
                toReferenceHeightMeters: referenceHeightMeters)) / 2
    }

    /// Station pressure reduced to `referenceHeightMeters` (sea level by default), Pa.
    public static func reduce(
        stationPressurePa: Double, stationTemperatureKelvin: Double, stationHeightMeters: Double,
        toReferenceHeightMeters referenceHeightMeters: Double = 0
    ) -> Double {
        let referenceKelvin = reduceTemperature(
            stationTemperatureKelvin: stationTemperatureKelvin, stationHeightMeters: stationHeightMeters,
            toReferenceHeightMeters: referenceHeightMeters)
        return stationPressurePa * pow(referenceKelvin / stationTemperatureKelvin, columnExponent)
    }

    /// The station pressure that reduces to `referencePressurePa` at `referenceHeightMeters`
    /// (the inverse of `reduce`), Pa.
    public static func stationPressurePa(
        referencePressurePa: Double, stationTemperatureKelvin: Double, stationHeightMeters: Double,
        referenceHeightMeters: Double = 0
    ) -> Double {
        let referenceKelvin = reduceTemperature(
            stationTemperatureKelvin: stationTemperatureKelvin, stationHeightMeters: stationHeightMeters,
            toReferenceHeightMeters: referenceHeightMeters)
        return referencePressurePa * pow(stationTemperatureKelvin / referenceKelvin, columnExponent)
    }

    /// Temperature at the reference level implied by a station temperature and the standard
    /// lapse rate over the geopotential height between them, K.
    public static func reduceTemperature(
        stationTemperatureKelvin: Double, stationHeightMeters: Double,
        toReferenceHeightMeters referenceHeightMeters: Double = 0
    ) -> Double {
        stationTemperatureKelvin
            + StandardAtmosphere.lapseRateKelvinPerMeter
            * (StandardAtmosphere.geopotentialHeight(geometricMeters: stationHeightMeters)
                - StandardAtmosphere.geopotentialHeight(geometricMeters: referenceHeightMeters))
    }
}
