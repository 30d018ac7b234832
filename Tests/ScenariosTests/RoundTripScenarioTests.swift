import Foundation
import Scenarios
import Testing

@Suite("Scenario round trips: parse(print(s)) == s")
struct RoundTripScenarioTests {
    @Test("A scenario using most of the language prints and re-parses to an equal value")
    func richScenario() throws {
        let text = try String(contentsOfFile: "/tmp/l2/a.scenario", encoding: .utf8)
        let scenario = try #require(ScenarioSupport.scenario(text))
        let printed = ScenarioPrinter.print(scenario)
        print(printed)
        let again = try #require(ScenarioSupport.reparsed(scenario))
        #expect(again.withoutSourceLocations() == scenario.withoutSourceLocations())
        #expect(ScenarioPrinter.print(again) == printed)
    }
}
