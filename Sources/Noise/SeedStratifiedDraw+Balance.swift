internal import CGSL

/// Draws stratified across seeds and balanced against each other: a Latin-hypercube design whose
/// columns are kept nearly uncorrelated (the correlation-reduction criterion of such designs).
///
/// Two stratified draws shuffled independently correlate by chance over a block, with an SD of
/// 1/√(strata − 1) (0.23 for 20 strata), so a sum of two drawn errors would spread more or less
/// than its terms' σs describe. A balanced draw's order in a block is the first of its stream's
/// successive shuffles whose normal scores correlate with each of the others' by at most
/// `balanceTolerance` (the best of `balanceCandidates` when none does); the first shuffle is the
/// unbalanced order, so a draw already balanced, or balanced against nothing, is unchanged.
extension SeedStratifiedDraw {
    /// The largest |ρ| accepted between the normal scores of two balanced draws over a block
    /// (0.1: the spread of a sum of two equal terms within 5 % of its nominal value).
    public static let balanceTolerance = 0.1
    /// How many successive shuffles of a stream are tried before the best one is taken.
    public static let balanceCandidates = 8192

    /// The block and the position in it of run seed `seed` (seed 0 is the last position of the
    /// block before seed 1).
    public static func blockAndPosition(seed: UInt64, strata: Int = defaultStrata) -> (block: UInt64, position: Int) {
        let count = UInt64(max(1, strata))
        let zeroBased = seed &- 1
        return (zeroBased / count, Int(zeroBased % count))
    }

    /// The standard-normal value of stratum `stratum` of `strata`: Φ⁻¹((stratum + ½) / strata).
    public static func standardNormal(stratum: Int, strata: Int = defaultStrata) -> Double {
        gsl_cdf_ugaussian_Pinv((Double(stratum) + 0.5) / Double(max(1, strata)))
    }

    /// The stream name of a member's draw (a device's calibration error): `stratified[member]`.
    public static func streamName(member: Int) -> String { "stratified[\(member)]" }

    /// The stream name of a keyed draw: `stratified(key)`.
    public static func streamName(key: String) -> String { "stratified(\(key))" }

    /// The strata order in `block` of stream `streamName`, balanced against the orders `others`
    /// (each a permutation of 0..<strata): the first successive shuffle of the stream whose
    /// normal scores correlate with every other's by at most `balanceTolerance`, else the one
    /// with the smallest largest |ρ|. Against nothing it is the stream's first shuffle
    /// (`standardNormal(seed:key:)`'s order).
    public static func balancedStrata(
        block: UInt64, streamName: String, against others: [[Int]],
        strata: Int = defaultStrata
    ) -> [Int] {
        let count = max(1, strata)
        let scores = (0..<count).map { standardNormal(stratum: $0, strata: count) }
        let total = scores.reduce(0) { $0 + $1 * $1 }
        let against = others.filter { $0.count == count }
        let stream = NoiseRoot(seed: block).stream(named: streamName)
        var best: (order: [Int], worst: Double)?
        for _ in 0..<balanceCandidates {
            let order = shuffle(count: count, using: stream)
            var worst = 0.0
            for other in against {
                var dot = 0.0
                for position in 0..<count { dot += scores[order[position]] * scores[other[position]] }
                worst = max(worst, total > 0 ? abs(dot / total) : 0)
            }
            if worst <= balanceTolerance { return order }
            if best == nil || worst < best!.worst { best = (order, worst) }
        }
        return best?.order ?? Array(0..<count)
    }

    /// The correlation of two strata orders' normal scores over a block (permutations of
    /// 0..<strata), or `nil` when they are not.
    public static func correlation(_ first: [Int], _ second: [Int], strata: Int = defaultStrata) -> Double? {
        let count = max(1, strata)
        guard first.count == count, second.count == count,
            Set(first) == Set(0..<count), Set(second) == Set(0..<count)
        else { return nil }
        let scores = (0..<count).map { standardNormal(stratum: $0, strata: count) }
        let total = scores.reduce(0) { $0 + $1 * $1 }
        guard total > 0 else { return 0 }
        return zip(first, second).reduce(0) { $0 + scores[$1.0] * scores[$1.1] } / total
    }

    /// One Fisher–Yates shuffle of 0..<count from `stream`.
    static func shuffle(count: Int, using stream: NoiseStream) -> [Int] {
        var order = Array(0..<count)
        var i = count - 1
        while i > 0 {
            let j = min(i, Int(stream.uniform() * Double(i + 1)))
            order.swapAt(i, j)
            i -= 1
        }
        return order
    }
}
