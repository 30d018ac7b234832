internal import CGSL

/// One reproducible stream of random numbers: a GSL generator it owns, seeded from a root
/// seed and a name.
///
/// ```swift
/// let root = NoiseRoot(seed: 42)
/// let white = root.stream(named: "device[0].baro.white")
/// let sample = white.gaussian(sigma: 1.0)   // Pa
/// ```
///
/// The same root seed and name always give the same numbers; a new name perturbs no other
/// stream. A stream is a reference type with identity (it owns the `gsl_rng`, freed exactly
/// once in `deinit`) and is not `Sendable`: it cannot cross threads by accident. Make one
/// stream per channel per run.
///
/// The generator (an MT19937 state is ≈ 5 kB) is allocated and seeded on the stream's first
/// draw, checkpoint or restore, not when the stream is made: a phone has ten or more streams and
/// some are never drawn. Seeding then gives the same state as seeding at creation, so the
/// numbers are the same.
public final class NoiseStream {
    /// The stream's name, as given to `NoiseRoot.stream(named:)`.
    public let name: String
    /// The generator type.
    public let kind: GeneratorKind
    /// The 32-bit GSL seed derived from the root seed and the name.
    public let seed: UInt32
    /// The generator, nil until the first use (``rng``).
    private var allocated: UnsafeMutablePointer<gsl_rng>?

    /// Creates a stream seeded directly with a 32-bit GSL seed.
    public init(seed: UInt32, kind: GeneratorKind = .mt19937, name: String = "") {
        NoiseLibrary.configureOnce()
        self.seed = seed
        self.kind = kind
        self.name = name
    }

    private init(copying other: NoiseStream) {
        guard let rng = gsl_rng_clone(other.rng) else {
            fatalError("gsl_rng_clone failed: out of memory")
        }
        self.allocated = rng
        self.seed = other.seed
        self.kind = other.kind
        self.name = other.name
    }

    deinit {
        if let allocated { gsl_rng_free(allocated) }
    }

    /// The generator, allocated and seeded with ``seed`` on first use. The allocation is kept
    /// out of line so that the check on every draw stays a load and a branch.
    var rng: UnsafeMutablePointer<gsl_rng> {
        if let allocated { return allocated }
        return allocateGenerator()
    }

    /// Allocates and seeds the generator (the first use of ``rng``).
    @inline(never)
    private func allocateGenerator() -> UnsafeMutablePointer<gsl_rng> {
        guard let rng = gsl_rng_alloc(kind.gslType) else {
            fatalError("gsl_rng_alloc failed: out of memory allocating a \(kind) generator for stream '\(name)'")
        }
        gsl_rng_set(rng, UInt(seed))
        allocated = rng
        return rng
    }

    /// Whether the generator exists yet (a stream allocates it on its first draw, checkpoint or restore).
    public var hasGenerator: Bool { allocated != nil }

    // MARK: Raw output

    /// The next raw integer of the generator (GSL's `gsl_rng_get`).
    @inlinable public func nextRaw() -> UInt { rawGet() }

    @usableFromInline func rawGet() -> UInt { gsl_rng_get(rng) }

    // MARK: Distributions

    /// Uniform on [0, 1).
    public func uniform() -> Double { gsl_rng_uniform(rng) }

    /// Uniform on (0, 1): never exactly 0.
    public func uniformPositive() -> Double { gsl_rng_uniform_pos(rng) }

    /// Gaussian with mean 0 and standard deviation `sigma` (ziggurat method).
    public func gaussian(sigma: Double = 1) -> Double { gsl_ran_gaussian_ziggurat(rng, sigma) }

    /// Exponential with the given mean.
    public func exponential(mean: Double) -> Double { gsl_ran_exponential(rng, mean) }

    /// Laplace (double exponential) with width `a`: density `exp(−|x|/a)/(2a)`, variance `2a²`.
    public func laplace(width a: Double) -> Double { gsl_ran_laplace(rng, a) }

    /// Cauchy with scale `a`.
    public func cauchy(scale a: Double) -> Double { gsl_ran_cauchy(rng, a) }

    /// Student's t with `nu` degrees of freedom (heavy tails for small `nu`).
    ///
    /// `nu` must be > 0 (`+∞` gives a standard Gaussian); NaN or `nu ≤ 0` returns NaN and
    /// draws nothing (GSL would recurse without end for `nu = −∞`).
    public func studentT(degreesOfFreedom nu: Double) -> Double {
        guard nu > 0 else { return .nan }
        return gsl_ran_tdist(rng, nu)
    }

    /// The largest mean `poisson(mean:)` accepts; larger means are clamped to it (GSL's
    /// `unsigned int` arithmetic would overflow).
    public static let maximumPoissonMean: Double = 1e9

    /// Poisson count with the given mean.
    ///
    /// A mean that is NaN or ≤ 0 returns 0 and draws nothing; means above
    /// `maximumPoissonMean` (including `+∞`) are clamped to it.
    public func poisson(mean: Double) -> UInt32 {
        guard mean > 0 else { return 0 }
        return gsl_ran_poisson(rng, Swift.min(mean, Self.maximumPoissonMean))
    }

    /// Bernoulli trial: `true` with probability `p`.
    public func bernoulli(probability p: Double) -> Bool { gsl_ran_bernoulli(rng, p) == 1 }

    // MARK: Checkpoints

    /// A copy of the generator's full state; restoring it continues bit-identically.
    public func checkpoint() -> NoiseStream.Checkpoint { Checkpoint(snapshot: NoiseStream(copying: self)) }

    /// Restores the state saved by `checkpoint()` (of this stream or one of the same kind);
    /// the stream then continues bit-identically from the checkpoint.
    ///
    /// Returns `false` and leaves the stream unchanged when the checkpoint comes from a
    /// stream of another `GeneratorKind` (its state cannot be copied).
    @discardableResult
    public func restore(_ checkpoint: NoiseStream.Checkpoint) -> Bool {
        guard checkpoint.snapshot.kind == kind else { return false }
        return gsl_rng_memcpy(rng, checkpoint.snapshot.rng) == GSL_SUCCESS
    }

    /// A saved generator state (an immutable private copy of the generator).
    public struct Checkpoint {
        /// The generator type the state belongs to.
        public var kind: GeneratorKind { snapshot.kind }
        let snapshot: NoiseStream
    }
}

/// Process-wide GSL configuration.
enum NoiseLibrary {
    /// Turns GSL's abort-on-error handler off exactly once per process.
    static let configured: Bool = {
        cgsl_disable_abort_on_error()
        return true
    }()

    static func configureOnce() { _ = configured }
}
