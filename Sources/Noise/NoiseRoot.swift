internal import CGSL

/// The root of a run's randomness: one 64-bit seed from which every named stream derives.
public struct NoiseRoot: Sendable, Hashable {
    /// The run's 64-bit root seed.
    public let seed: UInt64
    /// The generator type of every stream made from this root.
    public let kind: GeneratorKind

    /// A root with `seed`, making streams of generator `kind` (mt19937 by default).
    public init(seed: UInt64, kind: GeneratorKind = .mt19937) {
        self.seed = seed
        self.kind = kind
    }

    /// A new stream for `name`; the same name always gives the same numbers.
    public func stream(named name: String) -> NoiseStream {
        NoiseStream(seed: SeedDerivation.streamSeed(rootSeed: seed, name: name), kind: kind, name: name)
    }
}
