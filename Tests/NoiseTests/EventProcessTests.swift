import Foundation
import Noise
import Testing

@Suite("Event arrivals and two-state Markov")
struct EventProcessTests {
    @Test("Poisson counts per second have mean and variance λ, however a second is cut", arguments: statisticalSeeds)
    func poissonCounts(seed: UInt64) {
        let rate = 2.5
        let seconds = 40_000
        var events = PoissonArrivals(ratePerSecond: rate)
        let stream = NoiseRoot(seed: seed).stream(named: "events")
        let cuts = NoiseRoot(seed: seed).stream(named: "cuts")
        var counts: [Double] = []
        for _ in 0..<seconds {
            let points = ([0.0, 1.0] + (0..<4).map { _ in cuts.uniform() }).sorted()
            var count = 0
            for index in 1..<points.count {
                count += events.arrivals(inNextSeconds: points[index] - points[index - 1], using: stream)
            }
            counts.append(Double(count))
        }
        expectClose(
            Stats.mean(counts), rate, standardError: (rate / Double(seconds)).squareRoot(), "count mean", seed: seed)
        expectClose(
            Stats.variance(counts), rate,
            standardError: Stats.varianceStandardError(variance: rate, kurtosis: 3 + 1 / rate, n: seconds),
            "count variance", seed: seed)
        expectClose(
            Stats.lag1Autocorrelation(counts), 0, standardError: 1 / Double(seconds).squareRoot(),
            "count autocorrelation", seed: seed)
    }

    @Test("Long windows (many arrivals in one step) have mean and variance λ·Δt", arguments: statisticalSeeds)
    func longWindows(seed: UInt64) {
        let n = 20_000
        var events = PoissonArrivals(ratePerSecond: 3)
        let stream = NoiseRoot(seed: seed).stream(named: "events")
        let counts = (0..<n).map { _ in Double(events.arrivals(inNextSeconds: 10, using: stream)) }
        expectClose(Stats.mean(counts), 30, standardError: (30 / Double(n)).squareRoot(), "count mean", seed: seed)
        expectClose(
            Stats.variance(counts), 30,
            standardError: Stats.varianceStandardError(variance: 30, kurtosis: 3 + 1.0 / 30, n: n), "count variance",
            seed: seed)
    }

    @Test("The next-arrival delay is exponential with mean 1/λ", arguments: statisticalSeeds)
    func delay(seed: UInt64) {
        let n = 50_000
        let events = PoissonArrivals(ratePerSecond: 0.5)
        let stream = NoiseRoot(seed: seed).stream(named: "delay")
        let delays = (0..<n).map { _ in events.nextArrivalDelaySeconds(using: stream) }
        expectClose(Stats.mean(delays), 2, standardError: 2 / Double(n).squareRoot(), "delay mean", seed: seed)
        expectClose(
            Stats.variance(delays), 4, standardError: Stats.varianceStandardError(variance: 4, kurtosis: 9, n: n),
            "delay variance", seed: seed)
    }

    @Test("Two-state transition probabilities are exact for any Δt", arguments: statisticalSeeds)
    func twoStateTransitions(seed: UInt64) {
        // meanOn 10 s, meanOff 5 s: a = 0.1, b = 0.2, λ = 0.3.
        let chain = TwoStateMarkov(meanOnSeconds: 10, meanOffSeconds: 5, startsOn: true)
        let onOn = 2.0 / 3 + exp(-0.9) / 3
        let offOn = 2.0 / 3 * (1 - exp(-0.9))
        #expect(abs(chain.probabilityOn(afterSeconds: 3) - onOn) < 1e-15)
        var off = chain
        off.isOn = false
        #expect(abs(off.probabilityOn(afterSeconds: 3) - offOn) < 1e-15)
        #expect(abs(chain.stationaryOnProbability - 2.0 / 3) < 1e-15)

        // Simulated: 3 s as one step, or as three random pieces: same probability.
        let n = 40_000
        let stream = NoiseRoot(seed: seed).stream(named: "dropout")
        let cuts = NoiseRoot(seed: seed).stream(named: "cuts")
        for (start, expected) in [(true, onOn), (false, offOn)] {
            var whole = 0.0
            var pieces = 0.0
            for _ in 0..<n {
                var a = TwoStateMarkov(meanOnSeconds: 10, meanOffSeconds: 5, startsOn: start)
                if a.advance(bySeconds: 3, using: stream) { whole += 1 }
                var b = TwoStateMarkov(meanOnSeconds: 10, meanOffSeconds: 5, startsOn: start)
                let points = ([0.0, 3.0] + (0..<2).map { _ in cuts.uniform() * 3 }).sorted()
                for index in 1..<points.count { b.advance(bySeconds: points[index] - points[index - 1], using: stream) }
                if b.isOn { pieces += 1 }
            }
            let se = (expected * (1 - expected) / Double(n)).squareRoot()
            expectClose(whole / Double(n), expected, standardError: se, "P(on) from \(start), one step", seed: seed)
            expectClose(pieces / Double(n), expected, standardError: se, "P(on) from \(start), three steps", seed: seed)
        }
    }

    @Test("Two-state chain spends b/(a+b) of the time on", arguments: statisticalSeeds)
    func twoStateOccupancy(seed: UInt64) {
        var chain = TwoStateMarkov(meanOnSeconds: 4, meanOffSeconds: 1, startsOn: false)
        let stream = NoiseRoot(seed: seed).stream(named: "occupancy")
        let n = 100_000
        let states = (0..<n).map { _ in chain.advance(bySeconds: 2, using: stream) ? 1.0 : 0.0 }
        // Correlated series: lag-k correlation e^(−λ·2k) with λ = 1.25; variance factor (1+ρ)/(1−ρ).
        let rho = exp(-2.5)
        let se = (0.8 * 0.2 / Double(n) * (1 + rho) / (1 - rho)).squareRoot()
        expectClose(Stats.mean(states), 0.8, standardError: se, "fraction on", seed: seed)
    }
}
