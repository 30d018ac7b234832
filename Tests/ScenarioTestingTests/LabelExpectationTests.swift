import ScenarioTesting
import Scenarios
import Testing

/// The expectations judged against a recording's labels (`altsim log run`): how they compile, and
/// that a simulated run, which has no labels, fails them with a message saying where they belong.
@Suite("Label expectations")
struct LabelExpectationTests {
    typealias B = TraceBuilder

    @Test func theyCompileToTheirForms() {
        #expect(B.compile("expect final floor = label").0?.form == .finalFloorLabel)
        #expect(
            B.compile("expect indoors detected within 30 s of label").0?.form
                == .indoorDetectionLabel(withinNanoseconds: 30_000_000_000))
        #expect(B.compile("expect final floor = label for \"phone\"").0?.deviceName == "phone")
    }

    @Test func theyTakeNoOtherClause() {
        #expect(B.errors("expect final floor = label after 00:01").contains("does not apply to `final floor = label`"))
        #expect(
            B.errors("expect indoors detected within 30 s of label never").contains(
                "does not apply to `indoors detected … of label`"))
    }

    @Test func aSimulatedRunFailsThemAndSaysWhereTheyBelong() throws {
        let source = """
            scenario "label expectations in a simulation"
            duration 2 min
            device "phone"
              at 00:00 start sdk; altitude every 1 s
              expect final floor = label
            """
        let loaded = ScenarioLoader().loadScenario(source: SourceFile(path: "label.scenario", text: source))
        let scenario = try #require(loaded.scenario, "\(loaded.renderDiagnostics())")
        let run = try ScenarioExecution.run(scenario, seed: 1, path: "label.scenario").run
        let verdicts = ExpectationEvaluator.evaluate(scenario.expectations, records: run.records, facts: run.facts)
        let verdict = try #require(verdicts.verdicts.first)
        #expect(verdict.outcome == .fails)
        #expect(verdict.actual.contains("run this file as a site with 'altsim log run'"))
    }
}
