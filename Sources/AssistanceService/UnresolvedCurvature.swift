import Foundation

/// The error of a plane fit where the pressure field bends between its stations, estimated
/// from how the stations' tendencies differ (Docs/assistance-service.md, "Uncertainty").
///
/// A field carried past the stations unchanged (Taylor's frozen-field hypothesis) at velocity
/// v changes at ∂P/∂t = −v·∇P, so the gradient of the tendencies is −H·v, H the field's
/// curvature (Hessian). Over a plane H = 0 and every station changes alike, whatever the
/// weather's own trend. A front is a field along its normal n, H = κ·n·nᵀ, moving along n at
/// its speed U: the tendencies' gradient points along n and |κ| = |∇(∂P/∂t)|/U. A plane fitted
/// to stations at xᵢ (the device at the origin) is then off at the device by ½κ·Σ aᵢ(xᵢ·n)²,
/// aᵢ the fit's weights for its value there, which is the same fit of ½(xᵢ·n)². Four stations
/// on a grid straddling a front fit a plane exactly and show no misfit, however far the
/// field between them is from it; their tendencies show the bend.
///
/// A bend seen at a station is carried on past it, so the service looks back over the time the
/// field takes to cross the stations (`AssistanceServer`): the strongest bend the tendencies
/// showed then may lie between them now.
///
/// U is `UncertaintyModel.advectionSpeedMetersPerSecond`, by default the synoptic horizontal
/// velocity scale U ~ 10 m/s (Holton, An Introduction to Dynamic Meteorology, §2.4, Table 2.1):
/// a faster front gives a smaller error than stated, a slower one a larger.
enum UnresolvedCurvature {
    /// The false-alarm probability of the gate over all the instants looked at: 0.27 %, the
    /// 3 σ of the service's other gates.
    static let falseAlarmProbability = 0.0027

    /// Instants looked back at are this far apart, ns: longer than a window trend's span (three
    /// minutes with four observations a minute apart), so their noise is independent.
    static let lagStepNanoseconds: Int64 = 300_000_000_000

    /// χ² (2 degrees of freedom) the tendencies' gradient must explain at one of `lags` instants
    /// to count: the χ²₂ point of `falseAlarmProbability / lags` (Bonferroni), −2·ln(p/lags);
    /// 11.83 for one instant.
    static func gateChiSquared(lags: Int) -> Double {
        -2 * log(falseAlarmProbability / Double(max(1, lags)))
    }

    /// One station's position in the device's tangent plane and its tendency.
    struct Station {
        var eastMeters: Double
        var northMeters: Double
        var tendency: StationTendency
    }

    /// A bend the stations' tendencies show: the field's curvature along the unit normal.
    struct Bend {
        /// |κ|, Pa/m².
        var curvaturePaPerSquareMeter: Double
        var normalEast: Double
        var normalNorth: Double
    }

    /// The bend `stations` show at one instant, carried at `speed` m/s; nil when fewer than three
    /// have a tendency, their positions cannot carry a plane, or their tendencies' gradient
    /// explains no more than `gate` (χ²₂) beyond their noise.
    static func bend(_ stations: [Station], gate: Double, speedMetersPerSecond speed: Double) -> Bend? {
        guard speed.isFinite, speed > 0, stations.count >= 3,
            stations.allSatisfy({ $0.tendency.variancePa2PerSecond2 > 0 && $0.tendency.paPerSecond.isFinite })
        else { return nil }
        // The χ² about the weighted mean bounds what a plane can explain: most instants stop here.
        var weightSum = 0.0
        var weightedSum = 0.0
        for station in stations {
            weightSum += 1 / station.tendency.variancePa2PerSecond2
            weightedSum += station.tendency.paPerSecond / station.tendency.variancePa2PerSecond2
        }
        let mean = weightedSum / weightSum
        var constantChiSquared = 0.0
        for station in stations {
            let residual = station.tendency.paPerSecond - mean
            constantChiSquared += residual * residual / station.tendency.variancePa2PerSecond2
        }
        guard constantChiSquared > gate,
            let gradient = tendencyGradient(stations, constantChiSquared: constantChiSquared),
            gradient.chiSquaredExplained > gate
        else { return nil }
        let length = hypot(gradient.eastPaPerSecondPerKilometer, gradient.northPaPerSecondPerKilometer)
        // The gradient's noise adds about its 2 degrees of freedom to the χ² it explains.
        let magnitude = length * (1 - 2 / gradient.chiSquaredExplained).squareRoot()
        // |κ| = |∇(∂P/∂t)| / U; the gradient per km → per m: / 1e3.
        return Bend(
            curvaturePaPerSquareMeter: magnitude / 1_000 / speed,
            normalEast: gradient.eastPaPerSecondPerKilometer / length,
            normalNorth: gradient.northPaPerSecondPerKilometer / length)
    }

    /// The 1 σ error, Pa, at the device of the plane fitted with `planeSamples` (the pressure
    /// fit's stations and variances) across `bend`: ½|κ|·|Σ aᵢ(xᵢ·n)²|.
    static func sigmaPa(_ bend: Bend, planeSamples: [InterpolationSample]) -> Double {
        let exposure = planeSamples.map { sample -> InterpolationSample in
            let along = (sample.eastMeters * bend.normalEast + sample.northMeters * bend.normalNorth) / 1_000
            var copy = sample
            copy.pressurePa = along * along / 2  // km²
            return copy
        }
        guard let fit = WeightedSurfaceFit(exposure, parameterCount: 3, basis: { e, n in [1, e, n] }) else { return 0 }
        let sigma = bend.curvaturePaPerSquareMeter * abs(fit.pressureCoefficients[0]) * 1e6
        return sigma.isFinite ? sigma : 0
    }

    /// The weighted plane through the tendencies: its gradient, Pa/s per km, and the χ² it
    /// explains beyond their weighted mean, whose χ² is `constantChiSquared` (χ²₂ for noise alone).
    static func tendencyGradient(_ stations: [Station], constantChiSquared: Double) -> (
        eastPaPerSecondPerKilometer: Double, northPaPerSecondPerKilometer: Double, chiSquaredExplained: Double
    )? {
        let samples = stations.map {
            InterpolationSample(
                eastMeters: $0.eastMeters, northMeters: $0.northMeters,
                distanceMeters: hypot($0.eastMeters, $0.northMeters), pressurePa: $0.tendency.paPerSecond,
                temperatureKelvin: 0, variancePa2: $0.tendency.variancePa2PerSecond2)
        }
        guard !SpatialInterpolation.isDegenerate(samples),
            let fit = WeightedSurfaceFit(samples, parameterCount: 3, basis: { e, n in [1, e, n] })
        else { return nil }
        let explained = constantChiSquared - fit.pressureChiSquared
        let east = fit.pressureCoefficients[1]
        let north = fit.pressureCoefficients[2]
        guard explained.isFinite, east.isFinite, north.isFinite, hypot(east, north) > 0 else { return nil }
        return (east, north, explained)
    }
}
