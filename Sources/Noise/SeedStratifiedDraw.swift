internal import CGSL

/// Draws that are stratified across seeds: a Latin-hypercube sample over runs.
///
/// Some errors are drawn once per run and then dominate it — a phone's calibration error, for
/// example. Judging a statistic over a campaign of N seeds (how often the reported uncertainty
/// covers the error) then measures the luck of N independent draws as much as the engine: with
/// 20 seeds, the 68 % coverage of an honest σ lands anywhere in 58…78 %. A stratified draw removes
/// that luck. Seeds are taken in blocks of `strata` (1…20, 21…40, …, counting from 1); within a
/// block every stratum of equal probability is used exactly once, at its midpoint quantile, in an
/// order shuffled per block and member. Over any block the values are the N-point quantile set of
/// N(0, 1) (for 20 strata: ±0.063 … ±1.960); over random seeds the values are a 20-level
/// discretisation of N(0, 1) with mean 0 and variance 0.94.
public enum SeedStratifiedDraw {
    /// Strata per block of seeds (the size of the documented seed campaign 1…20).
    public static let defaultStrata = 20

    /// The standard-normal value of `member` (e.g. a device index) at run seed `seed`.
    ///
    /// Seed s falls in block ⌊(s − 1) / strata⌋ at position (s − 1) mod strata (seed 0 counts as
    /// the last position of the block before seed 1); the member's shuffled order for that block
    /// picks the stratum k, and the value is Φ⁻¹((k + ½) / strata).
    public static func standardNormal(seed: UInt64, member: Int, strata: Int = defaultStrata) -> Double {
        standardNormal(seed: seed, streamName: streamName(member: member), strata: strata)
    }

    /// A per-run value `mean + sigma·z`, clamped to `range`, z the stratified standard-normal
    /// draw under `key` (`standardNormal(seed:key:)`); `mean` (clamped) when `sigma` is not above 0.
    public static func normal(
        mean: Double, sigma: Double, clampedTo range: ClosedRange<Double>, seed: UInt64, key: String
    ) -> Double {
        normal(mean: mean, sigma: sigma, clampedTo: range) { standardNormal(seed: seed, key: key) }
    }

    /// `mean + sigma·z` clamped to `range`, z from `draw` (called only when `sigma` is above 0;
    /// otherwise `mean`, clamped). The per-run draws of a scenario's spreads (a person's hand
    /// height, a building's indoor air, a barometer part's temperature coefficient) are all this,
    /// with z a balanced draw (the simulator's `PerRunDraw`).
    public static func normal(mean: Double, sigma: Double, clampedTo range: ClosedRange<Double>, _ draw: () -> Double)
        -> Double
    {
        let value = sigma > 0 ? mean + sigma * draw() : mean
        return min(max(value, range.lowerBound), range.upperBound)
    }

    /// The standard-normal value of a quantity named by `key` (e.g. `"building[0].indoor"`) at
    /// run seed `seed`: the same stratification as `standardNormal(seed:member:strata:)`, with
    /// its own shuffled order per block (stream `stratified(KEY)`, never one of the `member`
    /// streams), so a keyed draw is independent of every device's calibration draw.
    public static func standardNormal(seed: UInt64, key: String, strata: Int = defaultStrata) -> Double {
        standardNormal(seed: seed, streamName: streamName(key: key), strata: strata)
    }

    /// Seed s falls in block ⌊(s − 1) / strata⌋ at position (s − 1) mod strata; the stream's
    /// shuffled order for that block picks the stratum.
    private static func standardNormal(seed: UInt64, streamName: String, strata: Int) -> Double {
        let count = max(1, strata)
        let (block, position) = blockAndPosition(seed: seed, strata: count)
        let order = shuffledStrata(block: block, streamName: streamName, count: count)
        return standardNormal(stratum: order[position], strata: count)
    }

    /// The strata 0..<count in the order of stream `streamName` in `block` (Fisher–Yates on a
    /// stream keyed by the block and the member or key, never by the run seed).
    static func shuffledStrata(block: UInt64, streamName: String, count: Int) -> [Int] {
        shuffle(count: count, using: NoiseRoot(seed: block).stream(named: streamName))
    }
}
