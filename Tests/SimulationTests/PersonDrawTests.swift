import Foundation
import Noise
import Simulation
import Testing

@Suite("A person's mean hand height drawn per run (DeviceSpec.drawingPerson)")
struct PersonDrawTests {
    static func device(mean: Double = 1.0, person: Double) -> DeviceSpec {
        var device = DeviceSpec(name: "p")
        device.handHeightMeters = mean
        device.handHeightPersonSigmaMeters = person
        return device
    }

    @Test("seeds 1…20 hold 20 people whose standardised means are the 20-point normal quantile set")
    func stratified() throws {
        let means = try (1...20).map {
            try Self.device(person: 0.25).drawingPerson(seed: UInt64($0), index: 0).handHeightMeters
        }
        let standardised = means.map { ($0 - 1.0) / 0.25 }.sorted()
        let quantiles = NormalQuantileSet.all
        for (drawn, expected) in zip(standardised, quantiles) { #expect(abs(drawn - expected) < 1e-12) }
        #expect(Set(means).count == 20)
    }

    @Test("the draw is realised: the spread becomes 0; a spread of 0 leaves the device as written")
    func realised() throws {
        let drawn = try Self.device(person: 0.3).drawingPerson(seed: 7, index: 2)
        #expect(drawn.handHeightPersonSigmaMeters == 0)
        #expect(drawn.handHeightMeters != 1.0)
        let fixed = Self.device(mean: 1.2, person: 0)
        #expect(try fixed.drawingPerson(seed: 7, index: 2) == fixed)
    }

    @Test("two devices of one run are two people; the calibration draws are not touched")
    func independentKeys() throws {
        let first = try (1...20).map {
            try Self.device(person: 0.3).drawingPerson(seed: UInt64($0), index: 0).handHeightMeters
        }
        let second = try (1...20).map {
            try Self.device(person: 0.3).drawingPerson(seed: UInt64($0), index: 1).handHeightMeters
        }
        #expect(first != second)
        let calibration = (1...20).map { SeedStratifiedDraw.standardNormal(seed: UInt64($0), member: 0) }
        #expect(first.map { ($0 - 1) / 0.3 } != calibration)
    }

    @Test("the drawn mean stays within the language's hand range")
    func clamped() throws {
        let means = try (1...20).map {
            try Self.device(mean: 0.1, person: 1).drawingPerson(seed: UInt64($0), index: 0).handHeightMeters
        }
        #expect(means.allSatisfy { DeviceSpec.handHeightRangeMeters.contains($0) })
        #expect(means.contains(0))
    }

    @Test(
        "a spread that is not a finite number ≥ 0 is an error naming the field",
        arguments: [Double.nan, -0.1, .infinity])
    func invalid(spread: Double) {
        #expect(throws: SimulationError.self) { try Self.device(person: spread).drawingPerson(seed: 1, index: 3) }
    }

    @Test("in a run the truth follows the drawn person: the phone's height above the ground is the drawn mean")
    func runTruth() throws {
        var heights: [Double] = []
        for seed: UInt64 in [3, 4] {
            let spec = try RunSupport.spec(seed: seed, durationSeconds: 60, timeline: RunSupport.startApp) {
                $0.handHeightSigmaMeters = 0
                $0.handHeightPersonSigmaMeters = 0.3
            }
            let records = try Simulator.run(spec).records ?? []
            let truths = RunSupport.engineEvents(records).map(\.truth.heightAboveTerrainMeters)
            let expected = try spec.devices[0].drawingPerson(seed: seed, index: 0).handHeightMeters
            #expect(!truths.isEmpty && truths.allSatisfy { abs($0 - expected) < 1e-9 })
            heights.append(expected)
        }
        #expect(abs(heights[0] - heights[1]) > 0.01)
    }
}

/// The 20 midpoint quantiles Φ⁻¹((k + ½)/20), sorted: the values a stratified draw takes over
/// seeds 1…20 (bisection on erfc, independent of the GSL inverse the draw uses).
enum NormalQuantileSet {
    static let all: [Double] = (0..<20).map { k in
        let p = (Double(k) + 0.5) / 20
        var lo = -10.0
        var hi = 10.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if 0.5 * erfc(-mid / 2.0.squareRoot()) < p { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
