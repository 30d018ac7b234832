import Foundation
import Testing

@testable import FieldLogs

/// The overlapping Allan deviation against the analytic results for white noise (σ/√m) and a
/// random walk (q·(2m² + 1)/(6m)), and the still-stretch rule.
@Suite("Allan deviation on still stretches")
struct AllanDeviationTests {
    /// A seeded generator (SplitMix64) with Box–Muller Gaussians, so the test owns its numbers.
    struct Gaussians {
        var state: UInt64
        mutating func uniform() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return (Double((z ^ (z >> 31)) >> 11) + 0.5) / 9_007_199_254_740_992
        }
        mutating func next() -> Double {
            (-2 * log(uniform())).squareRoot() * cos(2 * Double.pi * uniform())
        }
    }

    @Test("White noise of σ per sample: σ/√m", arguments: [1, 2, 5, 10, 20, 60])
    func whiteNoise(m: Int) throws {
        var random = Gaussians(state: 7)
        // Ten stretches of 20 000 samples around a pressure of 100 kPa.
        let stretches = (0..<10).map { _ in (0..<20_000).map { _ in 100_000 + 0.5 * random.next() } }
        let adev = try #require(AllanDeviation.overlapping(stretches: stretches, averagingFactor: m))
        let expected = 0.5 / Double(m).squareRoot()
        // The estimate's relative spread is ≈ 1/√(N/m) for overlapping terms; 5 % is > 3 of them at m = 60.
        #expect(abs(adev / expected - 1) < 0.05, "m=\(m): \(adev) vs \(expected)")
    }

    @Test("Random walk with unit increments: √((2m² + 1)/(6m))", arguments: [1, 2, 5, 10])
    func randomWalk(m: Int) throws {
        var random = Gaussians(state: 11)
        var value = 0.0
        let walk = (0..<200_000).map { _ in
            value += random.next()
            return value
        }
        let adev = try #require(AllanDeviation.overlapping(stretches: [walk], averagingFactor: m))
        let expected = ((2 * Double(m * m) + 1) / (6 * Double(m))).squareRoot()
        #expect(abs(adev / expected - 1) < 0.05, "m=\(m): \(adev) vs \(expected)")
    }

    @Test("Too short stretches or m < 1 give nil")
    func tooShort() {
        #expect(AllanDeviation.overlapping(stretches: [[1, 2, 3]], averagingFactor: 2) == nil)
        #expect(AllanDeviation.overlapping(stretches: [[1, 2, 3, 4]], averagingFactor: 0) == nil)
        #expect(AllanDeviation.overlapping(stretches: [[1, 2, 3, 4]], averagingFactor: 2) == 2.squareRoot())
    }

    @Test("Still stretches: cut at a gap and at a storey change, short pieces dropped")
    func stillStretches() {
        var samples: [(seconds: Double, value: Double)] = []
        for i in 0..<10 { samples.append((Double(i), 100_000 + Double(i % 2))) }  // still, 1 Hz
        for i in 15..<25 { samples.append((Double(i), 100_000)) }  // after a 5 s gap
        for i in 25..<35 { samples.append((Double(i), 100_000 - 36 * Double(i - 24))) }  // a ride: 36 Pa/s
        for i in 35..<41 { samples.append((Double(i), 99_604)) }  // still on the new floor
        let stretches = AllanDeviation.stillStretches(samples: samples, periodSeconds: 1, maximumRange: 10)
        #expect(stretches.map(\.count) == [10, 10, 6])
    }
}
