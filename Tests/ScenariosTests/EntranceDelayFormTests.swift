import Foundation
import Simulation
import Testing

@testable import Scenarios

/// `entrance-delay DURATION` and `random-walk PRESSURE over DURATION`: compiled into the GNSS and
/// barometer specs, range-checked with located errors, printed back to an equal scenario.
@Suite("Scenario language: entrance delay and random walk")
struct EntranceDelayFormTests {
    typealias S = ScenarioSupport

    static func text(_ options: String) -> String {
        "scenario \"fitted\"\nduration 10 min\ndevice \"phone\" \(options)\n"
    }

    @Test("`entrance-delay` sets the GNSS entrance delay and round-trips")
    func entranceDelay() throws {
        let scenario = try #require(S.scenario(Self.text("gnss urban, indoors network, entrance-delay 11 s")))
        #expect(scenario.devices[0].gnss.entranceDelaySeconds == 11)
        #expect(scenario.devices[0].gnss.resolvedEntranceDelaySeconds == 11)
        #expect(S.reparsed(scenario)?.withoutSourceLocations() == scenario.withoutSourceLocations())
        let unset = try #require(S.scenario(Self.text("gnss urban, indoors network")))
        #expect(unset.devices[0].gnss.entranceDelaySeconds == nil)
        #expect(unset.devices[0].gnss.resolvedEntranceDelaySeconds == 7)
    }

    @Test("`random-walk` sets the barometer's rate as σ over √duration and round-trips")
    func randomWalk() throws {
        let scenario = try #require(S.scenario(Self.text("barometer bmp390, random-walk 6 Pa over 4 s")))
        #expect(scenario.devices[0].barometer.randomWalkDriftPaPerRootSecond == 3)
        #expect(S.reparsed(scenario)?.withoutSourceLocations() == scenario.withoutSourceLocations())
        let fine = try #require(S.scenario(Self.text("barometer default, random-walk 0.37 Pa over 1 s")))
        #expect(fine.devices[0].barometer.randomWalkDriftPaPerRootSecond == 0.37)
        #expect(S.reparsed(fine)?.withoutSourceLocations() == fine.withoutSourceLocations())
    }

    @Test(
        "Out-of-range values are located errors naming the slot",
        arguments: [
            ("entrance-delay 20 min", "an entrance delay"),
            ("random-walk 5000 Pa over 1 s", "a random walk's σ"),
        ])
    func rangeErrors(options: String, slot: String) {
        let errors = S.errors(Self.text(options))
        #expect(errors.contains("is out of range for \(slot)"), "\(errors)")
        #expect(errors.contains("bad.scenario:3:"), "\(errors)")
    }

    @Test("A random walk over no time is an error")
    func zeroDuration() {
        let errors = S.errors(Self.text("random-walk 1 Pa over 0 s"))
        #expect(!errors.isEmpty)
        #expect(errors.contains("bad.scenario:3:"), "\(errors)")
    }
}
