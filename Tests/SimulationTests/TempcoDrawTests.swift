import Foundation
import Noise
import Testing

@testable import Simulation

/// A phone's barometer temperature coefficient drawn per run
/// (`BarometerSpec.temperatureCoefficientSpreadPaPerKelvin`, `DeviceSpec.drawingTemperatureCoefficient`).
@Suite("A phone's temperature coefficient drawn per run (Tempco)")
struct TempcoDrawTests {
    static func device(coefficient: Double = 0, spread: Double) -> DeviceSpec {
        var device = DeviceSpec(name: "p")
        device.barometer.temperatureCoefficientPaPerKelvin = coefficient
        device.barometer.temperatureCoefficientSpreadPaPerKelvin = spread
        return device
    }

    static func coefficients(_ device: DeviceSpec, index: Int = 0) throws -> [Double] {
        try (1...20).map {
            try device.drawingTemperatureCoefficient(seed: UInt64($0), index: index).barometer
                .temperatureCoefficientPaPerKelvin
        }
    }

    @Test(
        "seeds 1…20 hold 20 phones whose standardised coefficients are the 20-point normal quantile set",
        arguments: [0, 2])
    func stratified(index: Int) throws {
        let drawn = try Self.coefficients(Self.device(coefficient: 0.1, spread: 0.6), index: index)
        let standardised = drawn.map { ($0 - 0.1) / 0.6 }.sorted()
        let quantiles = NormalQuantileSet.all
        for (value, expected) in zip(standardised, quantiles) { #expect(abs(value - expected) < 1e-12) }
        #expect(Set(drawn).count == 20)
        #expect(drawn.contains { $0 < 0 } && drawn.contains { $0 > 0.2 })  // the sign differs between phones
    }

    @Test(
        "the draw is realised: the spread becomes 0 and only the coefficient moves; a spread of 0 leaves the device as written"
    )
    func realised() throws {
        let written = Self.device(coefficient: 0.6, spread: 0.6)
        var drawn = try written.drawingTemperatureCoefficient(seed: 7, index: 2)
        #expect(drawn.barometer.temperatureCoefficientSpreadPaPerKelvin == 0)
        #expect(drawn.barometer.temperatureCoefficientPaPerKelvin != 0.6)
        drawn.barometer.temperatureCoefficientPaPerKelvin = 0.6
        drawn.barometer.temperatureCoefficientSpreadPaPerKelvin = 0.6
        #expect(drawn == written)
        for seed: UInt64 in [0, 1, 7, 20, 21] {
            let fixed = Self.device(coefficient: 0.6, spread: 0)
            #expect(try fixed.drawingTemperatureCoefficient(seed: seed, index: 0) == fixed)
        }
    }

    @Test("keyed device[i].tempco: two phones of one run differ; not the person's or the calibration's values")
    func independentKeys() throws {
        let first = try Self.coefficients(Self.device(spread: 1), index: 0)
        let second = try Self.coefficients(Self.device(spread: 1), index: 1)
        #expect(first != second)
        #expect(first.sorted() == second.sorted())
        for (seed, value) in zip(1...20, first) {
            #expect(
                abs(value - PerRunDraw.temperatureCoefficient(device: 0).standardNormal(seed: UInt64(seed))) < 1e-12)
        }
        #expect(DeviceSpec.temperatureCoefficientDrawKey(index: 3) == "device[3].tempco")
        #expect(first != (1...20).map { SeedStratifiedDraw.standardNormal(seed: UInt64($0), member: 0) })
        #expect(
            first
                != (1...20).map {
                    SeedStratifiedDraw.standardNormal(seed: UInt64($0), key: DeviceSpec.personDrawKey(index: 0))
                })
        // Drawing the person first does not move the coefficient, and vice versa.
        var both = Self.device(spread: 1)
        both.handHeightPersonSigmaMeters = 0.3
        for seed: UInt64 in [1, 9, 20] {
            let person = try both.drawingPerson(seed: seed, index: 0)
            let drawn = try person.drawingTemperatureCoefficient(seed: seed, index: 0)
            #expect(drawn.handHeightMeters == person.handHeightMeters)
            #expect(drawn.barometer.temperatureCoefficientPaPerKelvin == first[Int(seed) - 1])
        }
    }

    @Test("the drawn coefficient stays within the language's tempco range")
    func clamped() throws {
        let drawn = try Self.coefficients(Self.device(coefficient: 19, spread: 5))
        #expect(drawn.allSatisfy { DeviceSpec.temperatureCoefficientRangePaPerKelvin.contains($0) })
        #expect(drawn.filter { $0 == 20 }.count == 8)  // every z ≥ 0.2: 8 of the 10 positive strata (not 0.063, 0.189)
    }

    @Test(
        "a spread that is not a finite number ≥ 0 is an error naming the field",
        arguments: [Double.nan, -0.1, .infinity])
    func invalid(spread: Double) throws {
        #expect(throws: SimulationError.self) {
            try Self.device(spread: spread).drawingTemperatureCoefficient(seed: 1, index: 3)
        }
        #expect(throws: WorldError.self) { try Self.device(spread: spread).barometer.validate() }
        do {
            try Self.device(spread: spread).barometer.validate(name: "devices[0].barometer")
        } catch {
            #expect("\(error)".contains("devices[0].barometer.temperatureCoefficientSpreadPaPerKelvin"))
        }
        let spec = try RunSupport.spec { $0.barometer.temperatureCoefficientSpreadPaPerKelvin = spread }
        #expect(throws: SimulationError.self) { try SimulationRun(spec: spec) }
    }

    @Test("presets keep a spread of 0")
    func presets() {
        for name in BarometerSpec.presetNames {
            #expect(BarometerSpec.preset(named: name)?.temperatureCoefficientSpreadPaPerKelvin == 0)
        }
    }

    /// A barometer whose only error is the temperature term.
    static func quietBarometer(_ spec: inout DeviceSpec, coefficient: Double, spread: Double) {
        spec.barometer.whiteNoiseRMSPa = 0
        spec.barometer.offsetPa = 0
        spec.barometer.randomWalkDriftPaPerRootSecond = 0
        spec.barometer.quantizationPa = 0
        spec.barometer.temperatureCoefficientPaPerKelvin = coefficient
        spec.barometer.temperatureCoefficientSpreadPaPerKelvin = spread
        spec.handHeightSigmaMeters = 0
    }

    @Test("in a run the readings and the initial calibration follow the drawn coefficient")
    func runFollowsTheDraw() throws {
        var errors: [Double] = []
        for seed: UInt64 in [3, 4] {
            var spec = try RunSupport.spec(seed: seed, durationSeconds: 5, timeline: RunSupport.startApp) {
                Self.quietBarometer(&$0, coefficient: 0.6, spread: 0.6)
                $0.initialCalibration = .calibrated(ageSeconds: 600, errorPa: 3, uncertaintyPa: 2)
            }
            spec.trace.keepRawSamples = true
            let drawn = try spec.devices[0].drawingTemperatureCoefficient(seed: seed, index: 0).barometer
                .temperatureCoefficientPaPerKelvin
            let run = try SimulationRun(spec: spec)
            let plan = try MotionPlan(
                device: spec.devices[0], label: "d", world: run.world, runStartNanoseconds: spec.startNanoseconds)
            let startKelvin = DeviceTruth.startTemperatureKelvin(
                plan: plan, world: run.world, startNanoseconds: spec.startNanoseconds)
            #expect(abs(startKelvin - 298.15) > 2)  // the default world is not at 25 °C: the term is exercised
            let expected = drawn * (startKelvin - 298.15)
            let record = try #require(run.server.configuration.initialCalibrations["device-a"])
            #expect(abs(record.offsetPa - (expected + 3)) < 1e-9)

            let records = try Simulator.run(spec).records ?? []
            let samples = records.compactMap { record -> Double? in
                if case .pressureSample(let measured, let truth, _) = record.event {
                    return measured - truth.pressurePa
                }
                return nil
            }
            #expect(samples.count > 10)
            // Each reading's error over (T_start − 25 °C) is the drawn coefficient (the phone's
            // temperature moves by < 10⁻⁴ K in these 5 s).
            let measuredCoefficients = samples.map { $0 / (startKelvin - 298.15) }
            #expect(measuredCoefficients.allSatisfy { abs($0 - drawn) < 1e-5 })
            #expect(abs(expected - 0.6 * (startKelvin - 298.15)) > 0.05)  // not the written mean
            errors.append(expected)
        }
        #expect(abs(errors[0] - errors[1]) > 0.05)
    }

    @Test("a run with a spread reads exactly as a run written with the drawn coefficient")
    func sameAsWrittenDrawnCoefficient() throws {
        let seed: UInt64 = 11
        let spread = try RunSupport.spec(seed: seed, durationSeconds: 30, timeline: RunSupport.startApp) {
            $0.barometer.temperatureCoefficientSpreadPaPerKelvin = 0.6
        }
        var fixed = spread
        fixed.devices[0] = try spread.devices[0].drawingTemperatureCoefficient(seed: seed, index: 0)
        var mean = spread
        mean.devices[0].barometer.temperatureCoefficientSpreadPaPerKelvin = 0
        let hash = { (spec: SimulationSpec) throws -> TraceHash in try Simulator.run(spec, keepTrace: false).traceHash }
        #expect(try hash(spread) == hash(fixed))
        #expect(try hash(spread) != hash(mean))
    }
}
