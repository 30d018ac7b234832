import Noise
import Testing

/// Invalid parameters never crash; each has a documented behaviour.
@Suite("Invalid input")
struct InvalidInputTests {
    static let badSteps: [Double] = [0, -1, -.infinity, .infinity, .nan, -0.0]

    /// Whether `stream` has drawn nothing yet (its next raw output is the seed's first).
    private func untouched(_ stream: NoiseStream) -> Bool {
        stream.nextRaw() == NoiseStream(seed: stream.seed, kind: stream.kind).nextRaw()
    }

    @Test(
        "A step that is not finite and positive leaves every process unchanged and draws nothing", arguments: badSteps)
    func badStep(seconds: Double) {
        let stream = NoiseStream(seed: 17)
        var walk = RandomWalk(ratePerRootSecond: 1, initialValue: 3)
        let walkResult = walk.advance(bySeconds: seconds, using: stream)
        #expect(walkResult == 3)
        var markov = GaussMarkov(sigma: 1, correlationTimeSeconds: 5, initialValue: -2)
        let markovResult = markov.advance(bySeconds: seconds, using: stream)
        #expect(markovResult == -2)
        var unset = GaussMarkov(sigma: 1, correlationTimeSeconds: 5)
        let unsetResult = unset.advance(bySeconds: seconds, using: stream)
        #expect(unsetResult == 0)
        var bias = BiasInstability(terms: [GaussMarkov(sigma: 1, correlationTimeSeconds: 5, initialValue: 1.5)])
        let biasResult = bias.advance(bySeconds: seconds, using: stream)
        #expect(biasResult == 1.5)
        var events = PoissonArrivals(ratePerSecond: 100)
        let eventsResult = events.arrivals(inNextSeconds: seconds, using: stream)
        #expect(eventsResult == 0)
        #expect(events.secondsUntilNextArrival == nil)
        var chain = TwoStateMarkov(meanOnSeconds: 0.001, meanOffSeconds: 1000, startsOn: true)
        let chainResult = chain.advance(bySeconds: seconds, using: stream)
        #expect(chainResult == true)
        #expect(untouched(stream))
    }

    @Test("Invalid scales make silent processes")
    func badScales() {
        let stream = NoiseStream(seed: 17)
        for bad in [-1.0, .nan, .infinity, -.infinity] {
            #expect(WhiteNoise(rms: bad).rms == 0)
            #expect(WhiteNoise(rms: bad).sample(using: stream) == 0)
            #expect(WhiteNoise(noiseDensityPerRootHz: bad, sampleRateHz: 10).rms == 0)
            #expect(WhiteNoise(noiseDensityPerRootHz: 1, sampleRateHz: bad).rms == 0)
            var walk = RandomWalk(ratePerRootSecond: bad, initialValue: 4)
            let walkResult = walk.advance(bySeconds: 1, using: stream)
            #expect(walkResult == 4)
            #expect(RandomWalk(ratePerRootSecond: 1, initialValue: bad).value == (bad.isFinite ? bad : 0))
            #expect(GaussMarkov(sigma: bad, correlationTimeSeconds: 1).sigma == 0)
            #expect(PoissonArrivals(ratePerSecond: bad).ratePerSecond == 0)
            #expect(PoissonArrivals(ratePerSecond: bad).nextArrivalDelaySeconds(using: stream) == .infinity)
            #expect(Quantizer(stepSize: bad).quantize(1.234) == 1.234)
        }
        #expect(Quantizer(stepSize: 0).quantize(1.234) == 1.234)
        var silent = GaussMarkov(sigma: -3, correlationTimeSeconds: 1, initialValue: 8)
        _ = silent.advance(bySeconds: 1000, using: stream)
        #expect(silent.value == 0)
    }

    @Test("τ ≤ 0 or NaN is white noise; τ = ∞ is a random constant")
    func badCorrelationTime() {
        for bad in [0.0, -5, .nan] {
            let process = GaussMarkov(sigma: 2, correlationTimeSeconds: bad, initialValue: 100)
            #expect(process.correlationTimeSeconds == 0)
            var stepped = process
            let stream = NoiseStream(seed: 4)
            let twin = NoiseStream(seed: 4)
            let steppedResult = stepped.advance(bySeconds: 0.5, using: stream)
            #expect(steppedResult == twin.gaussian(sigma: 2))
        }
        var constant = GaussMarkov(sigma: 2, correlationTimeSeconds: .infinity, initialValue: 1.25)
        let stream = NoiseStream(seed: 4)
        let constantResult = constant.advance(bySeconds: 10, using: stream)
        #expect(constantResult == 1.25)
        let constantLater = constant.advance(bySeconds: 1e9, using: stream)
        #expect(constantLater == 1.25)
    }

    @Test("A non-finite initial value is replaced by a stationary draw")
    func badInitialValue() {
        var process = GaussMarkov(sigma: 2, correlationTimeSeconds: 5, initialValue: .nan)
        let stream = NoiseStream(seed: 9)
        let twin = NoiseStream(seed: 9)
        let processResult = process.advance(bySeconds: 1, using: stream)
        #expect(processResult == twin.gaussian(sigma: 2))
    }

    @Test("Two-state means that are ≤ 0, NaN or ∞ mean 'never leaves that state'")
    func badMeans() {
        let stream = NoiseStream(seed: 2)
        var stuckOn = TwoStateMarkov(meanOnSeconds: .nan, meanOffSeconds: 1, startsOn: true)
        var stuckOff = TwoStateMarkov(meanOnSeconds: 1, meanOffSeconds: -1, startsOn: false)
        var frozen = TwoStateMarkov(meanOnSeconds: 0, meanOffSeconds: .infinity, startsOn: false)
        for _ in 0..<100 {
            let stuckOnResult = stuckOn.advance(bySeconds: 10, using: stream)
            #expect(stuckOnResult)
            let stuckOffResult = stuckOff.advance(bySeconds: 10, using: stream)
            #expect(!stuckOffResult)
        }
        let fresh = NoiseStream(seed: 5)
        let frozenResult = frozen.advance(bySeconds: 10, using: fresh)
        #expect(!frozenResult)
        #expect(untouched(fresh))
        #expect(stuckOn.stationaryOnProbability == 1)
        #expect(frozen.stationaryOnProbability == 0)
    }
}
