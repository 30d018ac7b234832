import Foundation
import Noise
import Testing

@Suite("Gauss–Markov and bias instability")
struct GaussMarkovTests {
    static let sigma = 2.0
    static let tau = 30.0

    @Test("The update is exactly x' = e^(−Δt/τ)·x + σ·√(1 − e^(−2Δt/τ))·w")
    func exactUpdate() {
        var process = GaussMarkov(sigma: 2, correlationTimeSeconds: 10, initialValue: 5)
        let stream = NoiseStream(seed: 3)
        let twin = NoiseStream(seed: 3)
        for dt in [0.1, 3.7, 0.1, 25.0] {
            let before = process.value
            let after = process.advance(bySeconds: dt, using: stream)
            let w = twin.gaussian()
            let expected = exp(-dt / 10) * before + 2 * (1 - exp(-2 * dt / 10)).squareRoot() * w
            #expect(abs(after - expected) <= 1e-12 * max(1, abs(expected)))
        }
    }

    @Test("Stationary variance σ² and autocorrelation e^(−1) at lag τ (fixed step)", arguments: statisticalSeeds)
    func fixedStep(seed: UInt64) {
        // Fine step τ/5: the lag-τ autocorrelation is lag 5.
        let n = 100_000
        let stream = NoiseRoot(seed: seed).stream(named: "gm")
        var process = GaussMarkov(sigma: Self.sigma, correlationTimeSeconds: Self.tau, initialValue: nil)
        let data = (0..<n).map { _ in process.advance(bySeconds: Self.tau / 5, using: stream) }
        let phi = exp(-0.2)
        // A correlated series: the variance estimate's SE grows by (1 + φ²)/(1 − φ²).
        let varianceSE =
            Stats.varianceStandardError(variance: Self.sigma * Self.sigma, n: n)
            * ((1 + phi * phi) / (1 - phi * phi)).squareRoot()
        expectClose(Stats.variance(data), Self.sigma * Self.sigma, standardError: varianceSE, "GM variance", seed: seed)
        expectClose(
            Stats.autocorrelation(data, lag: 5), exp(-1),
            standardError: Stats.ar1AutocorrelationStandardError(phi: phi, lag: 5, n: n), "GM autocorrelation at τ",
            seed: seed)

        // Sampled every τ: the lag-1 autocorrelation (GSL's own) is 1/e.
        let everyTau = stride(from: 0, to: n, by: 5).map { data[$0] }
        expectClose(
            Stats.lag1Autocorrelation(everyTau), exp(-1),
            standardError: Stats.ar1AutocorrelationStandardError(phi: exp(-1), lag: 1, n: everyTau.count),
            "GM lag-1 autocorrelation every τ", seed: seed)
    }

    @Test("Exact under irregular Δt: same variance and lag-τ autocorrelation", arguments: statisticalSeeds)
    func irregularSteps(seed: UInt64) {
        // Every interval of length τ is cut at 3 random points; only the values at the ends
        // of each interval are kept. An inexact scheme (Euler) would change both statistics.
        let n = 20_000
        let stream = NoiseRoot(seed: seed).stream(named: "gm")
        let cuts = NoiseRoot(seed: seed).stream(named: "cuts")
        var process = GaussMarkov(sigma: Self.sigma, correlationTimeSeconds: Self.tau, initialValue: 0)
        var allValues: [Double] = []
        var atTau: [Double] = []
        _ = process.advance(bySeconds: 10 * Self.tau, using: stream)  // forget the start
        for _ in 0..<n {
            let points = ([0.0, Self.tau] + (0..<3).map { _ in cuts.uniform() * Self.tau }).sorted()
            for index in 1..<points.count {
                allValues.append(process.advance(bySeconds: points[index] - points[index - 1], using: stream))
            }
            atTau.append(process.value)
        }
        let phi = exp(-1.0)
        let variance = Self.sigma * Self.sigma
        expectClose(
            Stats.variance(atTau), variance,
            standardError: Stats.varianceStandardError(variance: variance, n: n)
                * ((1 + phi * phi) / (1 - phi * phi)).squareRoot(),
            "GM variance, irregular", seed: seed)
        expectClose(
            Stats.lag1Autocorrelation(atTau), phi,
            standardError: Stats.ar1AutocorrelationStandardError(phi: phi, lag: 1, n: n),
            "GM lag-τ autocorrelation, irregular", seed: seed)
        // Every intermediate value is stationary too. Denser sampling of the same time span
        // only lowers the variance estimate's SE (continuous limit 2σ⁴·τ/T); the factor 2
        // covers the uneven spacing.
        expectClose(
            Stats.variance(allValues), variance,
            standardError: 2 * Stats.varianceStandardError(variance: variance, n: n)
                * ((1 + phi * phi) / (1 - phi * phi)).squareRoot(),
            "GM variance over all irregular samples", seed: seed)
    }

    @Test("A nil initial value is a draw from N(0, σ²) on the first advance", arguments: statisticalSeeds)
    func stationaryStart(seed: UInt64) {
        let n = 20_000
        let stream = NoiseRoot(seed: seed).stream(named: "starts")
        let firsts = (0..<n).map { _ in
            var process = GaussMarkov(sigma: 3, correlationTimeSeconds: 1e6)
            return process.advance(bySeconds: 0.01, using: stream)
        }
        expectClose(Stats.mean(firsts), 0, standardError: 3 / Double(n).squareRoot(), "first value mean", seed: seed)
        expectClose(
            Stats.variance(firsts), 9, standardError: Stats.varianceStandardError(variance: 9, n: n),
            "first value variance", seed: seed)
    }

    @Test("Bias instability is the sum of its terms; variance Σσ²", arguments: statisticalSeeds)
    func biasInstability(seed: UInt64) {
        let terms = [
            GaussMarkov(sigma: 1, correlationTimeSeconds: 1), GaussMarkov(sigma: 2, correlationTimeSeconds: 3),
        ]
        var bias = BiasInstability(terms: terms)
        let stream = NoiseRoot(seed: seed).stream(named: "bias")
        let twin = NoiseRoot(seed: seed).stream(named: "bias")
        var separate = terms
        var data: [Double] = []
        let n = 60_000
        for _ in 0..<n {
            let value = bias.advance(bySeconds: 6, using: stream)
            var sum = 0.0
            for index in separate.indices { sum += separate[index].advance(bySeconds: 6, using: twin) }
            #expect(value == sum)
            data.append(value)
        }
        #expect(bias.value == data.last)
        // Stepped every 6 s, the lag-1 correlation is ≤ (1·e^(−6) + 4·e^(−2))/5 ≈ 0.11.
        let phi = 0.11
        expectClose(
            Stats.variance(data), 5,
            standardError: Stats.varianceStandardError(variance: 5, n: n)
                * ((1 + phi * phi) / (1 - phi * phi)).squareRoot(),
            "bias variance", seed: seed)
        #expect(BiasInstability(terms: []).value == 0)
    }
}
