import Foundation
import Noise

/// A caller's memo of the hypsometric column factor `((T_sl − L·h)/T_sl)^x` (`x` = g/(Rd·L)):
/// the one `pow` of a truth query (≈ 130 instructions), replaced most of the time by a
/// quadratic in height.
///
/// The factor is expanded around the nearest multiple of `gridMeters` (8 m) of the geopotential
/// height, for the current sea-level temperature: `f(c + d) ≈ f(c) + f′(c)·d + f″(c)·d²/2`,
/// |d| ≤ 4 m. The neglected term is `|f‴|·4³/6` ≈ 1e-11 of the pressure for Earth-like lapse
/// rates (≈ 1e-6 Pa); an entry whose bound would exceed `maximumRelativeError` is not used
/// (`pow` is called). The value depends only on (height, sea-level temperature, lapse rate):
/// never on earlier queries, so it is deterministic whatever the order of queries; only the
/// cost does. A device keeps one memo (its sea-level temperature changes only during a front's
/// temperature change or with a diurnal cycle; then every query recentres and costs one `pow`).
/// One memo serves one `World` (the lapse rate and exponent are part of its key).
struct HypsometricMemo {
    /// Spacing of the expansion points, m.
    static let gridMeters = 8.0
    /// The largest accepted bound of the neglected cubic term, relative to the pressure.
    static let maximumRelativeError = 1e-10

    private var seaLevelTemperatureBits: UInt64 = 0
    private var lapseBits: UInt64 = 0
    private var exponentBits: UInt64 = 0
    private var centreMeters = Double.nan
    private var factor = 0.0
    private var slope = 0.0
    private var halfCurvature = 0.0
    private var usable = false

    /// An empty memo.
    init() {}

    /// `((T_sl − lapse·h)/T_sl)^exponent` for geopotential height `h` (m), within
    /// `maximumRelativeError` of `pow`.
    @inline(__always)
    mutating func factor(
        geopotentialHeightMeters h: Double, seaLevelTemperatureKelvin t0: Double, lapseKelvinPerMeter lapse: Double,
        exponent: Double
    ) -> Double {
        // Same as `.rounded()`, inlined.
        let centre = Quantizer.roundedHalfAwayFromZero(h * (1 / Self.gridMeters)) * Self.gridMeters
        if centre.bitPattern != centreMeters.bitPattern || t0.bitPattern != seaLevelTemperatureBits
            || lapse.bitPattern != lapseBits || exponent.bitPattern != exponentBits
        {
            recentre(centre, t0: t0, lapse: lapse, exponent: exponent)
        }
        guard usable else { return pow((t0 - lapse * h) / t0, exponent) }
        let d = h - centre
        return factor + d * (slope + d * halfCurvature)
    }

    private mutating func recentre(_ centre: Double, t0: Double, lapse: Double, exponent: Double) {
        centreMeters = centre
        seaLevelTemperatureBits = t0.bitPattern
        lapseBits = lapse.bitPattern
        exponentBits = exponent.bitPattern
        let u = (t0 - lapse * centre) / t0
        let k = lapse / (t0 * u)  // −d ln u / dh
        factor = pow(u, exponent)
        slope = -factor * exponent * k
        halfCurvature = factor * exponent * (exponent - 1) * k * k / 2
        let half = Self.gridMeters / 2
        let cubicBound = abs(exponent * (exponent - 1) * (exponent - 2)) * pow(abs(k) * half, 3) / 6
        usable =
            u > 0.1 && factor.isFinite && slope.isFinite && halfCurvature.isFinite
            && cubicBound.isFinite && cubicBound <= Self.maximumRelativeError
    }
}
