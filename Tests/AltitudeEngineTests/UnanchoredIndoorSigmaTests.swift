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

@Suite("The door step carried to a new outdoor temperature (IndoorAnchor.stackAdjustedOffset)")
struct StackAdjustedOffsetTests {
    static let pressure = 96_000.0

    static func step(outdoor: Double, indoor: Double = 294.15, doorAboveNeutralPlane: Double = -50) -> Double {
        StackEffect.indoorExcessPressurePa(outdoorPressurePa: pressure, heightAboveNeutralPlaneMeters: doorAboveNeutralPlane,
                                           outdoorTemperatureKelvin: outdoor, indoorTemperatureKelvin: indoor)
    }

    static func adjusted(offset: Double, from: Double, to: Double, maxDistance: Double = 200) -> (offsetPa: Double, sigmaPa: Double) {
        IndoorAnchor.stackAdjustedOffset(
            offsetPa: offset, anchorOutdoorTemperatureKelvin: from, outdoorTemperatureKelvin: to,
            indoorTemperatureKelvin: 294.15, indoorTemperatureSigmaKelvin: 2, pressurePa: pressure,
            maxNeutralPlaneDistanceMeters: maxDistance, fallbackDistanceMeters: 40)
    }

    @Test("a cold front (−6 K) deepens the step at a door 50 m below the neutral plane as the stack formula does")
    func coldFront() {
        let before = Self.step(outdoor: 287.15), after = Self.step(outdoor: 281.15)
        let result = Self.adjusted(offset: before, from: 287.15, to: 281.15)
        #expect(abs(result.offsetPa - after) < 1e-6)
        #expect(after - before < -10)
        #expect(abs(result.sigmaPa - abs(after - before) * 2 / 7) < 1e-6)
    }

    @Test("no temperature change, no change")
    func unchanged() {
        let result = Self.adjusted(offset: -25, from: 287.15, to: 287.15)
        #expect(result.offsetPa == -25)
        #expect(result.sigmaPa == 0)
    }

    @Test("outside as warm as inside: the step is kept, the change a 40 m distance would make is the σ")
    func noContrast() {
        let result = Self.adjusted(offset: 1.5, from: 293.65, to: 287.65)
        #expect(result.offsetPa == 1.5)
        let expected = StackEffect.coefficientKelvinPerMeter * Self.pressure * 40 * (1 / 287.65 - 1 / 293.65)
        #expect(abs(result.sigmaPa - expected) < 1e-9)
    }

    @Test("an implausible implied distance is clamped")
    func clamped() {
        let result = Self.adjusted(offset: Self.step(outdoor: 287.15, doorAboveNeutralPlane: -500), from: 287.15, to: 281.15)
        let limited = Self.step(outdoor: 281.15, doorAboveNeutralPlane: -200) - Self.step(outdoor: 287.15, doorAboveNeutralPlane: -200)
        #expect(abs(result.offsetPa - Self.step(outdoor: 287.15, doorAboveNeutralPlane: -500) - limited) < 1e-6)
    }

    @Test("non-finite input: the step unchanged")
    func badInput() {
        let result = Self.adjusted(offset: -25, from: .nan, to: 281.15)
        #expect(result.offsetPa == -25)
        #expect(result.sigmaPa == 0)
    }
}
