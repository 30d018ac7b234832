import Foundation
import Noise
import Simulation
import Testing

/// Statistics of each barometer error layer, each fault in and out of its window, determinism.
@Suite("Barometer model")
struct BarometerModelTests {
    static let start: Int64 = 1_700_000_000_000_000_000
    static let truePa = 100_000.0
    static let roomKelvin = 298.15

    /// A spec with every layer silent: readings equal the truth.
    static func quiet() -> BarometerSpec {
        var spec = BarometerSpec()
        spec.whiteNoiseRMSPa = 0
        spec.offsetPa = 0
        spec.temperatureCoefficientPaPerKelvin = 0
        spec.randomWalkDriftPaPerRootSecond = 0
        spec.quantizationPa = 0
        return spec
    }

    static func model(_ spec: BarometerSpec, seed: UInt64 = 1, prefix: String = "device[0].baro") -> BarometerModel {
        BarometerModel(spec: spec, root: NoiseRoot(seed: seed), streamPrefix: prefix, runStartNanoseconds: start)
    }

    /// Runs `seconds` at the model's rate with constant truth; one optional reading per sample.
    static func run(_ model: BarometerModel, seconds: Double, truePa: Double = truePa, kelvin: Double = roomKelvin)
        -> [(Int64, BarometerReading?)]
    {
        let count = Int(seconds * 1e9) / Int(model.samplePeriodNanoseconds)
        return (0..<count).map { index in
            let t = start + Int64(index) * model.samplePeriodNanoseconds
            return (t, model.measure(truePressurePa: truePa, deviceTemperatureKelvin: kelvin, atNanoseconds: t))
        }
    }

    static func seconds(_ s: Double) -> Int64 { Int64(s * 1e9) }

    @Test("White noise has the configured RMS", arguments: [0.1, 1.0, 3.0])
    func whiteNoise(rms: Double) {
        var spec = Self.quiet()
        spec.whiteNoiseRMSPa = rms
        let readings = Self.run(Self.model(spec, seed: 7), seconds: 800).compactMap { $0.1?.pressurePa }
        #expect(readings.count == 20_000)
        let errors = readings.map { $0 - Self.truePa }
        let mean = errors.reduce(0, +) / Double(errors.count)
        let measured = (errors.map { $0 * $0 }.reduce(0, +) / Double(errors.count)).squareRoot()
        // RMS of 20 000 samples: standard error 0.5 %, so 3 % is six of them.
        #expect(abs(measured / rms - 1) < 0.03, "RMS \(measured) vs \(rms)")
        #expect(abs(mean) < 5 * rms / Double(errors.count).squareRoot())
    }

