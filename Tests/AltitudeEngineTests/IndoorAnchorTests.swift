import AltitudeEngine
import Geophysics
import Testing

/// A heated building in the tests' world: the simulator's indoor model (Docs/reference/physics.md, "Buildings and transients"), i.e. the
/// outdoor column plus HVAC pressurisation plus the stack effect from the neutral plane.
struct TestBuilding {
    var groundHAE = TestWorld.terrainHAE
    var neutralPlaneMeters = 100.0
    var indoorKelvin = 298.15
    var hvacPa = 1.5

    /// Outdoor temperature at a height: the reference temperature with the standard lapse.
    func outdoorKelvin(atHAE height: Double) -> Double {
        TestWorld.referenceTemperature - StandardAtmosphere.lapseRateKelvinPerMeter
            * (height - TestWorld.referenceLevelHAE)
    }

    /// Indoor minus outdoor pressure at a height, Pa.
    func offsetPa(atHAE height: Double) -> Double {
        hvacPa
            + StackEffect.indoorExcessPressurePa(
                outdoorPressurePa: TestWorld.pressure(atHAE: height),
                heightAboveNeutralPlaneMeters: height - groundHAE - neutralPlaneMeters,
                outdoorTemperatureKelvin: outdoorKelvin(atHAE: height), indoorTemperatureKelvin: indoorKelvin)
    }

    /// Indoor pressure at a height, Pa.
    func indoorPressurePa(atHAE height: Double) -> Double {
        TestWorld.pressure(atHAE: height) + offsetPa(atHAE: height)
    }
}

@Suite("The indoor anchor and its height formula")
struct IndoorAnchorTests {
    /// The outdoor column's height for a pressure (what the engine computes without indoor mode).
    static func outdoorHeight(_ pressurePa: Double) -> Double {
        TestWorld.referenceLevelHAE
            + HeightSolver.thicknessMeters(
                referencePressurePa: TestWorld.referencePressure, pressurePa: pressurePa,
                referenceTemperatureKelvin: TestWorld.referenceTemperature
            ).thicknessMeters
    }

    @Test(
        "anchored at the door, the formula recovers the stack-effect truth to 0.5 % of the height above it",
        arguments: [(298.15, 100.0), (295.15, 20.0), (293.15, 180.0)])
    func formulaMatchesStackEffect(indoorKelvin: Double, neutralPlaneMeters: Double) throws {
        let building = TestBuilding(neutralPlaneMeters: neutralPlaneMeters, indoorKelvin: indoorKelvin)
        let door = building.groundHAE + 1
        let anchor = IndoorAnchor(
            heightMeters: door, offsetPa: building.offsetPa(atHAE: door), offsetSigmaPa: 1,
            anchoredAtNanoseconds: t0)
        let model = TestWorld.pressure(atHAE: door)
        var worstOutdoor = 0.0
        for step in 0...40 {
            let truth = door + 5 * Double(step)
            let phone = building.indoorPressurePa(atHAE: truth)
            let height = try #require(
                anchor.heightMeters(
                    modelPressureAtAnchorPa: model, phonePressurePa: phone,
                    indoorTemperatureKelvin: indoorKelvin))
            // The stack formula evaluates T_o at each height (with the lapse rate); an isothermal
            // indoor column's gradient differs from it by |h − h_np|·L·T_i/T_o² (≤ 0.45 % within 200 m).
            #expect(
                abs(height - truth) < 0.02 + 0.005 * (truth - door),
                "indoor formula at \(truth - door) m above the door")
            worstOutdoor = max(worstOutdoor, abs(Self.outdoorHeight(phone) - truth))
        }
        // Without the indoor model the same pressures are metres off (what the anchor removes).
        #expect(worstOutdoor > 1.5)
    }

    @Test("a weather change moves the model pressure and the indoor pressure alike: the height stays")
    func followsWeather() throws {
        let building = TestBuilding()
        let door = building.groundHAE + 1
        let anchor = IndoorAnchor(
            heightMeters: door, offsetPa: building.offsetPa(atHAE: door), offsetSigmaPa: 1,
            anchoredAtNanoseconds: t0)
        let truth = door + 120
        for change in [-400.0, -100, 0, 150] {
            // The whole column (and the reference) scales by the change at sea level.
            let factor = 1 + change / TestWorld.referencePressure
            let model = TestWorld.pressure(atHAE: door) * factor
            let phone = building.indoorPressurePa(atHAE: truth) * factor
            let height = try #require(
                anchor.heightMeters(
                    modelPressureAtAnchorPa: model, phonePressurePa: phone,
                    indoorTemperatureKelvin: building.indoorKelvin))
            #expect(abs(height - truth) < 0.05 + 0.005 * (truth - door), "after a \(change) Pa weather change")
        }
    }

    @Test("σ grows with the height above the anchor (indoor temperature) and counts the offset's σ")
    func sigma() {
        let anchor = IndoorAnchor(heightMeters: 100, offsetPa: -20, offsetSigmaPa: 2, anchoredAtNanoseconds: t0)
        let atDoor = anchor.additionalSigmaMeters(
            heightMeters: 100, phonePressurePa: 100_000,
            indoorTemperatureKelvin: 294.15, indoorTemperatureSigmaKelvin: 3)
        let up = anchor.additionalSigmaMeters(
            heightMeters: 250, phonePressurePa: 98_300,
            indoorTemperatureKelvin: 294.15, indoorTemperatureSigmaKelvin: 3)
        // 2 Pa ≈ 0.17 m at the door; 150 m × 3 K / 294 K ≈ 1.53 m above it.
        #expect(abs(atDoor - 2 * Hypsometric.metersPerKelvin * 294.15 / 100_000) < 1e-9)
        #expect(abs(up - (1.53 * 1.53 + 0.172 * 0.172).squareRoot()) < 0.01)
    }

    @Test("bad numbers give nil or no σ, never NaN; implausible steps are not anchors")
    func badInput() {
        let anchor = IndoorAnchor(heightMeters: 100, offsetPa: -20, offsetSigmaPa: 2, anchoredAtNanoseconds: t0)
        #expect(
            anchor.heightMeters(modelPressureAtAnchorPa: .nan, phonePressurePa: 100_000, indoorTemperatureKelvin: 294)
                == nil)
        #expect(
            anchor.heightMeters(modelPressureAtAnchorPa: 100_000, phonePressurePa: 0, indoorTemperatureKelvin: 294)
                == nil)
        #expect(
            anchor.heightMeters(modelPressureAtAnchorPa: 100_000, phonePressurePa: 99_000, indoorTemperatureKelvin: -1)
                == nil)
        #expect(
            anchor.additionalSigmaMeters(
                heightMeters: .infinity, phonePressurePa: 1, indoorTemperatureKelvin: 294,
                indoorTemperatureSigmaKelvin: 3) == 0)
        #expect(anchor.isPlausible(limitPa: 400))
        #expect(
            !IndoorAnchor(heightMeters: 100, offsetPa: 500, offsetSigmaPa: 2, anchoredAtNanoseconds: t0).isPlausible(
                limitPa: 400))
        #expect(
            !IndoorAnchor(heightMeters: .nan, offsetPa: 5, offsetSigmaPa: 2, anchoredAtNanoseconds: t0).isPlausible(
                limitPa: 400))
    }
}
