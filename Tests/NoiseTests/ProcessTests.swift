import Foundation
import Noise
import Testing

@Suite("White noise, random walk, quantiser")
struct ProcessTests {
    @Test("White noise has mean 0 and variance rms²", arguments: statisticalSeeds)
    func whiteNoise(seed: UInt64) {
        let n = 100_000
        let noise = WhiteNoise(rms: 0.7)
        let stream = NoiseRoot(seed: seed).stream(named: "white")
        let data = (0..<n).map { _ in noise.sample(using: stream) }
        expectClose(Stats.mean(data), 0, standardError: 0.7 / Double(n).squareRoot(), "white mean", seed: seed)
        expectClose(
            Stats.variance(data), 0.49, standardError: Stats.varianceStandardError(variance: 0.49, n: n),
            "white variance", seed: seed)
        expectClose(
            Stats.lag1Autocorrelation(data), 0, standardError: 1 / Double(n).squareRoot(),
            "white lag-1 autocorrelation", seed: seed)
    }

    @Test("A noise density N at rate f gives rms N·√f")
    func whiteNoiseDensity() {
        #expect(WhiteNoise(noiseDensityPerRootHz: 0.5, sampleRateHz: 25).rms == 2.5)
        #expect(WhiteNoise(noiseDensityPerRootHz: 2, sampleRateHz: 1).rms == 2)
    }

    @Test("Random-walk variance is q²·t, linear in time, for irregular steps", arguments: statisticalSeeds)
    func randomWalkVariance(seed: UInt64) {
        let walks = 4000
        let q = 0.3
        let checkpoints = [1.0, 4.0, 16.0]
        let stream = NoiseRoot(seed: seed).stream(named: "walk")
        let steps = NoiseRoot(seed: seed).stream(named: "steps")
        var values = [[Double]](repeating: [], count: checkpoints.count)
        for _ in 0..<walks {
            var walk = RandomWalk(ratePerRootSecond: q, initialValue: 10)
            var time = 0.0
            for (index, end) in checkpoints.enumerated() {
                while time < end {
                    let dt = min(end - time, steps.uniform() * 1.5)
                    walk.advance(bySeconds: dt, using: stream)
                    time += dt
                }
                values[index].append(walk.value)
            }
        }
        for (index, t) in checkpoints.enumerated() {
            let expected = q * q * t
            expectClose(
                Stats.mean(values[index]), 10, standardError: (expected / Double(walks)).squareRoot(),
                "walk mean at \(t) s", seed: seed)
            expectClose(
                Stats.variance(values[index]), expected,
                standardError: Stats.varianceStandardError(variance: expected, n: walks), "walk variance at \(t) s",
                seed: seed)
        }
    }

    @Test("Quantiser rounds to the nearest step, half away from zero")
    func quantizer() {
        let q = Quantizer(stepSize: 0.25)
        #expect(q.quantize(1.1) == 1.0)
        #expect(q.quantize(1.125) == 1.25)
        #expect(q.quantize(-1.125) == -1.25)
        #expect(q.quantize(-0.1) == -0.0)
        #expect(q.quantize(3) == 3)
        #expect(q.quantize(.infinity) == .infinity)
        #expect(q.quantize(.nan).isNaN)
    }

    @Test("The inlined half-away rounding equals Double.rounded(.toNearestOrAwayFromZero) bit for bit")
    func roundingMatchesLibm() {
        var special: [Double] = [
            0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, 0.49999999999999994, -0.49999999999999994,
            4_503_599_627_370_495.5, -4_503_599_627_370_495.5, 4_503_599_627_370_496, 9.1e18, -9.3e18,
            1e300, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
        ]
        special += special.map { $0.nextUp } + special.map { $0.nextDown }
        // Integers and half-integers at several magnitudes, and arbitrary values near them.
        let stream = NoiseRoot(seed: 5).stream(named: "rounding")
        let random = (0..<20_000).map { index -> Double in
            let scale = [1.0, 100, 1e7, 1e15, 3e15][index % 5]  // 3e15: in [2⁵¹, 2⁵²), a spacing of ½
            let integer = ((stream.uniform() * 2 - 1) * scale).rounded(.towardZero)
            return integer + (index % 8 < 4 ? [0.5, -0.5, 0.25, 0][index / 4 % 4] : stream.uniform() * 2 - 1)
        }
        for x in special + random {
            #expect(
                Quantizer.roundedHalfAwayFromZero(x).bitPattern == x.rounded(.toNearestOrAwayFromZero).bitPattern,
                "\(x)")
        }
        #expect(Quantizer.roundedHalfAwayFromZero(.nan).isNaN)
    }
}

@Suite("Allan deviation")
struct AllanDeviationTests {
    /// Log–log slope of the overlapping Allan deviation over octaves 1…512.
    private func slope(_ samples: [Double]) -> Double {
        let points = AllanDeviation.overlapping(
            samples: samples, sampleIntervalSeconds: 0.1,
            clusterSizes: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512])
        return Stats.slope(x: points.map { log($0.averagingTimeSeconds) }, y: points.map { log($0.deviation) })
    }

    @Test("White noise has slope −½; its ADEV at τ = 1 s is the density", arguments: statisticalSeeds)
    func whiteSlope(seed: UInt64) {
        let stream = NoiseRoot(seed: seed).stream(named: "adev.white")
        let noise = WhiteNoise(noiseDensityPerRootHz: 0.4, sampleRateHz: 10)
        let samples = (0..<65_536).map { _ in noise.sample(using: stream) }
        #expect(abs(slope(samples) + 0.5) <= 0.1, "seed \(seed): slope \(slope(samples))")
        let atOneSecond = AllanDeviation.overlapping(samples: samples, sampleIntervalSeconds: 0.1, clusterSizes: [10])[
            0]
        #expect(atOneSecond.averagingTimeSeconds == 1)
        // ~65 000 overlapping differences, ≈ 9 800 equivalent degrees of freedom: SE ≈ 0.7 %, so 5 % is ≈ 7 SE.
        #expect(abs(atOneSecond.deviation / 0.4 - 1) < 0.05, "seed \(seed): ADEV(1 s) \(atOneSecond.deviation)")
    }

    @Test("A random walk has slope +½", arguments: statisticalSeeds)
    func randomWalkSlope(seed: UInt64) {
        let stream = NoiseRoot(seed: seed).stream(named: "adev.walk")
        var walk = RandomWalk(ratePerRootSecond: 0.02, initialValue: 0)
        let samples = (0..<65_536).map { _ in walk.advance(bySeconds: 0.1, using: stream) }
        #expect(abs(slope(samples) - 0.5) <= 0.1, "seed \(seed): slope \(slope(samples))")
    }

    @Test("Cluster sizes out of range and bad intervals give no points")
    func badInput() {
        #expect(
            AllanDeviation.overlapping(samples: [1, 2, 3], sampleIntervalSeconds: 1, clusterSizes: [0, 2, -1]).isEmpty)
        #expect(AllanDeviation.overlapping(samples: [1, 2, 3], sampleIntervalSeconds: .nan, clusterSizes: [1]).isEmpty)
        #expect(AllanDeviation.octaveClusterSizes(sampleCount: 64) == [1, 2, 4, 8, 16])
        // Constant data: zero deviation.
        #expect(
            AllanDeviation.overlapping(samples: [2, 2, 2, 2], sampleIntervalSeconds: 1, clusterSizes: [1]).first?
                .deviation == 0)
    }
}
