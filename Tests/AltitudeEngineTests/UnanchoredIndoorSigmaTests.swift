import AltitudeEngine
import Foundation
import Geophysics
import Testing

@Suite("σ of the unknown stack/HVAC offset for a phone indoors without an anchor")
struct UnanchoredIndoorSigmaTests {
    static func sigma(
        outdoor: Double, indoor: Double = 294.15, sigmaIndoor: Double = 2, distance: Double = 40,
        hvac: Double = 0, pressure: Double = 101_325
    ) -> Double? {
        UnanchoredIndoorSigma.sigmaMeters(
            outdoorTemperatureKelvin: outdoor, indoorTemperatureKelvin: indoor,
            indoorTemperatureSigmaKelvin: sigmaIndoor,
            neutralPlaneDistanceMeters: distance, hvacSigmaPa: hvac, pressurePa: pressure)
    }

    @Test("the stack part equals the outdoor column's error d·(1 − T_o/T_i) of the stack formula at the RMS distance")
    func matchesStackEffect() throws {
        // 12 °C outside, 21 °C inside, σ_Ti = 0: the σ is the stack effect's height error at d.
        let outdoor = 285.15
        let indoor = 294.15
        let distance = 40.0
        let pressure = 100_000.0
        let sigma = try #require(
            Self.sigma(outdoor: outdoor, indoor: indoor, sigmaIndoor: 0, distance: distance, pressure: pressure))
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
        StackEffect.indoorExcessPressurePa(
            outdoorPressurePa: pressure, heightAboveNeutralPlaneMeters: doorAboveNeutralPlane,
            outdoorTemperatureKelvin: outdoor, indoorTemperatureKelvin: indoor)
    }

    static func adjusted(
        offset: Double, from: Double, to: Double, maxDistance: Double = 200, sigmaIndoor: Double = 2,
        indoor: Double = 294.15
    ) -> (offsetPa: Double, sigmaPa: Double, offsetPaPerIndoorKelvin: Double) {
        IndoorAnchor.stackAdjustedOffset(
            offsetPa: offset, anchorOutdoorTemperatureKelvin: from, outdoorTemperatureKelvin: to,
            indoorTemperatureKelvin: indoor, indoorTemperatureSigmaKelvin: sigmaIndoor, pressurePa: pressure,
            maxNeutralPlaneDistanceMeters: maxDistance, fallbackDistanceMeters: 40)
    }

    @Test(
        "a known indoor temperature: a cold front (−6 K) deepens the step at a door 50 m below the neutral plane as the stack formula does"
    )
    func coldFront() {
        let before = Self.step(outdoor: 287.15)
        let after = Self.step(outdoor: 281.15)
        let result = Self.adjusted(offset: before, from: 287.15, to: 281.15, sigmaIndoor: 0)
        #expect(abs(result.offsetPa - after) < 1e-6)
        #expect(after - before < -10)
        #expect(result.sigmaPa == 0)
        let unknown = Self.adjusted(offset: before, from: 287.15, to: 281.15)
        #expect(abs(unknown.offsetPa - after) < 1e-6)
        #expect(abs(unknown.sigmaPa - abs(after - before) * 2 / 7) < 1e-6)
    }

    /// Buildings at indoor temperatures T_i ~ N(21 °C, 2 K) (a fixed-seed LCG and Box–Muller),
    /// each with its door `distance` from the neutral plane, the step measured at `from`: the
    /// adjusted step's error after the change to `to`, over the population.
    static func population(distance: Double, from: Double, to: Double, count: Int = 20_000)
        -> (meanErrorPa: Double, rmsErrorPa: Double, meanSigmaPa: Double)
    {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func uniform() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (Double(state >> 11) + 0.5) / 9_007_199_254_740_992
        }
        var sum = 0.0
        var sumOfSquares = 0.0
        var sigmas = 0.0
        for _ in 0..<count {
            let z = (-2 * log(uniform())).squareRoot() * cos(2 * Double.pi * uniform())
            let indoor = 294.15 + 2 * z
            let before = Self.step(outdoor: from, indoor: indoor, doorAboveNeutralPlane: distance)
            let after = Self.step(outdoor: to, indoor: indoor, doorAboveNeutralPlane: distance)
            let result = Self.adjusted(offset: before, from: from, to: to)
            sum += result.offsetPa - after
            sumOfSquares += (result.offsetPa - after) * (result.offsetPa - after)
            sigmas += result.sigmaPa
        }
        let n = Double(count)
        return (sum / n, (sumOfSquares / n).squareRoot(), sigmas / n)
    }

    @Test(
        "one door, indoor temperatures drawn from the prior: the carried step is unbiased and its σ matches the RMS error",
        arguments: [(-50.0, 287.15), (-66.0, 287.15), (-30.0, 283.15)])
    func honestOverThePrior(distance: Double, from: Double) {
        let result = Self.population(distance: distance, from: from, to: from - 6)
        #expect(result.rmsErrorPa > 1)
        #expect(abs(result.meanErrorPa) < 0.15 * result.rmsErrorPa)
        let sigmaRMS = result.rmsErrorPa
        #expect(
            result.meanSigmaPa > 0.8 * sigmaRMS && result.meanSigmaPa < 1.25 * sigmaRMS,
            "mean σ \(result.meanSigmaPa) Pa against an RMS error of \(sigmaRMS) Pa")
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
        let result = Self.adjusted(
            offset: Self.step(outdoor: 287.15, doorAboveNeutralPlane: -500), from: 287.15, to: 281.15)
        let limited =
            Self.step(outdoor: 281.15, doorAboveNeutralPlane: -200)
            - Self.step(outdoor: 287.15, doorAboveNeutralPlane: -200)
        #expect(abs(result.offsetPa - Self.step(outdoor: 287.15, doorAboveNeutralPlane: -500) - limited) < 1e-6)
    }

    @Test("non-finite input: the step unchanged")
    func badInput() {
        let result = Self.adjusted(offset: -25, from: .nan, to: 281.15)
        #expect(result.offsetPa == -25)
        #expect(result.sigmaPa == 0)
    }

    @Test(
        "the signed sensitivity is the carried step's derivative with the assumed indoor temperature; 0 when nothing is inferred from it"
    )
    func sensitivityIsTheDerivative() {
        let before = Self.step(outdoor: 287.15)
        let result = Self.adjusted(offset: before, from: 287.15, to: 281.15)
        let h = 1e-3
        let numeric =
            (Self.adjusted(offset: before, from: 287.15, to: 281.15, indoor: 294.15 + h).offsetPa
                - Self.adjusted(offset: before, from: 287.15, to: 281.15, indoor: 294.15 - h).offsetPa) / (2 * h)
        #expect(
            abs(result.offsetPaPerIndoorKelvin - numeric) < 1e-4 * abs(numeric),
            "\(result.offsetPaPerIndoorKelvin) vs \(numeric)")
        // A warmer inside means a door nearer the neutral plane, so a shallower carried step.
        #expect(result.offsetPaPerIndoorKelvin > 1)
        // Its size is the σ's: |∂δ/∂T_i|·σ_Ti (up to T_o,a/T_i, which the σ leaves out).
        #expect(abs(result.offsetPaPerIndoorKelvin * 2 - result.sigmaPa) < 0.03 * result.sigmaPa)
        #expect(Self.adjusted(offset: 1.5, from: 293.65, to: 287.65).offsetPaPerIndoorKelvin == 0)
        #expect(
            Self.adjusted(offset: Self.step(outdoor: 287.15, doorAboveNeutralPlane: -500), from: 287.15, to: 281.15)
                .offsetPaPerIndoorKelvin == 0)
    }

    @Test(
        "one indoor-temperature error moves the column and the carried step together: the σ is the height's derivative, not the two added in quadrature"
    )
    func columnAndStepShareTheIndoorTemperature() throws {
        // A door 50 m below the neutral plane, measured at 14 °C, a −6 K front since; the phone
        // 45 m above the door. The height as the engine computes it, for an assumed T_in.
        let before = Self.step(outdoor: 287.15)
        let modelPa = Self.pressure
        let phonePa = Self.pressure * exp(-45 / (Hypsometric.metersPerKelvin * 294.15))
        func anchor(assuming indoor: Double) -> IndoorAnchor {
            let carried = Self.adjusted(offset: before, from: 287.15, to: 281.15, indoor: indoor)
            var anchor = IndoorAnchor(
                heightMeters: 500, offsetPa: carried.offsetPa, offsetSigmaPa: 0, anchoredAtNanoseconds: 0)
            anchor.offsetPaPerIndoorKelvin = carried.offsetPaPerIndoorKelvin
            return anchor
        }
        func height(assuming indoor: Double) throws -> Double {
            try #require(
                anchor(assuming: indoor).heightMeters(
                    modelPressureAtAnchorPa: modelPa, phonePressurePa: phonePa,
                    indoorTemperatureKelvin: indoor))
        }
        let h = 1e-3
        let metersPerKelvin = (try height(assuming: 294.15 + h) - height(assuming: 294.15 - h)) / (2 * h)
        let at = try height(assuming: 294.15)
        let sigma = anchor(assuming: 294.15).additionalSigmaMeters(
            heightMeters: at, phonePressurePa: phonePa, indoorTemperatureKelvin: 294.15, indoorTemperatureSigmaKelvin: 2
        )
        #expect(abs(sigma - abs(metersPerKelvin) * 2) < 0.01 * sigma, "σ \(sigma) m vs \(abs(metersPerKelvin) * 2) m")
        // The column's part alone (45 m/T_in per K) and the step's part have the same sign here,
        // so their quadrature sum would under-state the σ by about a quarter.
        let column = (at - 500) / 294.15 * 2
        let step =
            Self.adjusted(offset: before, from: 287.15, to: 281.15).sigmaPa * Hypsometric.metersPerKelvin * 294.15
            / phonePa
        #expect((column * column + step * step).squareRoot() < 0.8 * sigma)
    }
}
