import CGSL
import Noise

/// `altsim bench noise`: the cost of each noise process per sample, against a bare
/// `gsl_ran_gaussian_ziggurat` loop on the same generator (mt19937).
///
/// Each figure is the best of `repetitions` timed loops of `samples` samples (after one
/// untimed warm-up loop), so that a busy machine inflates it as little as possible. Every
/// loop accumulates its outputs into a checksum that is printed, so the optimiser cannot
/// delete it. Processes step at a fixed 25 Hz (Δt = 0.04 s), a typical barometer rate.
enum NoiseBenchmark {
    static let target = BenchTarget(
        name: "noise", summary: "ns per sample of each noise process vs bare ziggurat", run: run)

    static let repetitions = 5
    static let seed: UInt32 = 20_261_129
    static let stepSeconds = 0.04
    /// Gaussian draws per step of the benchmarked bias-instability model (its terms).
    static let biasInstabilityTerms = 2

    static func run(options: BenchOptions) -> BenchFigures {
        let n = options.samples
        var figures = BenchFigures(
            title: "altsim bench noise: \(n) samples × best of \(repetitions), Δt = \(stepSeconds) s, mt19937")
        var checksum = 0.0

        let raw = rawZiggurat(samples: n)
        checksum += raw.checksum
        figures.add("raw_ziggurat_ns_per_sample", raw.nanosecondsPerSample)

        for process in processes {
            let result = measure(n, process.loop)
            checksum += result.checksum
            figures.add("\(process.name)_ns_per_sample", result.nanosecondsPerSample)
            // The ratio is over the draws the process needs at minimum: a K-term bias
            // instability is compared with K bare ziggurat draws.
            figures.add(
                "\(process.name)_ratio",
                result.nanosecondsPerSample / (Double(process.drawsPerSample) * raw.nanosecondsPerSample))
        }
        figures.add("bias_instability_terms", Double(biasInstabilityTerms))
        figures.add("samples", Double(n))
        figures.add("checksum", checksum)
        return figures
    }

    /// The timed processes: a name, the Gaussian draws one sample needs at minimum, and a loop
    /// that steps the process `count` times from a fresh stream and returns the sum of its outputs.
    static let processes: [(name: String, drawsPerSample: Int, loop: @Sendable (Int) -> Double)] = [
        (
            "white", 1,
            { count in
                let stream = NoiseStream(seed: seed)
                let noise = WhiteNoise(rms: 1)
                var sum = 0.0
                for _ in 0..<count { sum += noise.sample(using: stream) }
                return sum
            }
        ),
        (
            "random_walk", 1,
            { count in
                let stream = NoiseStream(seed: seed)
                var walk = RandomWalk(ratePerRootSecond: 1, initialValue: 0)
                var sum = 0.0
                for _ in 0..<count { sum += walk.advance(bySeconds: stepSeconds, using: stream) }
                return sum
            }
        ),
        (
            "gauss_markov", 1,
            { count in
                let stream = NoiseStream(seed: seed)
                var process = GaussMarkov(sigma: 1, correlationTimeSeconds: 60, initialValue: 0)
                var sum = 0.0
                for _ in 0..<count { sum += process.advance(bySeconds: stepSeconds, using: stream) }
                return sum
            }
        ),
        (
            "bias_instability", biasInstabilityTerms,
            { count in
                let stream = NoiseStream(seed: seed)
                var bias = BiasInstability(terms: [
                    GaussMarkov(sigma: 1, correlationTimeSeconds: 60, initialValue: 0),
                    GaussMarkov(sigma: 1, correlationTimeSeconds: 3600, initialValue: 0),
                ])
                var sum = 0.0
                for _ in 0..<count { sum += bias.advance(bySeconds: stepSeconds, using: stream) }
                return sum
            }
        ),
        (
            "event_arrivals", 1,
            { count in
                let stream = NoiseStream(seed: seed)
                var events = PoissonArrivals(ratePerSecond: 0.5)
                var sum = 0.0
                for _ in 0..<count { sum += Double(events.arrivals(inNextSeconds: stepSeconds, using: stream)) }
                return sum
            }
        ),
    ]

    /// The baseline: a bare `gsl_ran_gaussian_ziggurat` loop on mt19937 (also used by `bench sim`).
    static func rawZiggurat(samples n: Int) -> (nanosecondsPerSample: Double, checksum: Double) {
        measure(n) { count in
            guard let rng = gsl_rng_alloc(cgsl_rng_type_mt19937()) else { return .nan }
            defer { gsl_rng_free(rng) }
            gsl_rng_set(rng, UInt(seed))
            var sum = 0.0
            for _ in 0..<count { sum += gsl_ran_gaussian_ziggurat(rng, 1.0) }
            return sum
        }
    }

    /// Runs `loop(count)` once untimed, then `repetitions` times timed; the best time wins.
    private static func measure(_ count: Int, _ loop: (Int) -> Double) -> (
        nanosecondsPerSample: Double, checksum: Double
    ) {
        var checksum = loop(count / 10)
        var best = UInt64.max
        for _ in 0..<repetitions {
            let start = monotonicNanoseconds()
            checksum += loop(count)
            best = min(best, monotonicNanoseconds() - start)
        }
        return (Double(best) / Double(count), checksum)
    }
}
