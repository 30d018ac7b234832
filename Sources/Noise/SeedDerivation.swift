/// The stable mixing function that derives a named stream's seed from the root seed.
///
/// `seed(root, name) = low32(splitmix64(root ⊕ fnv1a64(name)))`, skipping 0 (which GSL treats
/// as "default seed"). FNV-1a and SplitMix64 are fixed, published functions: the same root
/// seed and name give the same stream on every machine and in every version of AltitudeSim.
public enum SeedDerivation {
    /// FNV-1a, 64-bit, over the UTF-8 bytes of `name`.
    public static func fnv1a64(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// One SplitMix64 output for state `x`.
    public static func splitMix64(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// The 32-bit GSL seed for stream `name` under `rootSeed` (never 0).
    public static func streamSeed(rootSeed: UInt64, name: String) -> UInt32 {
        var mixed = splitMix64(rootSeed ^ fnv1a64(name))
        while UInt32(truncatingIfNeeded: mixed) == 0 { mixed = splitMix64(mixed) }
        return UInt32(truncatingIfNeeded: mixed)
    }
}
