import Foundation
import Geophysics
import Noise
import Simulation
import Testing

/// Indoor network positions: stated accuracy log-normal with the model's median and spread, true
/// error honest to it (68 % inside the stated radius), new positions at exponential intervals,
/// repeated in between, deterministic, and no effect on any other mode's numbers.
@Suite("GNSS receiver: indoor network positions")
struct GNSSNetworkPositionTests {
    typealias R = GNSSReceiverTests
    static let model = GNSSSpec.NetworkPosition(medianAccuracyMeters: 200, logSpread: 0.8, intervalSeconds: 4)

    static func spec(_ model: GNSSSpec.NetworkPosition = model) -> GNSSSpec {
        var spec = GNSSSpec()
        spec.indoor = .network(model)
        return spec
    }

    /// The distinct network positions of a long indoor stay at 1 Hz: stated accuracy, error radius,
    /// and the seconds each was repeated.
    static func distinct(_ fixes: [GNSSFix?]) -> [(accuracy: Double, radius: Double, seconds: Int)] {
        var result: [(accuracy: Double, radius: Double, seconds: Int)] = []
        var last: (Double, Double)?
        for fix in fixes {
            guard let fix else { continue }
            let key = (fix.location.latitudeDegrees, fix.location.longitudeDegrees)
            if let last, last == key {
                result[result.count - 1].seconds += 1
            } else {
                result.append((fix.location.horizontalAccuracyMeters, fix.trueErrorMeters, 1))
            }
            last = key
        }
        return result
    }

    @Test("Stated accuracy is log-normal with the model's median and spread (seed 3, ~5000 positions)")
    func accuracyDistribution() throws {
        let fixes = R.run(R.receiver(Self.spec(), seed: 3), seconds: 20_000, indoors: { _ in true })
        #expect(fixes.allSatisfy { $0 != nil })
        let positions = Self.distinct(fixes)
        #expect(positions.count > 4_000)
        let logs = positions.map { log($0.accuracy) }
        let mean = logs.reduce(0, +) / Double(logs.count)
        let sd = R.sd(logs.map { $0 - mean })
        // Standard errors: 0.8/√5000 ≈ 0.011 for the mean, ≈ 0.008 for the SD.
        #expect(abs(mean - log(200)) < 0.05)
        #expect(abs(sd - 0.8) < 0.05)
    }

    @Test("The true error is honest to the stated accuracy: 68 % of errors inside it")
    func honestAccuracy() {
        let fixes = R.run(R.receiver(Self.spec(), seed: 4), seconds: 20_000, indoors: { _ in true })
        let positions = Self.distinct(fixes)
        let inside = Double(positions.filter { $0.radius <= $0.accuracy }.count) / Double(positions.count)
        // Binomial standard error √(0.68·0.32/5000) ≈ 0.007.
        #expect(abs(inside - 0.68) < 0.03)
    }

    @Test("A new position arrives after an exponential wait: sampled at 1 Hz, held 1/(1 − e^(−1/4)) s on average")
    func interval() {
        let fixes = R.run(R.receiver(Self.spec(), seed: 5), seconds: 20_000, indoors: { _ in true })
        let held = Self.distinct(fixes).dropLast().map { Double($0.seconds) }
        let mean = held.reduce(0, +) / Double(held.count)
        // ceil of an exponential wait of mean 4 s: E = 1/(1 − e^(−1/4)) ≈ 4.52 s; standard error ≈ 0.06 s.
        #expect(abs(mean - 1 / (1 - exp(-0.25))) < 0.2)
    }

    @Test("Same seed, same fixes; another seed, other fixes")
    func deterministic() {
        let a = R.run(R.receiver(Self.spec(), seed: 9), seconds: 300, indoors: { _ in true })
        let b = R.run(R.receiver(Self.spec(), seed: 9), seconds: 300, indoors: { _ in true })
        let c = R.run(R.receiver(Self.spec(), seed: 10), seconds: 300, indoors: { _ in true })
        #expect(a == b)
        #expect(a != c)
    }

    @Test("Outdoor fixes are those of the Wi-Fi mode (own stream); leaving drops the held position")
    func outdoorsUnchangedAndReset() {
        let indoors: (Int) -> Bool = { (100..<200).contains($0) || (300..<400).contains($0) }
        let network = R.run(R.receiver(Self.spec(), seed: 2), seconds: 500, indoors: indoors)
        let wifi = R.run(R.receiver(GNSSSpec(), seed: 2), seconds: 500, indoors: indoors)
        for second in 0..<500 where !indoors(second) { #expect(network[second] == wifi[second]) }
        // The falcon entrance delay (7 s): outdoor fixes through it, network positions after.
        #expect(network[106]?.location.horizontalAccuracyMeters ?? 0 < 10)
        #expect(network[107]?.location.horizontalAccuracyMeters ?? 0 > 10)
        #expect(network[199]?.location.latitudeDegrees != network[300]?.location.latitudeDegrees)
    }

    @Test("accuracy-scale scales the stated accuracy and not the error")
    func accuracyScale() {
        var scaled = Self.spec()
        scaled.accuracyScale = 2
        let one = R.run(R.receiver(Self.spec(), seed: 6), seconds: 50, indoors: { _ in true })
        let two = R.run(R.receiver(scaled, seed: 6), seconds: 50, indoors: { _ in true })
        for (a, b) in zip(one, two) {
            #expect(b?.location.horizontalAccuracyMeters == (a?.location.horizontalAccuracyMeters).map { 2 * $0 })
            #expect(b?.trueErrorMeters == a?.trueErrorMeters)
        }
    }
}
