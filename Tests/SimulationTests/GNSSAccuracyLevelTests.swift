import Foundation
import Geophysics
import Noise
import Simulation
import Testing

/// Stated-accuracy levels outdoors (`GNSSSpec.outdoorAccuracyLevels`): each outdoor fix states a
/// level, drawn with the levels' shares from its own stream; the position and true error stay the
/// receiver's; indoor network positions and the fixes of a receiver without levels are unchanged.
@Suite("GNSS receiver: stated accuracy levels")
struct GNSSAccuracyLevelTests {
    typealias R = GNSSReceiverTests
    static let levels = [
        StatedAccuracyLevel(accuracyMeters: 10, share: 0.3), StatedAccuracyLevel(accuracyMeters: 25, share: 0.6),
        StatedAccuracyLevel(accuracyMeters: 30, share: 0.1),
    ]

    static func spec(_ levels: [StatedAccuracyLevel]? = levels) -> GNSSSpec {
        var spec = GNSSSpec()
        spec.outdoor = .urban
        spec.outdoorAccuracyLevels = levels
        return spec
    }

    @Test("Outdoor fixes state only the levels, with their shares over 20 000 draws")
    func shares() {
        let fixes = R.run(R.receiver(Self.spec(), seed: 3), seconds: 20_000).compactMap { $0 }
        #expect(fixes.count == 20_000)
        let stated = fixes.map(\.location.horizontalAccuracyMeters)
        for level in Self.levels {
            let share = Double(stated.filter { $0 == level.accuracyMeters }.count) / Double(stated.count)
            // Binomial standard error ≤ √(0.25 / 20 000) ≈ 0.0035.
            #expect(abs(share - level.share) < 0.015, "\(level.accuracyMeters) m: \(share)")
        }
        #expect(stated.allSatisfy { [10, 25, 30].contains($0) })
    }

    @Test("Shares are weights: they are normalised to their sum; a level of share 0 is never stated")
    func normalised() {
        let weights = [
            StatedAccuracyLevel(accuracyMeters: 10, share: 0.2), StatedAccuracyLevel(accuracyMeters: 50, share: 0),
            StatedAccuracyLevel(accuracyMeters: 20, share: 0.2),
        ]
        let stated = R.run(R.receiver(Self.spec(weights), seed: 8), seconds: 10_000).compactMap {
            $0?.location.horizontalAccuracyMeters
        }
        let tens = Double(stated.filter { $0 == 10 }.count) / Double(stated.count)
        #expect(abs(tens - 0.5) < 0.03)
        #expect(!stated.contains(50))
    }

    @Test("The same seed states the same levels; another seed others")
    func determinism() {
        func stated(_ seed: UInt64) -> [Double] {
            R.run(R.receiver(Self.spec(), seed: seed), seconds: 500).compactMap {
                $0?.location.horizontalAccuracyMeters
            }
        }
        #expect(stated(4) == stated(4))
        #expect(stated(4) != stated(5))
    }

    @Test("Levels change only the stated accuracy: positions and true errors are the receiver's without them")
    func errorIndependent() {
        let plain = R.run(R.receiver(Self.spec(nil), seed: 6), seconds: 2_000, indoors: { ($0 / 300) % 2 == 1 })
        let levelled = R.run(R.receiver(Self.spec(), seed: 6), seconds: 2_000, indoors: { ($0 / 300) % 2 == 1 })
        #expect(plain.count == levelled.count)
        var outdoorLevelled = 0
        for (index, (a, b)) in zip(plain, levelled).enumerated() {
            guard let a, let b else {
                #expect(a == nil && b == nil)
                continue
            }
            #expect(a.location.latitudeDegrees == b.location.latitudeDegrees)
            #expect(a.location.longitudeDegrees == b.location.longitudeDegrees)
            #expect(a.trueErrorMeters == b.trueErrorMeters)
            if (index / 300) % 2 == 1 {
                // Indoors (Wi-Fi fixes): the scaled σ, as without levels.
                #expect(a.location.horizontalAccuracyMeters == b.location.horizontalAccuracyMeters)
            } else {
                #expect([10, 25, 30].contains(b.location.horizontalAccuracyMeters))
                outdoorLevelled += 1
            }
        }
        #expect(outdoorLevelled == 1_100)
    }

    @Test("Indoor network positions keep their draws; the entrance delay's outdoor fixes state levels")
    func networkAndEntranceDelay() {
        var plain = Self.spec(nil)
        plain.indoor = .network(.falcon)
        plain.entranceDelaySeconds = 5
        var levelled = plain
        levelled.outdoorAccuracyLevels = Self.levels
        let indoors: (Int) -> Bool = { $0 >= 100 }
        let a = R.run(R.receiver(plain, seed: 2), seconds: 400, indoors: indoors)
        let b = R.run(R.receiver(levelled, seed: 2), seconds: 400, indoors: indoors)
        for second in 105..<400 {
            #expect(a[second]?.location.horizontalAccuracyMeters == b[second]?.location.horizontalAccuracyMeters)
        }
        for second in 100..<105 {
            #expect([10, 25, 30].contains(b[second]?.location.horizontalAccuracyMeters ?? 0))
        }
    }

    @Test("The spec validation rejects an empty list, a non-positive level and shares that are all 0")
    func specValidation() {
        var spec = GNSSSpec()
        spec.outdoorAccuracyLevels = []
        do {
            try spec.validate()
            Issue.record("no level validated")
        } catch { #expect("\(error)".contains("gnss.outdoorAccuracyLevels")) }
        spec.outdoorAccuracyLevels = [StatedAccuracyLevel(accuracyMeters: 0, share: 1)]
        do {
            try spec.validate()
            Issue.record("a 0 m level validated")
        } catch { #expect("\(error)".contains("gnss.outdoorAccuracyLevels[0].accuracyMeters")) }
        spec.outdoorAccuracyLevels = [StatedAccuracyLevel(accuracyMeters: 10, share: 0)]
        do {
            try spec.validate()
            Issue.record("all shares 0 validated")
        } catch { #expect("\(error)".contains("every share is 0")) }
        spec.outdoorAccuracyLevels = Self.levels
        #expect(throws: Never.self) { try spec.validate() }
    }
}
