import AltitudeEngine
import Foundation
import Geophysics
import Testing

@Suite("Height physics")
struct PhysicsTests {
    /// U.S. Standard Atmosphere 1976 (Docs/reference/physics.md, "Standard atmosphere"): geometric height → pressure.
    static let table: [(Double, Double)] = [
        (500, 95_461.3), (1_000, 89_876.3), (2_000, 79_501.4), (5_000, 54_048.3), (11_000, 22_699.9),
    ]

    @Test(
        "Hypsometric height against the 1976 tables (sea-level reference, ISA temperature)",
        arguments: table)
    func tableHeights(heightMeters: Double, pressurePa: Double) {
        let (dz, _) = HeightSolver.thicknessMeters(
            referencePressurePa: 101_325, pressurePa: pressurePa, referenceTemperatureKelvin: 288.15)
        // The engine's height is geopotential (g0 throughout, like the SDK); the table is
        // geometric. Allow the table's 0.1 Pa rounding (≤ 0.03 m at 11 km, where dz/dP is
        // largest) plus the 1e-5 relative difference between Rd = 287.05 and the 1976 R*/M.
        let geopotential = StandardAtmosphere.geopotentialHeight(geometricMeters: heightMeters)
        let tolerance = 0.05 + 2e-5 * heightMeters
        #expect(abs(dz - geopotential) < tolerance, "\(dz) vs \(geopotential)")
    }

    @Test(
        "pressurePa inverts thicknessMeters (geometric in, geopotential out)", arguments: [-300.0, 0, 12.5, 450, 3_000])
    func inverse(thickness: Double) {
        let p = HeightSolver.pressurePa(
            referencePressurePa: 100_000, referenceTemperatureKelvin: 280,
            thicknessMeters: thickness)
        let (dz, _) = HeightSolver.thicknessMeters(
            referencePressurePa: 100_000, pressurePa: p,
            referenceTemperatureKelvin: 280)
        #expect(abs(StandardAtmosphere.geometricHeight(geopotentialMeters: dz) - thickness) < 1e-6)
    }

    /// Site heights (m above sea level) and the heights of the stations the reference comes from.
    static let sites: [(siteMeters: Double, stationMeters: Double)] = [
        (0, 0), (408, 410), (1_600, 1_602), (2_500, 2_502), (1_600, 400), (2_500, 400), (5_000, 1_000),
    ]

    /// The world's atmosphere (`Simulation.World.truthPressurePa`): sea-level pressure and
    /// temperature, the standard lapse in geopotential height.
    static func truthPa(seaLevelPa: Double, seaLevelKelvin: Double, heightMSLMeters z: Double) -> Double {
        let h = StandardAtmosphere.geopotentialHeight(geometricMeters: z)
        let exponent = 1 / (Hypsometric.metersPerKelvin * StandardAtmosphere.lapseRateKelvinPerMeter)
        return seaLevelPa
            * pow((seaLevelKelvin - StandardAtmosphere.lapseRateKelvinPerMeter * h) / seaLevelKelvin, exponent)
    }

    @Test(
        "A station reduced to sea level and the engine's height agree with the world at every site height",
        arguments: sites)
    func siteHeights(siteMeters: Double, stationMeters: Double) throws {
        let (seaLevelPa, seaLevelKelvin, geoid) = (101_200.0, 285.15, 48.6)
        let stationPa = Self.truthPa(
            seaLevelPa: seaLevelPa, seaLevelKelvin: seaLevelKelvin, heightMSLMeters: stationMeters)
        let stationKelvin =
            seaLevelKelvin - StandardAtmosphere.lapseRateKelvinPerMeter
            * StandardAtmosphere.geopotentialHeight(geometricMeters: stationMeters)
        let referencePa = SeaLevelReduction.reduce(
            stationPressurePa: stationPa, stationTemperatureKelvin: stationKelvin, stationHeightMeters: stationMeters)
        let referenceKelvin = SeaLevelReduction.reduceTemperature(
            stationTemperatureKelvin: stationKelvin, stationHeightMeters: stationMeters)
        for above in [0.0, 1, 150] {
            let z = siteMeters + above
            let inputs = HeightSolver.Inputs(
                phonePressurePa: Self.truthPa(
                    seaLevelPa: seaLevelPa, seaLevelKelvin: seaLevelKelvin, heightMSLMeters: z),
                phonePressureVariancePa2: 0, calibrationVariancePa2: 0, referencePressurePa: referencePa,
                referencePressureSigmaPa: 0, referenceTemperatureKelvin: referenceKelvin,
                referenceTemperatureSigmaKelvin: 0, referenceLevelHAEMeters: geoid, floorSigmaMeters: 0)
            let estimate = try #require(HeightSolver.solve(inputs))
            // Before: the textbook reduction (arithmetic mean temperature, geometric z) and a
            // geopotential height reported as metres, −0.18 m at 1,600 m, −0.70 m at 2,500 m,
            // −0.96 m at 2,500 m over stations at 400 m.
            #expect(abs(estimate.heightMeters - geoid - z) < 0.005, "site \(z) m: \(estimate.heightMeters - geoid)")
            let back = HeightSolver.pressurePa(
                referencePressurePa: referencePa, referenceTemperatureKelvin: referenceKelvin, thicknessMeters: z)
            #expect(abs(back - inputs.phonePressurePa) < 1e-6)
        }
    }

