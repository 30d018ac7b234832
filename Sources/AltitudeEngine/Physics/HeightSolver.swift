import Foundation
import Geophysics

/// The height computation: hypsometric height against the reference level and its σ.
///
/// Pure functions, no state; see Docs/engine.md for the formulas.
public enum HeightSolver {
    /// What the height is computed from. Pressures Pa, temperatures K, heights m.
    public struct Inputs: Hashable, Sendable {
        /// Calibrated phone pressure (raw mean − offset), Pa.
        public var phonePressurePa: Double
        /// Variance of the raw mean, Pa².
        public var phonePressureVariancePa2: Double
        /// Variance of the calibration offset at this time, Pa².
        public var calibrationVariancePa2: Double
        /// Reference pressure at the reference level, Pa.
        public var referencePressurePa: Double
        /// Reference pressure σ (including its growth with age), Pa.
        public var referencePressureSigmaPa: Double
        /// Reference temperature, K.
        public var referenceTemperatureKelvin: Double
        /// Reference temperature σ, K.
        public var referenceTemperatureSigmaKelvin: Double
        /// Reference level height above the ellipsoid, m.
        public var referenceLevelHAEMeters: Double
        /// Unmodelled height error σ, m.
        public var floorSigmaMeters: Double
        /// Height above the reference level where a reference-temperature error has no effect, m
        /// (the level of the stations the reference was reduced from: their reduction and this
        /// inversion use the same temperature, so the error cancels there). 0 = the reference level.
        public var temperatureAnchorThicknessMeters: Double = 0

        /// Bundles the inputs.
        public init(
            phonePressurePa: Double, phonePressureVariancePa2: Double, calibrationVariancePa2: Double,
            referencePressurePa: Double, referencePressureSigmaPa: Double, referenceTemperatureKelvin: Double,
            referenceTemperatureSigmaKelvin: Double, referenceLevelHAEMeters: Double, floorSigmaMeters: Double
        ) {
            self.phonePressurePa = phonePressurePa
            self.phonePressureVariancePa2 = phonePressureVariancePa2
            self.calibrationVariancePa2 = calibrationVariancePa2
            self.referencePressurePa = referencePressurePa
            self.referencePressureSigmaPa = referencePressureSigmaPa
            self.referenceTemperatureKelvin = referenceTemperatureKelvin
            self.referenceTemperatureSigmaKelvin = referenceTemperatureSigmaKelvin
            self.referenceLevelHAEMeters = referenceLevelHAEMeters
            self.floorSigmaMeters = floorSigmaMeters
        }
    }

    /// A height and its one-σ uncertainty, m.
    public struct Estimate: Hashable, Sendable {
        /// Height above the ellipsoid, m.
        public var heightMeters: Double
        /// One σ, m.
        public var sigmaMeters: Double
    }

    /// Layer-mean temperature for a layer of thickness `thicknessMeters` above the reference.
    static func layerMeanTemperature(referenceKelvin: Double, thicknessMeters: Double) -> Double {
        referenceKelvin - StandardAtmosphere.lapseRateKelvinPerMeter * thicknessMeters / 2
    }

    /// Geopotential height of a pressure level above the reference level, m, and the layer-mean
    /// temperature (`solve` converts it to a geometric height).
    ///
    /// The hypsometric equation `Δz = (Rd·T̄/g)·ln(P_ref/P)` with `T̄ = T_ref − L·Δz/2` solved
    /// exactly for a layer with the standard lapse rate L: `Δz = (T_ref/L)·(1 − (P/P_ref)^(Rd·L/g))`
    /// (the fixed point of iterating the mean temperature; exact for the 1976 atmosphere).
    public static func thicknessMeters(
        referencePressurePa: Double, pressurePa: Double, referenceTemperatureKelvin: Double
    ) -> (thicknessMeters: Double, meanTemperatureKelvin: Double) {
        let lapse = StandardAtmosphere.lapseRateKelvinPerMeter
        let exponent = Hypsometric.metersPerKelvin * lapse
        let dz = referenceTemperatureKelvin / lapse * (1 - pow(pressurePa / referencePressurePa, exponent))
        let meanT =
            dz == 0
            ? referenceTemperatureKelvin
            : dz / (Hypsometric.metersPerKelvin * log(referencePressurePa / pressurePa))
        return (dz, meanT.isFinite ? meanT : referenceTemperatureKelvin)
    }

    /// Pressure expected at `thicknessMeters` (geometric) above the reference level, Pa: the
    /// inverse of `solve`'s height (the geometric height converted to geopotential, then the
    /// inverse of `thicknessMeters(...)`).
    public static func pressurePa(
        referencePressurePa: Double, referenceTemperatureKelvin: Double, thicknessMeters: Double
    ) -> Double {
        let lapse = StandardAtmosphere.lapseRateKelvinPerMeter
        let geopotential = StandardAtmosphere.geopotentialHeight(geometricMeters: thicknessMeters)
        let ratio = max(1e-9, 1 - lapse * geopotential / referenceTemperatureKelvin)
        return referencePressurePa * pow(ratio, 1 / (Hypsometric.metersPerKelvin * lapse))
    }

    /// HAE and σ, or `nil` when an input is not finite or not positive.
    ///
    /// σ² = (H/P_ref)²·σ_ref² + (H/P)²·(var P + var offset) + ((Δh − Δh_anchor)/T_ref·σ_T)² + σ_floor², H = Rd·T̄/g.
    public static func solve(_ inputs: Inputs) -> Estimate? {
        let p = inputs.phonePressurePa
        let pRef = inputs.referencePressurePa
        let tRef = inputs.referenceTemperatureKelvin
        guard p.isFinite, pRef.isFinite, tRef.isFinite, p > 0, pRef > 0, tRef > 0 else { return nil }
        let (dz, meanT) = thicknessMeters(referencePressurePa: pRef, pressurePa: p, referenceTemperatureKelvin: tRef)
        guard meanT > 0 else { return nil }
        let scale = Hypsometric.metersPerKelvin * meanT
        let refTerm = scale / pRef * inputs.referencePressureSigmaPa
        let phoneVariance = max(0, inputs.phonePressureVariancePa2) + max(0, inputs.calibrationVariancePa2)
        let phoneTerm2 = (scale / p) * (scale / p) * phoneVariance
        // `dz` is geopotential (the lapse is linear in geopotential height, as in the world and the
        // service's reduction); the reference level is mean sea level (the reply's level is the
        // geoid), so it converts to metres as a height above sea level: z²/R, 0.4 m at 1,600 m.
        let above = StandardAtmosphere.geometricHeight(geopotentialMeters: dz)
        let anchor = inputs.temperatureAnchorThicknessMeters.isFinite ? inputs.temperatureAnchorThicknessMeters : 0
        let temperatureTerm = (above - anchor) / tRef * inputs.referenceTemperatureSigmaKelvin
        let variance =
            refTerm * refTerm + phoneTerm2 + temperatureTerm * temperatureTerm
            + inputs.floorSigmaMeters * inputs.floorSigmaMeters
        let height = inputs.referenceLevelHAEMeters + above
        let sigma = variance.squareRoot()
        guard height.isFinite, sigma.isFinite else { return nil }
        return Estimate(heightMeters: height, sigmaMeters: sigma)
    }

    /// dP/dz at a pressure and temperature, Pa per metre (positive).
    public static func pascalsPerMeter(pressurePa: Double, temperatureKelvin: Double) -> Double {
        Hypsometric.pascalsPerMeter(pressurePa: pressurePa, temperatureKelvin: temperatureKelvin)
    }
}
