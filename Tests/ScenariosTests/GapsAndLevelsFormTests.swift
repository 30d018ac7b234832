import Foundation
import Simulation
import Testing

@testable import Scenarios

/// `gaps PERCENT lasting DURATION` and `outdoor-accuracy LENGTH PERCENT or …`: compiled to the
/// barometer's missed samples and the receiver's stated levels, range-checked with located errors,
/// printed back to an equal scenario.
@Suite("Scenario language: barometer gaps and outdoor accuracy levels")
struct GapsAndLevelsFormTests {
    typealias S = ScenarioSupport

    static func text(_ options: String) -> String {
        "scenario \"levels\"\nduration 10 min\ndevice \"phone\" \(options)\n"
    }

    @Test("`gaps` sets the share and the gap's length and round-trips")
    func gaps() throws {
        let scenario = try #require(S.scenario(Self.text("barometer default, rate 1 Hz, gaps 0.197 % lasting 2.36 s")))
        #expect(scenario.devices[0].barometer.gaps == SampleGaps(share: 0.001_97, durationSeconds: 2.36))
        let printed = ScenarioPrinter.print(scenario)
        #expect(
            printed.contains("gaps 0.197% lasting 2.36 s") || printed.contains("gaps 0.197 % lasting 2.36 s"),
            "\(printed)")
        #expect(S.reparsed(scenario)?.withoutSourceLocations() == scenario.withoutSourceLocations())
    }

    @Test("`outdoor-accuracy` sets the levels in order and round-trips, from one level to eight")
    func levels() throws {
        let scenario = try #require(
            S.scenario(Self.text("gnss urban, outdoor-accuracy 10 m 31.5 % or 25 m 63.4 % or 30 m 5.1 %")))
        #expect(
            scenario.devices[0].gnss.outdoorAccuracyLevels == [
                StatedAccuracyLevel(accuracyMeters: 10, share: 0.315),
                StatedAccuracyLevel(accuracyMeters: 25, share: 0.634),
                StatedAccuracyLevel(accuracyMeters: 30, share: 0.051),
            ])
        #expect(S.reparsed(scenario)?.withoutSourceLocations() == scenario.withoutSourceLocations())
        let one = try #require(S.scenario(Self.text("gnss urban, outdoor-accuracy 5 m 100 %")))
        #expect(one.devices[0].gnss.outdoorAccuracyLevels == [StatedAccuracyLevel(accuracyMeters: 5, share: 1)])
        #expect(S.reparsed(one)?.withoutSourceLocations() == one.withoutSourceLocations())
        let eight = (1...8).map { "\($0 * 10) m 12.5 %" }.joined(separator: " or ")
        let many = try #require(S.scenario(Self.text("gnss urban, outdoor-accuracy \(eight)")))
        #expect(many.devices[0].gnss.outdoorAccuracyLevels?.count == 8)
        #expect(S.reparsed(many)?.withoutSourceLocations() == many.withoutSourceLocations())
    }

    @Test("A phone model's clauses reach its devices")
    func phoneModel() throws {
        let text = """
            scenario "levels"
            duration 10 min
            phone model "fitted" barometer default, gaps 1 % lasting 3 s; gnss urban, outdoor-accuracy 10 m 50 % or 25 m 50 %
            device "phone" model "fitted"
            """
        let scenario = try #require(S.scenario(text))
        #expect(scenario.devices[0].barometer.gaps == SampleGaps(share: 0.01, durationSeconds: 3))
        #expect(scenario.devices[0].gnss.outdoorAccuracyLevels?.map(\.accuracyMeters) == [10, 25])
    }

    @Test(
        "Out-of-range values are located errors naming the slot and its range",
        arguments: [
            ("gaps 60 % lasting 3 s", "is out of range for a share of missed samples", "from 0% to 50%"),
            ("gaps 1 % lasting 2 h", "a gap's length", "from 0 s to 1 h"),
            (
                "gnss urban, outdoor-accuracy 0.5 m 100 %", "is out of range for a stated accuracy level",
                "from 1 m to 10 km"
            ),
            (
                "gnss urban, outdoor-accuracy 10 m 50 % or 20 km 50 %", "is out of range for a stated accuracy level",
                "from 1 m to 10 km"
            ),
            (
                "gnss urban, outdoor-accuracy 10 m 150 %", "is out of range for a stated accuracy level's share",
                "from 0% to 100%"
            ),
        ])
    func rangeErrors(options: String, message: String, range: String) {
        let errors = S.errors(Self.text(options))
        #expect(errors.contains(message), "\(errors)")
        #expect(errors.contains(range), "\(errors)")
        #expect(errors.contains("bad.scenario:3:"), "\(errors)")
    }

    @Test("A gap of no length, shares not adding up to 100 % and a level given twice are errors")
    func semanticErrors() {
        let zero = S.errors(Self.text("gaps 1 % lasting 0 s"))
        #expect(zero.contains("a gap's length must be longer than 0"), "\(zero)")
        let short = S.errors(Self.text("gnss urban, outdoor-accuracy 10 m 30 % or 25 m 60 %"))
        #expect(short.contains("the shares of 'outdoor-accuracy' add up to 90 %, not 100 %"), "\(short)")
        #expect(short.contains("bad.scenario:3:"), "\(short)")
        let twice = S.errors(Self.text("gnss urban, outdoor-accuracy 10 m 50 % or 10 m 50 %"))
        #expect(twice.contains("the level 10 m is given twice"), "\(twice)")
        let nine = (1...9).map { "\($0 * 10) m 11.1 %" }.joined(separator: " or ")
        #expect(!S.errors(Self.text("gnss urban, outdoor-accuracy \(nine)")).isEmpty)
    }
}
