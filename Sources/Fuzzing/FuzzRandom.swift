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

    /// A number in `range`, rounded to `step`, as short decimal text (`2.3`, `-0.5`, `1013.2`).
    public mutating func number(_ range: ClosedRange<Double>, step: Double = 1) -> String {
        let steps = Int((Double.random(in: range, using: &self) / step).rounded())
        let low = Int((range.lowerBound / step).rounded(.up))
        let high = Int((range.upperBound / step).rounded(.down))
        let k = min(max(steps, low), high)
        var decimals = 0
        var scaled = step
        while scaled.rounded() != scaled, decimals < 6 {
            scaled *= 10
            decimals += 1
        }
        guard decimals > 0 else { return String(Int(Double(k) * step)) }
        let unit = Int(pow10(decimals) * step + 0.5)
        let value = k * unit
        let magnitude = abs(value)
        let whole = magnitude / Int(pow10(decimals))
        let fraction = magnitude % Int(pow10(decimals))
        var fractionText = String(fraction)
        while fractionText.count < decimals { fractionText = "0" + fractionText }
        return (value < 0 ? "-" : "") + "\(whole).\(fractionText)"
    }

    private func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { value, _ in value * 10 } }

    /// One element of `items` (which must not be empty).
    public mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }

    /// The seed of case `index` of a campaign with `rootSeed`: a pure function of both, so a
    /// case is the same whatever the number of jobs or shards that runs it.
    public static func caseSeed(rootSeed: UInt64, index: Int) -> UInt64 {
        SeedDerivation.splitMix64(
            rootSeed ^ SeedDerivation.splitMix64(UInt64(truncatingIfNeeded: index) &+ 0x5157_4152_4d00_0000))
    }
}