    @Test("σ: 12 Pa of phone noise near sea level is about 1 m; the floor alone is the floor")
    func sigma() throws {
        let base = HeightSolver.Inputs(
            phonePressurePa: 101_325, phonePressureVariancePa2: 0, calibrationVariancePa2: 0,
            referencePressurePa: 101_325, referencePressureSigmaPa: 0, referenceTemperatureKelvin: 288.15,
            referenceTemperatureSigmaKelvin: 0, referenceLevelHAEMeters: 20, floorSigmaMeters: 0.5)
        let floorOnly = try #require(HeightSolver.solve(base))
        #expect(abs(floorOnly.heightMeters - 20) < 1e-9)
        #expect(abs(floorOnly.sigmaMeters - 0.5) < 1e-12)
        var noisy = base
        noisy.floorSigmaMeters = 0
        noisy.phonePressureVariancePa2 = 144
        let estimate = try #require(HeightSolver.solve(noisy))
        #expect(
            abs(estimate.sigmaMeters - 12 / Hypsometric.pascalsPerMeter(pressurePa: 101_325, temperatureKelvin: 288.15))
                < 1e-3)
        #expect(estimate.sigmaMeters > 0.95 && estimate.sigmaMeters < 1.05)
    }

    @Test("temperature uncertainty scales with the layer thickness")
    func temperatureTerm() throws {
        var inputs = HeightSolver.Inputs(
            phonePressurePa: 89_876.3, phonePressureVariancePa2: 0, calibrationVariancePa2: 0,
            referencePressurePa: 101_325, referencePressureSigmaPa: 0, referenceTemperatureKelvin: 288.15,
            referenceTemperatureSigmaKelvin: 2, referenceLevelHAEMeters: 0, floorSigmaMeters: 0)
        let estimate = try #require(HeightSolver.solve(inputs))
        // Δz ∝ T_ref for a fixed lapse rate, so σ = Δz/T_ref · σ_T ≈ 1000/288.15 · 2 ≈ 6.9 m
        #expect(abs(estimate.sigmaMeters - estimate.heightMeters / 288.15 * 2) < 1e-6)
        // 89 876.3 Pa is 1 000 m in the 1976 table (geometric).
        #expect(abs(estimate.heightMeters - 1_000) < 0.05)
        // Anchored at the stations' level (here 990 m above the reference), only the 10 m above
        // it carry the temperature error.
        inputs.temperatureAnchorThicknessMeters = estimate.heightMeters - 10
        let anchored = try #require(HeightSolver.solve(inputs))
        #expect(abs(anchored.sigmaMeters - 10 / 288.15 * 2) < 1e-6)
        #expect(anchored.heightMeters == estimate.heightMeters)
        inputs.phonePressurePa = .nan
        #expect(HeightSolver.solve(inputs) == nil)
        inputs.phonePressurePa = -5
        #expect(HeightSolver.solve(inputs) == nil)
    }
}

