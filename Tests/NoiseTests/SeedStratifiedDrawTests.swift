import Foundation
import Noise
import Testing

@Suite struct SeedStratifiedDrawTests {
    /// The 20 midpoint quantiles Φ⁻¹((k + ½)/20), sorted.
    private static let quantiles20: [Double] = (0..<20).map { k in
        // Inverse by bisection on erf, independent of GSL's inverse.
        let p = (Double(k) + 0.5) / 20
        var lo = -10.0
        var hi = 10.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if 0.5 * erfc(-mid / 2.0.squareRoot()) < p { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    @Test(arguments: [0, 1, 7])
    func everyBlockOfTwentySeedsHoldsEachStratumOnce(member: Int) {
        for block in [UInt64(0), 1, 1_000_000] {
            let values = (1...20).map {
                SeedStratifiedDraw.standardNormal(seed: block * 20 + UInt64($0), member: member)
            }.sorted()
            for (value, expected) in zip(values, Self.quantiles20) {
                #expect(abs(value - expected) < 1e-9, "block \(block), member \(member)")
            }
        }
    }

    @Test func membersAndBlocksAreShuffledDifferently() {
        let first = (1...20).map { SeedStratifiedDraw.standardNormal(seed: UInt64($0), member: 0) }
        let second = (1...20).map { SeedStratifiedDraw.standardNormal(seed: UInt64($0), member: 1) }
        let nextBlock = (21...40).map { SeedStratifiedDraw.standardNormal(seed: UInt64($0), member: 0) }
        #expect(first != second)
        #expect(first != nextBlock)
        // Not the identity order (seed 1 the most negative, seed 20 the most positive).
        #expect(first != first.sorted())
    }

    @Test func sameSeedAndMemberGiveTheSameValue() {
        for seed in [UInt64(0), 3, 17, .max] {
            #expect(
                SeedStratifiedDraw.standardNormal(seed: seed, member: 2)
                    == SeedStratifiedDraw.standardNormal(seed: seed, member: 2))
            #expect(SeedStratifiedDraw.standardNormal(seed: seed, member: 2).isFinite)
        }
    }

    @Test func seedZeroIsTheLastPositionOfTheBlockBeforeSeedOne() {
        // Seed 0 wraps to the top block; its value is still one of the 20 quantiles.
        let value = SeedStratifiedDraw.standardNormal(seed: 0, member: 0)
        #expect(Self.quantiles20.contains { abs($0 - value) < 1e-9 })
    }

    @Test func overManySeedsTheMarginalIsCentredWithTheQuantileVariance() {
        let values = (1...2_000).map { SeedStratifiedDraw.standardNormal(seed: UInt64($0), member: 3) }
        let mean = values.reduce(0, +) / Double(values.count)
        let variance = values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)
        #expect(abs(mean) < 1e-9)  // 100 whole blocks: exactly symmetric
        let expected = Self.quantiles20.map { $0 * $0 }.reduce(0, +) / 20
        #expect(abs(variance - expected) < 1e-9)
        #expect(abs(expected - 0.939) < 0.001)
    }

    /// The member draw's order is a Fisher–Yates shuffle on the stream `stratified[MEMBER]` of
    /// the block's root: spelled out here so a change of the member draws (the devices'
    /// calibration errors) cannot pass unnoticed.
    @Test(arguments: [0, 1, 5])
    func memberDrawsKeepTheirStreamAndOrder(member: Int) {
        for block in [UInt64(0), 3] {
            let stream = NoiseRoot(seed: block).stream(named: "stratified[\(member)]")
            var order = Array(0..<20)
            for i in stride(from: 19, to: 0, by: -1) {
                order.swapAt(i, min(i, Int(stream.uniform() * Double(i + 1))))
            }
            for position in 0..<20 {
                let seed = block * 20 + UInt64(position) + 1
                let expected = Self.quantiles20[order[position]]
                #expect(abs(SeedStratifiedDraw.standardNormal(seed: seed, member: member) - expected) < 1e-9)
            }
        }
    }

    @Test(arguments: ["building[0].indoor", "building[1].indoor"])
    func everyBlockOfTwentySeedsHoldsEachStratumOnceForAKey(key: String) {
        for block in [UInt64(0), 1, 1_000_000] {
            let values = (1...20).map { SeedStratifiedDraw.standardNormal(seed: block * 20 + UInt64($0), key: key) }
                .sorted()
            for (value, expected) in zip(values, Self.quantiles20) {
                #expect(abs(value - expected) < 1e-9, "block \(block), key \(key)")
            }
        }
    }

    @Test func keysAreShuffledDifferentlyFromEachOtherAndFromMembers() {
        let first = (1...20).map { SeedStratifiedDraw.standardNormal(seed: UInt64($0), key: "building[0].indoor") }
        let second = (1...20).map { SeedStratifiedDraw.standardNormal(seed: UInt64($0), key: "building[1].indoor") }
        #expect(first != second)
        for member in 0..<8 {
            let memberOrder = (1...20).map { SeedStratifiedDraw.standardNormal(seed: UInt64($0), member: member) }
            #expect(first != memberOrder)
        }
        // A key spelled like a member number still is not that member's stream.
        let keyZero = (1...20).map { SeedStratifiedDraw.standardNormal(seed: UInt64($0), key: "0") }
        #expect(keyZero != (1...20).map { SeedStratifiedDraw.standardNormal(seed: UInt64($0), member: 0) })
        #expect(
            first == (1...20).map { SeedStratifiedDraw.standardNormal(seed: UInt64($0), key: "building[0].indoor") })
    }
}

@Suite struct SeedStratifiedNormalTests {
    @Test func meanPlusSigmaTimesTheKeyedDrawClamped() {
        for seed in UInt64(1)...20 {
            let z = SeedStratifiedDraw.standardNormal(seed: seed, key: "k")
            #expect(
                SeedStratifiedDraw.normal(mean: 1, sigma: 0.5, clampedTo: -10...10, seed: seed, key: "k") == 1 + 0.5 * z
            )
            #expect(
                SeedStratifiedDraw.normal(mean: 1, sigma: 0.5, clampedTo: 0.9...1.1, seed: seed, key: "k")
                    == min(max(1 + 0.5 * z, 0.9), 1.1))
        }
    }

    @Test func noSpreadIsTheMean() {
        #expect(SeedStratifiedDraw.normal(mean: 2, sigma: 0, clampedTo: 0...5, seed: 3, key: "k") == 2)
        #expect(SeedStratifiedDraw.normal(mean: 7, sigma: 0, clampedTo: 0...5, seed: 3, key: "k") == 5)
    }
}
