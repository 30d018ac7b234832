import CGSL
import Noise
import Testing

/// A stream allocates its generator on first use; the numbers are those of a generator
/// allocated and seeded at once.
@Suite("Lazy generators")
struct LazyGeneratorTests {
    /// A generator allocated and seeded at once, the way GSL's own examples do.
    final class EagerGenerator {
        let rng: UnsafeMutablePointer<gsl_rng>
        init(seed: UInt32, kind: GeneratorKind) {
            let type: UnsafePointer<gsl_rng_type> =
                switch kind {
                case .mt19937: cgsl_rng_type_mt19937()
                case .taus2: cgsl_rng_type_taus2()
                case .ranlxd2: cgsl_rng_type_ranlxd2()
                }
            rng = gsl_rng_alloc(type)!
            gsl_rng_set(rng, UInt(seed))
        }
        deinit { gsl_rng_free(rng) }
    }

    @Test("A stream holds no generator until it is drawn")
    func noGeneratorBeforeTheFirstDraw() {
        let stream = NoiseRoot(seed: 9).stream(named: "device[0].baro.white")
        #expect(!stream.hasGenerator)
        _ = stream.gaussian()
        #expect(stream.hasGenerator)
    }

    @Test("Mixed draws equal the eager generator's, other streams drawn in between", arguments: GeneratorKind.allCases)
    func sameDrawsAsEager(_ kind: GeneratorKind) {
        let root = NoiseRoot(seed: 20_261_204, kind: kind)
        let lazy = root.stream(named: "device[3].gnss.bias")
        let eager = EagerGenerator(seed: lazy.seed, kind: kind)
        // Streams made and drawn before the lazy one's first draw do not touch it.
        let others = (0..<5).map { root.stream(named: "other[\($0)]") }
        for other in others { _ = other.gaussian(sigma: 2) }
        for step in 0..<2_000 {
            switch step % 5 {
            case 0: #expect(lazy.gaussian(sigma: 3) == gsl_ran_gaussian_ziggurat(eager.rng, 3))
            case 1: #expect(lazy.uniform() == gsl_rng_uniform(eager.rng))
            case 2: #expect(lazy.nextRaw() == gsl_rng_get(eager.rng))
            case 3: #expect(lazy.exponential(mean: 0.5) == gsl_ran_exponential(eager.rng, 0.5))
            default: #expect(lazy.poisson(mean: 4) == gsl_ran_poisson(eager.rng, 4))
            }
            if step % 97 == 0 { _ = others[step % others.count].uniform() }
        }
    }

    @Test("A checkpoint of an undrawn stream restores its first numbers")
    func checkpointBeforeTheFirstDraw() {
        let stream = NoiseRoot(seed: 5).stream(named: "probe")
        let start = stream.checkpoint()
        let first = (0..<10).map { _ in stream.nextRaw() }
        #expect(stream.restore(start))
        #expect((0..<10).map { _ in stream.nextRaw() } == first)
        let eager = EagerGenerator(seed: stream.seed, kind: .mt19937)
        #expect(first == (0..<10).map { _ in gsl_rng_get(eager.rng) })
    }

    @Test("Restoring into an undrawn stream continues from the checkpoint")
    func restoreIntoAnUndrawnStream() {
        let source = NoiseRoot(seed: 5).stream(named: "probe")
        for _ in 0..<7 { _ = source.nextRaw() }
        let saved = source.checkpoint()
        let next = (0..<10).map { _ in source.nextRaw() }
        let fresh = NoiseRoot(seed: 6).stream(named: "other")
        #expect(fresh.restore(saved))
        #expect((0..<10).map { _ in fresh.nextRaw() } == next)
    }
}