@Suite("Height in the engine")
struct EngineHeightTests {
    @Test("calibrated phone: HAE and HAT match the truth within 0.2 m; 68 %/90 % from one σ")
    func calibrated() throws {
        let h = Harness()
        h.sensorOffsetPa = 37
        h.startInitialised()
        h.calibrate()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 5 * second)
        let context = try #require(h.recorder.contexts.last)
        let height = try #require(context.height)
        #expect(abs(height - (TestWorld.terrainHAE + 1)) < 0.2)
        #expect(abs((context.heightAboveTerrain ?? 0) - 1) < 0.2)
        let u68 = try #require(context.heightUncertainty68)
        let u90 = try #require(context.heightUncertainty)
        #expect(abs(u90 / u68 - NormalQuantile.twoSided90 / NormalQuantile.twoSided68) < 1e-9)
        #expect(
            u68 > 0.35 && u68 < 1.5, "σ from 4 Pa reference, 2 Pa calibration, 2 Pa temperature, floor 0.2 m: \(u68)")
        #expect((context.heightAboveTerrainUncertainty ?? 0) > u90)
        #expect(context.manualBaroCal == false)
        #expect(abs((context.userPressure ?? 0) - TestWorld.pressure(atHAE: TestWorld.terrainHAE + 1)) < 0.5)
        #expect(context.referencePressurePa == TestWorld.referencePressure)
        #expect(context.referenceTemperatureKelvin == TestWorld.referenceTemperature)
        #expect(context.epochTimestamp == Int(h.now / 1_000_000))
        #expect(context.timestampOfAltitude == context.epochTimestamp)
        #expect(context.heightUncertainty90 == u90)
        #expect((context.heightUncertainty95 ?? 0) > u90)
        #expect(context.floorNumber == nil && context.address == nil)
    }

    /// A calibrated phone in `oneSecond` mode whose elevator starts 5 s from now and climbs for 30 s.
    static func calibratedElevatorRide(metersPerSecond: Double) -> Harness {
        let h = Harness()
        h.startInitialised()
        h.calibrate()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        let rideStart = h.now + 5 * second
        h.heightHAE = { t in
            let s = Double(t - rideStart) / 1e9
            return TestWorld.terrainHAE + 1 + min(max(s, 0), 30) * metersPerSecond
        }
        return h
    }

    @Test("the height follows an elevator ride (a 1 s mode lags less than a period)")
    func elevator() throws {
        let h = Self.calibratedElevatorRide(metersPerSecond: 1.0)
        h.run(for: 50 * second)
        let context = try #require(h.recorder.contexts.last)
        #expect(abs((context.height ?? 0) - (TestWorld.terrainHAE + 31)) < 0.3)
    }

    @Test("mid-ride in a 5 m/s elevator the height does not lag by half the averaging window")
    func fastElevatorMidRide() throws {
        let h = Self.calibratedElevatorRide(metersPerSecond: 5.0)
        h.run(for: 20 * second)
        let context = try #require(h.recorder.contexts.last)
        let truth = h.heightHAE(h.now)
        // A 1 s mean lags 0.5 s = 2.5 m here; the window's line ends at the truth.
        #expect(abs((context.height ?? 0) - truth) < 0.6, "reported \(context.height ?? .nan), truth \(truth)")
    }

    @Test("uncalibrated phone: manualBaroCal true and σ ≥ 4 m")
    func uncalibrated() throws {
        let h = Harness()
        h.accuracyMeters = 40  // indoors: no background calibration
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 5 * second)
        let context = try #require(h.recorder.contexts.last)
        #expect(context.manualBaroCal == true)
        #expect(context.baroCalRequired == true)
        #expect((context.heightUncertainty68 ?? 0) / NormalQuantile.twoSided68 >= 4)
    }

    @Test("the service's calibration flag sets manualBaroCal for a calibration it knows")
    func serviceFlag() throws {
        let h = Harness()
        h.assistance.manualCalibrationRequired = true
        h.startInitialised()
        h.calibrate(at: h.now - 3_600 * second)
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 3 * second)
        #expect(h.recorder.contexts.last?.manualBaroCal == true)
    }
}

@Suite("Reference trend between replies")
struct ReferenceTrendTests {
    static let minute: Int64 = 60_000_000_000

    @Test("a thunderstorm's 50 Pa in 2 min is a trend; its σ comes from the replies' σ")
    func storm() {
        let trend = ReferenceTrend.between(
            previousPa: 100_000, previousSigmaPa: 3, previousAtNanoseconds: 0,
            currentPa: 100_050, currentSigmaPa: 4, currentAtNanoseconds: 2 * Self.minute, distanceMeters: 300)
        #expect(abs(trend.paPerSecond - 50.0 / 120) < 1e-12)
        #expect(abs(trend.sigmaPaPerSecond - 5.0 / 120) < 1e-12)
        let later = trend.change(afterNanoseconds: Self.minute, maximumAgeNanoseconds: 2 * Self.minute)
        #expect(abs(later.pa - 25) < 1e-9 && abs(later.sigmaPa - 2.5) < 1e-9)
        // Never extrapolated beyond the cap.
        #expect(
            abs(trend.change(afterNanoseconds: 10 * Self.minute, maximumAgeNanoseconds: 2 * Self.minute).pa - 50) < 1e-9
        )
        #expect(trend.change(afterNanoseconds: -Self.minute, maximumAgeNanoseconds: 2 * Self.minute).pa == 0)
    }

    @Test("calm weather, reply noise, far apart, too close in time, bad numbers: no trend")
    func noTrend() {
        func trend(_ change: Double, gap: Int64 = 2 * Self.minute, distance: Double = 100, sigma: Double = 4)
            -> ReferenceTrend
        {
            ReferenceTrend.between(
                previousPa: 100_000, previousSigmaPa: sigma, previousAtNanoseconds: 0,
                currentPa: 100_000 + change, currentSigmaPa: sigma, currentAtNanoseconds: gap,
                distanceMeters: distance)
        }
        #expect(trend(10) == .none)  // 10 Pa < 3 × 5.7 Pa
        #expect(trend(-20) != .none)  // a falling storm counts as well
        #expect(trend(50, distance: 5_000) == .none)
        #expect(trend(50, gap: 5_000_000_000) == .none)
        #expect(trend(50, gap: 10 * Self.minute) == .none)
        #expect(trend(.nan) == .none)
        #expect(trend(50, sigma: .infinity) == .none)
    }
}
