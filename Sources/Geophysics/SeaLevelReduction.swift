import Foundation

/// Reduction of a station pressure (QFE) to a reference level, and back.
///
/// `QFF = QFE·exp(g·z / (Rd·Tm))` with `Tm = T_station + L·z/2`: the mean temperature of the
/// fictitious air column between the station and the reference level, assuming the standard
/// lapse rate below the station (`Docs/reference/physics.md`, "Atmosphere"). Interpolate *reduced*
/// pressures, never raw ones.
public enum SeaLevelReduction {
    /// Mean temperature of the column between a station at `stationHeightMeters` and the
    /// reference level `referenceHeightMeters`, K.
    public static func columnMeanTemperatureKelvin(
        stationTemperatureKelvin: Double, stationHeightMeters: Double, referenceHeightMeters: Double = 0
    ) -> Double {
        stationTemperatureKelvin
            + StandardAtmosphere.lapseRateKelvinPerMeter * (stationHeightMeters - referenceHeightMeters) / 2
    }

    /// Station pressure reduced to `referenceHeightMeters` (sea level by default), Pa.
    public static func reduce(
        stationPressurePa: Double, stationTemperatureKelvin: Double, stationHeightMeters: Double,
        toReferenceHeightMeters referenceHeightMeters: Double = 0
    ) -> Double {
        let tm = columnMeanTemperatureKelvin(
            stationTemperatureKelvin: stationTemperatureKelvin,
            stationHeightMeters: stationHeightMeters, referenceHeightMeters: referenceHeightMeters)
        return Hypsometric.pressure(
            basePressurePa: stationPressurePa, heightMeters: referenceHeightMeters - stationHeightMeters,
            meanTemperatureKelvin: tm)
    }

    /// Temperature at the reference level implied by a station temperature and the standard
    /// lapse rate, K.
    public static func reduceTemperature(
        stationTemperatureKelvin: Double, stationHeightMeters: Double,
        toReferenceHeightMeters referenceHeightMeters: Double = 0
    ) -> Double {
        stationTemperatureKelvin
            + StandardAtmosphere.lapseRateKelvinPerMeter * (stationHeightMeters - referenceHeightMeters)
    }
}
