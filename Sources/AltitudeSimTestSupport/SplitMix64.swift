import Foundation

/// SplitMix64, the seeded generator of the tests: the same seed gives the same numbers on every
/// platform and toolchain, which the standard library's generator does not promise.
///
/// The constants are those of Steele, Lea and Flood, "Fast Splittable Pseudorandom Number
/// Generators" (OOPSLA 2014), as in Java's `SplittableRandom`.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose first output is determined by `seed` alone.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A standard normal draw (Box–Muller, from two outputs).
    public mutating func gaussian() -> Double {
        let u1 = Double(next() >> 11) / 9_007_199_254_740_992 + 1e-300
        let u2 = Double(next() >> 11) / 9_007_199_254_740_992
        return (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    }

    /// A uniform draw in −1 … 1 (53 bits of one output).
    public mutating func symmetric() -> Double { Double(next() >> 11) / Double(1 << 53) * 2 - 1 }
}
