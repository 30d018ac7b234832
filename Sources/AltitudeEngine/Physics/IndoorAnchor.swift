import Foundation
import Geophysics

/// The link between the outdoor atmosphere and the air inside a building, fixed when the
/// device walked in, and the indoor height formula built on it.
///
/// Inside a heated (or cooled) building the vertical pressure gradient follows the indoor air,
/// `dP/dz = −P·g/(Rd·T_in)`, and the ground floor sits at an offset from outdoors (HVAC
/// pressurisation plus the stack effect below the neutral plane, `Docs/reference/physics.md`). Neither is known
/// in advance, but both are measured at the door: just before entry the outdoor height estimate
/// `h_a` is good, just after it the phone reads the indoor pressure at that same height.
///
/// ```
/// δ = P_in(anchor) − P_out(anchor)                 (the door step; calibration cancels)
/// P_exp(t) = P_model(h_a, t) + δ                    (indoor pressure expected at h_a now)
/// h(t) = h_a + (Rd·T_in/g)·ln(P_exp(t) / P(t))      (isothermal indoor column)
/// ```
///
/// `P_model(h_a, t)` is the outdoor pressure the engine's reference model gives at `h_a` now,
/// so weather changes during a long stay are followed through the reference; only the offset
/// `δ` is held.
public struct IndoorAnchor: Hashable, Sendable {
    /// Height of the phone at the anchor (the outdoor estimate just before entry), m HAE.
    public var heightMeters: Double
    /// Indoor minus outdoor pressure at the anchor height (the step at the door), Pa.
    public var offsetPa: Double
    /// σ of `offsetPa` (the two short means and the door transients), Pa.
    public var offsetSigmaPa: Double
    /// When the anchor was fixed (the last outdoor fix before entry), ns since the epoch.
    public var anchoredAtNanoseconds: Int64
    /// How `offsetPa` moves with the assumed indoor temperature, Pa/K (0 for a step measured
    /// and held; set when the step is carried to a new outdoor temperature,
    /// `stackAdjustedOffset`). Its σ is not in `offsetSigmaPa`: `additionalSigmaMeters` adds it to
    /// the column's own indoor-temperature term with its sign.
    public var offsetPaPerIndoorKelvin = 0.0

    /// Creates an anchor; see the properties for units.
    public init(heightMeters: Double, offsetPa: Double, offsetSigmaPa: Double, anchoredAtNanoseconds: Int64) {
        self.heightMeters = heightMeters
        self.offsetPa = offsetPa
        self.offsetSigmaPa = offsetSigmaPa
        self.anchoredAtNanoseconds = anchoredAtNanoseconds
    }

    /// Whether every number is finite and the offset plausible for a building (|δ| ≤ `limitPa`).
    public func isPlausible(limitPa: Double) -> Bool {
        heightMeters.isFinite && offsetPa.isFinite && offsetSigmaPa.isFinite && abs(offsetPa) <= limitPa
    }

    /// Indoor height, m HAE: `h_a + (Rd·T_in/g)·ln((P_model(h_a) + δ) / P)`; `nil` when an input
    /// is not finite or not positive.
    /// - Parameters:
    ///   - modelPressureAtAnchorPa: outdoor pressure of the reference model at `heightMeters` now, Pa.
    ///   - phonePressurePa: calibrated phone pressure now, Pa.
    ///   - indoorTemperatureKelvin: the assumed indoor air temperature, K.
    public func heightMeters(
        modelPressureAtAnchorPa: Double, phonePressurePa: Double, indoorTemperatureKelvin: Double
    ) -> Double? {
        let expected = modelPressureAtAnchorPa + offsetPa
        guard expected.isFinite, phonePressurePa.isFinite, indoorTemperatureKelvin.isFinite,
            expected > 0, phonePressurePa > 0, indoorTemperatureKelvin > 0
        else { return nil }
        let height =
            heightMeters + Hypsometric.metersPerKelvin * indoorTemperatureKelvin * log(expected / phonePressurePa)
        return height.isFinite ? height : nil
    }

    /// The indoor σ to add (root-sum-square) to the outdoor σ, m: the indoor temperature's
    /// uncertainty scales the height above the anchor and moves a carried door step, one error
    /// through both, `|Δh/T_in + (Rd·T_in/(g·P))·∂δ/∂T_in|·σ_Tin`; the offset's own σ counts
    /// once, `σ_δ·Rd·T_in/(g·P)`. For a phone 45 m above a door ≈ 50 m below the neutral plane
    /// after a −6 K front (cold-front-indoor-stay) the two parts are ≈ 0.15 and ≈ 0.2 m/K of the
    /// same sign; adding them in quadrature under-stated their σ by about a quarter.
    /// - Parameters:
    ///   - heightMeters: the indoor height computed by `heightMeters(…)`, m HAE.
    ///   - phonePressurePa: calibrated phone pressure now, Pa.
    ///   - indoorTemperatureKelvin: the assumed indoor air temperature, K.
    ///   - indoorTemperatureSigmaKelvin: its σ, K.
    public func additionalSigmaMeters(
        heightMeters height: Double, phonePressurePa: Double, indoorTemperatureKelvin: Double,
        indoorTemperatureSigmaKelvin: Double
    ) -> Double {
        guard phonePressurePa > 0, indoorTemperatureKelvin > 0 else { return 0 }
        let metersPerPa = Hypsometric.metersPerKelvin * indoorTemperatureKelvin / phonePressurePa
        let metersPerKelvin = (height - heightMeters) / indoorTemperatureKelvin + metersPerPa * offsetPaPerIndoorKelvin
        let temperatureTerm = metersPerKelvin * indoorTemperatureSigmaKelvin
        let offsetTerm = offsetSigmaPa * metersPerPa
        let sigma = (temperatureTerm * temperatureTerm + offsetTerm * offsetTerm).squareRoot()
        return sigma.isFinite ? sigma : 0
    }
}
