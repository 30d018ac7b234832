import Noise

/// The fuzzer's seeded random source: SplitMix64 (``SeedDerivation/splitMix64(_:)``) over a
/// 64-bit state.
///
/// Cheap to create (one per case), the same sequence on every machine, and independent of the
/// GSL streams the simulator uses, so a generated case never depends on how the run draws noise.
public struct FuzzRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a source whose sequence is a pure function of `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        return SeedDerivation.splitMix64(state)
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// A whole number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// A number in `range`, rounded to `step` so the printed text stays short.
    public mutating func number(_ range: ClosedRange<Double>, step: Double = 1) -> Double {
        let raw = Double.random(in: range, using: &self)
        let rounded = (raw / step).rounded() * step
        return min(max(rounded, range.lowerBound), range.upperBound)
    }

    /// One element of `items` (which must not be empty).
    public mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }

    /// The seed of case `index` of a campaign with `rootSeed`: a pure function of both, so a
    /// case is the same whatever the number of jobs or shards that runs it.
    public static func caseSeed(rootSeed: UInt64, index: Int) -> UInt64 {
        SeedDerivation.splitMix64(rootSeed ^ SeedDerivation.splitMix64(UInt64(truncatingIfNeeded: index) &+ 0x5157_4152_4d00_0000))
    }
}
