import Foundation
import Simulation
import Testing

@testable import Scenarios

/// `indoors network` and `network-fix …`: compiled to the receiver's network-position mode,
/// range-checked with located errors, printed back to an equal scenario.
@Suite("Scenario language: indoor network positions")
struct NetworkPositionFormTests {
    typealias S = ScenarioSupport

    static func text(_ options: String) -> String {
        "scenario \"network\"\nduration 10 min\ndevice \"phone\" \(options)\n"
    }

    @Test("`indoors network` selects the falcon-fitted model and round-trips")
    func falconDefault() throws {
        let scenario = try #require(S.scenario(Self.text("gnss urban, indoors network")))
        #expect(scenario.devices[0].gnss.indoor == .network(.falcon))
        #expect(S.reparsed(scenario)?.withoutSourceLocations() == scenario.withoutSourceLocations())
    }

    @Test("`network-fix` sets median, spread and interval and round-trips")
    func explicitParameters() throws {
        let scenario = try #require(S.scenario(Self.text("network-fix median 150 m spread 0.5 every 3 s")))
        let expected = GNSSSpec.NetworkPosition(medianAccuracyMeters: 150, logSpread: 0.5, intervalSeconds: 3)
        #expect(scenario.devices[0].gnss.indoor == .network(expected))
        #expect(S.reparsed(scenario)?.withoutSourceLocations() == scenario.withoutSourceLocations())
    }

    @Test(
        "Out-of-range network parameters are located errors naming the slot",
        arguments: [
            ("network-fix median 20 km spread 0.5 every 3 s", "a network position's median accuracy"),
            ("network-fix median 200 m spread 5 every 3 s", "a network position's accuracy spread"),
            ("network-fix median 200 m spread 0.5 every 20 min", "the network position interval"),
        ])
    func rangeErrors(options: String, slot: String) {
        let errors = S.errors(Self.text(options))
        #expect(errors.contains("is out of range for \(slot)"), "\(errors)")
        #expect(errors.contains("bad.scenario:3:"), "\(errors)")
    }

    @Test("The spec validation rejects a non-positive median or interval, naming the field")
    func specValidation() {
        var spec = GNSSSpec()
        spec.indoor = .network(.init(medianAccuracyMeters: 0, logSpread: 0.8, intervalSeconds: 4))
        #expect(throws: (any Error).self) { try spec.validate() }
        do { try spec.validate() } catch { #expect("\(error)".contains("gnss.indoor.medianAccuracyMeters")) }
        spec.indoor = .network(.init(medianAccuracyMeters: 200, logSpread: 0.8, intervalSeconds: -1))
        do { try spec.validate() } catch { #expect("\(error)".contains("gnss.indoor.intervalSeconds")) }
        spec.indoor = .network(.falcon)
        #expect(throws: Never.self) { try spec.validate() }
    }
}
