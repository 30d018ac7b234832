import AltitudeEngine
import Geophysics
import Testing

@Suite("σ of the unknown stack/HVAC offset for a phone indoors without an anchor")
struct UnanchoredIndoorSigmaTests {
    static func sigma(outdoor: Double, indoor: Double = 294.15, sigmaIndoor: Double = 2, distance: Double = 40,
                      hvac: Double = 0, pressure: Double = 101_325) -> Double? {
        UnanchoredIndoorSigma.sigmaMeters(
            outdoorTemperatureKelvin: outdoor, indoorTemperatureKelvin: indoor, indoorTemperatureSigmaKelvin: sigmaIndoor,
            neutralPlaneDistanceMeters: distance, hvacSigmaPa: hvac, pressurePa: pressure)
    }

    @Test("the stack part equals the outdoor column's error d·(1 − T_o/T_i) of the stack formula at the RMS distance")
    func matchesStackEffect() throws {
        // 12 °C outside, 21 °C inside, σ_Ti = 0: the σ is the stack effect's height error at d.
        let outdoor = 285.15, indoor = 294.15, distance = 40.0, pressure = 100_000.0
        let sigma = try #require(Self.sigma(outdoor: outdoor, indoor: indoor, sigmaIndoor: 0, distance: distance, pressure: pressure))
        let excessPa = StackEffect.indoorExcessPressurePa(
            outdoorPressurePa: pressure, heightAboveNeutralPlaneMeters: distance,
            outdoorTemperatureKelvin: outdoor, indoorTemperatureKelvin: indoor)
        let heightError = excessPa * outdoor / (StackEffect.coefficientKelvinPerMeter * pressure)
        #expect(abs(sigma - heightError) < 1e-9)
        #expect(abs(sigma - 1.224) < 0.01)
    }

    @Test("the indoor temperature's spread keeps σ above zero when outdoors is as warm as inside")
    func indoorTemperatureSpread() throws {
        let sigma = try #require(Self.sigma(outdoor: 294.15))
        #expect(abs(sigma - 40 * 2 / 294.15) < 1e-9)
        let colder = try #require(Self.sigma(outdoor: 268.15))
        #expect(colder > 3.5)
    }

    @Test("HVAC over-pressure adds in quadrature: 1.5 Pa ≈ 0.12 m")
    func hvac() throws {
        let only = try #require(Self.sigma(outdoor: 294.15, sigmaIndoor: 0, distance: 0, hvac: 1.5, pressure: 101_325))
        #expect(abs(only - 1.5 * 294.15 / (0.0342 * 101_325)) < 1e-9)
        let both = try #require(Self.sigma(outdoor: 285.15, hvac: 1.5))
        let stack = try #require(Self.sigma(outdoor: 285.15))
        #expect(abs(both * both - stack * stack - only * only * (285.15 / 294.15) * (285.15 / 294.15)) < 1e-9)
    }

    @Test("bad inputs give nil", arguments: [0.0, -5, .nan, .infinity])
    func badInputs(value: Double) {
        #expect(Self.sigma(outdoor: value) == nil)
        #expect(Self.sigma(outdoor: 285, pressure: value) == nil)
    }
}
