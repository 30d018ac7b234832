import Foundation
import Geophysics
import Noise
import Simulation
import Testing

/// The entrance delay: after walking in, the receiver keeps its outdoor fixes for the delay, then
/// the indoor behaviour takes over; a phone that starts inside has none; the spec is validated.
@Suite("GNSS receiver: entrance delay")
struct GNSSEntranceDelayTests {
    typealias R = GNSSReceiverTests

    static func spec(delay: Double?, indoor: GNSSSpec.IndoorBehaviour = .network(.falcon)) -> GNSSSpec {
        var spec = GNSSSpec()
        spec.outdoor = .urban
        spec.indoor = indoor
        spec.entranceDelaySeconds = delay
        return spec
    }

    @Test("Outdoor accuracy through the delay, the indoor behaviour from its end", arguments: [3.0, 12.0])
    func outdoorFixesThroughTheDelay(delay: Double) {
        let receiver = R.receiver(Self.spec(delay: delay), seed: 4)
        let outdoorAccuracy = receiver.reportedAccuracyMeters(forSigmaMeters: receiver.outdoorEffectiveSigmaMeters)
        let fixes = R.run(receiver, seconds: 60, indoors: { $0 >= 20 })
        let entered = 20 + Int(delay)
        for second in 20..<entered {
            #expect(fixes[second]?.location.horizontalAccuracyMeters == outdoorAccuracy, "second \(second)")
        }
        // Network positions: the falcon model's log-normal accuracy, not the outdoor figure.
        for second in entered..<60 {
            #expect(fixes[second]?.location.horizontalAccuracyMeters != outdoorAccuracy, "second \(second)")
        }
    }

    @Test("The default: the falcon 7 s with network positions, none with Wi-Fi fixes")
    func defaults() {
        #expect(Self.spec(delay: nil).resolvedEntranceDelaySeconds == GNSSSpec.falconEntranceDelaySeconds)
        #expect(GNSSSpec.falconEntranceDelaySeconds == 7)
        #expect(Self.spec(delay: nil, indoor: .wifi(sigmaMeters: 30)).resolvedEntranceDelaySeconds == 0)
        // The Wi-Fi mode without a delay is unchanged: Wi-Fi accuracy from the first indoor fix.
        let wifi = R.run(R.receiver(Self.spec(delay: nil, indoor: .wifi(sigmaMeters: 30))), seconds: 30) { $0 >= 10 }
        let expected = GNSSReceiver.radius68PerSigma * 30
        #expect(abs((wifi[10]?.location.horizontalAccuracyMeters ?? 0) - expected) < 1e-9)
        // A Wi-Fi receiver given a delay keeps its outdoor fixes for it too.
        let delayed = R.receiver(Self.spec(delay: 5, indoor: .wifi(sigmaMeters: 30)))
        let outdoor = delayed.reportedAccuracyMeters(forSigmaMeters: delayed.outdoorEffectiveSigmaMeters)
        let fixes = R.run(delayed, seconds: 30) { $0 >= 10 }
        #expect(fixes[14]?.location.horizontalAccuracyMeters == outdoor)
        #expect(abs((fixes[15]?.location.horizontalAccuracyMeters ?? 0) - expected) < 1e-9)
    }

    @Test("A phone that starts inside has no entrance: network positions from the first fix")
    func startedInside() {
        let receiver = R.receiver(Self.spec(delay: 20), seed: 5)
        let outdoor = receiver.reportedAccuracyMeters(forSigmaMeters: receiver.outdoorEffectiveSigmaMeters)
        let fixes = R.run(receiver, seconds: 10) { _ in true }
        #expect(fixes.allSatisfy { $0 != nil && $0?.location.horizontalAccuracyMeters != outdoor })
    }

    @Test("Each entrance starts the delay again; leaving ends it")
    func everyEntrance() {
        let receiver = R.receiver(Self.spec(delay: 4), seed: 6)
        let outdoor = receiver.reportedAccuracyMeters(forSigmaMeters: receiver.outdoorEffectiveSigmaMeters)
        let inside: (Int) -> Bool = { (10..<30).contains($0) || (40..<60).contains($0) }
        let fixes = R.run(receiver, seconds: 60, indoors: inside)
        #expect(fixes[43]?.location.horizontalAccuracyMeters == outdoor)
        #expect(fixes[44]?.location.horizontalAccuracyMeters != outdoor)
    }

    @Test("The validation names a negative or non-finite delay")
    func validation() {
        for bad in [-1.0, .nan, .infinity] {
            let spec = Self.spec(delay: bad)
            #expect(throws: (any Error).self) { try spec.validate() }
            do { try spec.validate() } catch { #expect("\(error)".contains("gnss.entranceDelaySeconds")) }
        }
        #expect(throws: Never.self) { try Self.spec(delay: 8).validate() }
    }
}
