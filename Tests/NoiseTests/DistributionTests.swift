import Noise
import Testing

/// Moments of every distribution, checked with GSL statistics over several seeds; each
/// tolerance is 5 standard errors for the sample size.
@Suite("Distributions")
struct DistributionTests {
    static let n = 100_000

    /// Checks mean and variance of `n` draws against the exact moments.
    private func checkMoments(
        _ what: String, seed: UInt64, mean: Double, variance: Double, kurtosis: Double,
        sourceLocation: SourceLocation = #_sourceLocation, draw: (NoiseStream) -> Double
    ) {
        let stream = NoiseRoot(seed: seed).stream(named: what)
        let data = (0..<Self.n).map { _ in draw(stream) }
        expectClose(
            Stats.mean(data), mean, standardError: (variance / Double(Self.n)).squareRoot(),
            "\(what) mean", seed: seed, sourceLocation: sourceLocation)
        expectClose(
            Stats.variance(data), variance,
            standardError: Stats.varianceStandardError(variance: variance, kurtosis: kurtosis, n: Self.n),
            "\(what) variance", seed: seed, sourceLocation: sourceLocation)
    }

    @Test(arguments: statisticalSeeds)
    func gaussian(seed: UInt64) {
        checkMoments("gaussian", seed: seed, mean: 0, variance: 2.5 * 2.5, kurtosis: 3) { $0.gaussian(sigma: 2.5) }
    }

    @Test(arguments: statisticalSeeds)
    func uniform(seed: UInt64) {
        checkMoments("uniform", seed: seed, mean: 0.5, variance: 1.0 / 12, kurtosis: 1.8) { $0.uniform() }
        checkMoments("uniformPositive", seed: seed, mean: 0.5, variance: 1.0 / 12, kurtosis: 1.8) {
            $0.uniformPositive()
        }
    }

    @Test(arguments: statisticalSeeds)
    func exponential(seed: UInt64) {
        checkMoments("exponential", seed: seed, mean: 3, variance: 9, kurtosis: 9) { $0.exponential(mean: 3) }
    }

    @Test(arguments: statisticalSeeds)
    func laplace(seed: UInt64) {
        checkMoments("laplace", seed: seed, mean: 0, variance: 2 * 1.5 * 1.5, kurtosis: 6) { $0.laplace(width: 1.5) }
    }

    @Test(arguments: statisticalSeeds)
    func studentT(seed: UInt64) {
        // ν = 10: variance ν/(ν−2), kurtosis 3 + 6/(ν−4).
        checkMoments("studentT", seed: seed, mean: 0, variance: 10.0 / 8, kurtosis: 4) {
            $0.studentT(degreesOfFreedom: 10)
        }
    }

    @Test(arguments: statisticalSeeds)
    func cauchyQuartiles(seed: UInt64) {
        // No moments: the median is 0 and the quartiles are ±a. SE of a sample quantile:
        // √(q(1−q)/n) / f(x_q), with f(0) = 1/(πa) and f(±a) = 1/(2πa).
        let a = 2.0
        let stream = NoiseRoot(seed: seed).stream(named: "cauchy")
        let data = (0..<Self.n).map { _ in stream.cauchy(scale: a) }
        let root = Double(Self.n).squareRoot()
        expectClose(
            Stats.quantile(data, 0.5), 0, standardError: 0.5 / root * Double.pi * a, "cauchy median", seed: seed)
        let quartileSE = (0.1875).squareRoot() / root * 2 * Double.pi * a
        expectClose(Stats.quantile(data, 0.25), -a, standardError: quartileSE, "cauchy lower quartile", seed: seed)
        expectClose(Stats.quantile(data, 0.75), a, standardError: quartileSE, "cauchy upper quartile", seed: seed)
    }

    @Test(arguments: statisticalSeeds)
    func poisson(seed: UInt64) {
        for mean in [0.3, 4.0, 250.0] {
            checkMoments("poisson(\(mean))", seed: seed, mean: mean, variance: mean, kurtosis: 3 + 1 / mean) {
                Double($0.poisson(mean: mean))
            }
        }
    }

    @Test(arguments: statisticalSeeds)
    func bernoulli(seed: UInt64) {
        let p = 0.2
        checkMoments(
            "bernoulli", seed: seed, mean: p, variance: p * (1 - p), kurtosis: (1 - 6 * p * (1 - p)) / (p * (1 - p)) + 3
        ) {
            $0.bernoulli(probability: p) ? 1 : 0
        }
    }

    @Test("Invalid distribution parameters return documented values without drawing")
    func invalidParameters() {
        let stream = NoiseStream(seed: 11)
        let twin = NoiseStream(seed: 11)
        #expect(stream.poisson(mean: .nan) == 0)
        #expect(stream.poisson(mean: -3) == 0)
        #expect(stream.studentT(degreesOfFreedom: -.infinity).isNaN)
        #expect(stream.studentT(degreesOfFreedom: 0).isNaN)
        #expect(stream.studentT(degreesOfFreedom: .nan).isNaN)
        #expect(stream.nextRaw() == twin.nextRaw(), "an invalid parameter consumed a draw")
        // Huge means are clamped, not undefined behaviour.
        let huge = stream.poisson(mean: .infinity)
        #expect(Double(huge) > NoiseStream.maximumPoissonMean * 0.99)
        #expect(Double(huge) < NoiseStream.maximumPoissonMean * 1.01)
        #expect(stream.studentT(degreesOfFreedom: .infinity).isFinite)
    }
}