    @Test("Per-device offsets are N(0, σ) across devices; a fixed offset is applied exactly")
    func offsets() {
        var spec = Self.quiet()
        spec.offsetPa = nil
        spec.offsetSigmaPa = 25
        let offsets = (0..<2_000).map { Self.model(spec, seed: 3, prefix: "device[\($0)].baro").offsetPa }
        let mean = offsets.reduce(0, +) / Double(offsets.count)
        let sd = (offsets.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(offsets.count - 1)).squareRoot()
        #expect(abs(mean) < 2.5, "mean \(mean)")  // SE 0.56 Pa
        #expect(abs(sd - 25) < 2.0, "σ \(sd)")  // SE 0.40 Pa
        // Other seeds draw other offsets for the same device.
        let otherSeed = Self.model(spec, seed: 4, prefix: "device[0].baro").offsetPa
        #expect(otherSeed != offsets[0])
        let model = Self.model(spec, seed: 3, prefix: "device[5].baro")
        let reading = model.measure(
            truePressurePa: Self.truePa, deviceTemperatureKelvin: Self.roomKelvin, atNanoseconds: Self.start)
        #expect(reading?.pressurePa == Self.truePa + offsets[5])

        var fixed = Self.quiet()
        fixed.offsetPa = -37.5
        let fixedModel = Self.model(fixed)
        #expect(fixedModel.offsetPa == -37.5)
        #expect(
            fixedModel.measure(
                truePressurePa: Self.truePa, deviceTemperatureKelvin: Self.roomKelvin, atNanoseconds: Self.start)?
                .pressurePa == Self.truePa - 37.5)
    }

    @Test("Linear drift grows with time since the run start")
    func linearDrift() throws {
        var spec = Self.quiet()
        spec.linearDriftPaPerDay = 10
        let model = Self.model(spec)
        for hours in [0.0, 6, 12, 48] {
            let reading = try #require(
                model.measure(
                    truePressurePa: Self.truePa, deviceTemperatureKelvin: Self.roomKelvin,
                    atNanoseconds: Self.start + Self.seconds(hours * 3_600)))
            #expect(abs(reading.pressurePa - Self.truePa - 10 * hours / 24) < 1e-6)
        }
    }

    @Test("Random-walk drift spreads as q·√t across devices")
    func randomWalkDrift() {
        var spec = Self.quiet()
        spec.randomWalkDriftPaPerRootSecond = 0.002_85
        var oneDay: [Double] = []
        var fourDays: [Double] = []
        for device in 0..<600 {
            let model = Self.model(spec, seed: 9, prefix: "device[\(device)].baro")
            // Irregular steps: the walk is exact for any step.
            for hours in [1.0, 2.5, 24] {
                _ = model.measure(
                    truePressurePa: Self.truePa, deviceTemperatureKelvin: Self.roomKelvin,
                    atNanoseconds: Self.start + Self.seconds(hours * 3_600))
            }
            oneDay.append(model.randomWalkDriftPa)
            _ = model.measure(
                truePressurePa: Self.truePa, deviceTemperatureKelvin: Self.roomKelvin,
                atNanoseconds: Self.start + Self.seconds(96 * 3_600))
            fourDays.append(model.randomWalkDriftPa)
        }
        func rms(_ values: [Double]) -> Double {
            (values.map { $0 * $0 }.reduce(0, +) / Double(values.count)).squareRoot()
        }
        let expected = 0.002_85 * 86_400.0.squareRoot()  // 0.84 Pa after a day
        #expect(abs(rms(oneDay) / expected - 1) < 0.12, "\(rms(oneDay)) vs \(expected)")  // SE 2.9 %
        #expect(abs(rms(fourDays) / rms(oneDay) - 2) < 0.25)
    }

    /// The walk is realised at whole seconds and interpolated linearly: its Allan variance is the
    /// random walk's q²τ/3 less q²·(1 s)/16 — 10 % below in deviation at τ = 1 s, 2.4 % at 4 s.
    @Test("At 25 Hz the random-walk drift has the Allan deviation q·√(τ/3 − 1/16 s) of the interpolated walk")
    func randomWalkAllanDeviation() {
        var spec = Self.quiet()
        spec.randomWalkDriftPaPerRootSecond = 0.5
        let clusters = [25, 100, 400]  // τ = 1, 4, 16 s
        var variances = [Double](repeating: 0, count: clusters.count)
        let devices = 12
        for device in 0..<devices {
            let model = Self.model(spec, seed: 21, prefix: "device[\(device)].baro")
            let series = Self.run(model, seconds: 1_600).map { ($0.1?.pressurePa ?? .nan) - Self.truePa }
            let points = AllanDeviation.overlapping(
                samples: series, sampleIntervalSeconds: 0.04, clusterSizes: clusters)
            for (index, point) in points.enumerated() {
                variances[index] += point.deviation * point.deviation / Double(devices)
            }
        }
        for (index, m) in clusters.enumerated() {
            let tau = Double(m) * 0.04
            let expected = 0.5 * (tau / 3 - 1.0 / 16).squareRoot()
            // Spread of this estimate (12 devices × 1 600 s): 0.6 % at τ = 1 s, 1.6 % at 16 s; 8 % is five of them.
            #expect(
                abs(variances[index].squareRoot() / expected - 1) < 0.08,
                "τ = \(tau) s: \(variances[index].squareRoot()) vs \(expected)")
        }
    }

    @Test("Between whole seconds the drift is the straight line between its values at them")
    func randomWalkInterpolation() throws {
        var spec = Self.quiet()
        spec.randomWalkDriftPaPerRootSecond = 0.5
        let interpolated = Self.model(spec, seed: 4)
        let knots = Self.model(spec, seed: 4)
        var values: [Double] = []
        for (model, seconds) in [(interpolated, 10.0), (interpolated, 10.25), (knots, 10), (knots, 11)] {
            let reading = try #require(
                model.measure(
                    truePressurePa: Self.truePa, deviceTemperatureKelvin: Self.roomKelvin,
                    atNanoseconds: Self.start + Self.seconds(seconds)))
            values.append(reading.pressurePa - Self.truePa)
        }
        #expect(values[0] == values[2])
        #expect(abs(values[1] - (0.75 * values[2] + 0.25 * values[3])) < 1e-9)  // readings near 1e5 Pa: ulp 1.5e-11
        #expect(values[2] != values[3])
    }

    @Test("The temperature term is k × (T − 298.15 K)", arguments: [(0.6, 308.15), (0.75, 283.15), (0.5, 298.15)])
    func temperatureCoefficient(coefficient: Double, kelvin: Double) throws {
        var spec = Self.quiet()
        spec.temperatureCoefficientPaPerKelvin = coefficient
        let reading = try #require(
            Self.model(spec).measure(
                truePressurePa: Self.truePa, deviceTemperatureKelvin: kelvin, atNanoseconds: Self.start))
        #expect(abs(reading.pressurePa - Self.truePa - coefficient * (kelvin - 298.15)) < 1e-9)
    }

    @Test("Readings are quantised to the step, within half a step of the unquantised value")
    func quantisation() {
        var spec = Self.quiet()
        spec.whiteNoiseRMSPa = 2
        spec.quantizationPa = 0.16
        var raw = spec
        raw.quantizationPa = 0
        let quantised = Self.run(Self.model(spec, seed: 5), seconds: 40).compactMap { $0.1?.pressurePa }
        let exact = Self.run(Self.model(raw, seed: 5), seconds: 40).compactMap { $0.1?.pressurePa }
        for (q, x) in zip(quantised, exact) {
            let counts = q / 0.16
            #expect(abs(counts - counts.rounded()) < 1e-6)
            #expect(abs(q - x) <= 0.08 + 1e-9)
        }
        #expect(Set(quantised).count > 10)
    }

    @Test(
        "The IIR low-pass is exact for the sample interval: the step response is 1 − e^(−t/τ) at any rate",
        arguments: [25.0, 10, 4])
    func iirFilter(rateHz: Double) throws {
        var spec = Self.quiet()
        spec.iirTimeConstantSeconds = 2
        spec.sampleRateHz = rateHz
        let model = Self.model(spec)
        _ = model.measure(
            truePressurePa: Self.truePa, deviceTemperatureKelvin: Self.roomKelvin, atNanoseconds: Self.start)
        // The truth steps by 100 Pa just after the start and is held; sampled at the rate.
        var last: BarometerReading?
        for index in 1...Int(rateHz * 2) {
            last = model.measure(
                truePressurePa: Self.truePa + 100, deviceTemperatureKelvin: Self.roomKelvin,
                atNanoseconds: Self.start + Int64(index) * model.samplePeriodNanoseconds)
        }
        let reading = try #require(last)
        // After τ = 2 s of held input (the first step's input is already the new value: a
        // zero-order hold of the new level over each interval).
        #expect(abs(reading.pressurePa - (Self.truePa + 100 * (1 - exp(-1)))) < 1e-6)
    }

    @Test("Latency delays delivery, not the measurement instant")
    func latency() throws {
        var spec = Self.quiet()
        spec.latencySeconds = 0.25
        let reading = try #require(
            Self.model(spec).measure(
                truePressurePa: Self.truePa, deviceTemperatureKelvin: Self.roomKelvin, atNanoseconds: Self.start))
        #expect(reading.measuredAtNanoseconds == Self.start)
        #expect(reading.deliverAtNanoseconds == Self.start + 250_000_000)
    }

    @Test("Same seed, same readings; another seed differs; new streams perturb nothing")
    func determinism() {
        let spec = BarometerSpec()
        let a = Self.run(Self.model(spec, seed: 42), seconds: 20).map { $0.1 }
        let b = Self.run(Self.model(spec, seed: 42), seconds: 20).map { $0.1 }
        let c = Self.run(Self.model(spec, seed: 43), seconds: 20).map { $0.1 }
        #expect(a == b)
        #expect(a != c)
        // Interleave another device and a brand-new channel on the same root: no change.
        let root = NoiseRoot(seed: 42)
        let model = BarometerModel(
            spec: spec, root: root, streamPrefix: "device[0].baro", runStartNanoseconds: Self.start)
        let other = BarometerModel(
            spec: spec, root: root, streamPrefix: "device[1].baro", runStartNanoseconds: Self.start)
        let extra = root.stream(named: "device[0].baro.newLayer")
        var interleaved: [BarometerReading?] = []
        for index in 0..<500 {
            let t = Self.start + Int64(index) * model.samplePeriodNanoseconds
            _ = other.measure(truePressurePa: Self.truePa, deviceTemperatureKelvin: Self.roomKelvin, atNanoseconds: t)
            _ = extra.gaussian()
            interleaved.append(
                model.measure(truePressurePa: Self.truePa, deviceTemperatureKelvin: Self.roomKelvin, atNanoseconds: t))
        }
        #expect(interleaved == a)
    }
}
