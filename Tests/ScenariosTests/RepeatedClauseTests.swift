import Testing

@testable import Scenarios

/// A clause written twice where only one value can count is an error at the second, and the
/// repeat is left out of the tree; clauses that form lists may repeat.
@Suite("Repeated clauses")
struct RepeatedClauseTests {
    @Test("A building's storey height given twice: an error at the second, which is dropped")
    func repeatedInOneStatement() {
        let source = SourceFile(path: "t.scenario", text: "building \"T\" 10 × 10 m, floor 3 m, floor 4 m\n")
        let (file, diagnostics) = ScenarioParser.parse(source)
        #expect(
            diagnostics.diagnostics.map(\.message) == ["'floor 4 m' repeats 'floor 3 m' in this 'building' statement"])
        #expect(file.statements.first?.clauses(named: "floor").count == 1)
    }

    @Test("A terrain's hills and a network's outages are lists: they may repeat")
    func listsRepeat() {
        let text = """
            terrain hills 400 m, hill at 1 km east 1 km north height 50 m radius 300 m, hill at 2 km west 1 km south height 80 m radius 500 m
            transport outage from 00:01 for 10 s, outage from 00:05 for 20 s

            """
        let (file, diagnostics) = ScenarioParser.parse(SourceFile(path: "t.scenario", text: text))
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        #expect(file.statements.first?.clauses(named: "hill").count == 2)
        #expect(file.statements.last?.clauses(named: "outage").count == 2)
    }

    @Test("The same option for one sensor in two of a device's sections is an error; a model's value may be overridden")
    func deviceSections() {
        let text = """
            scenario "x"
            duration 10 min
            phone model "m" barometer bmp390, rate 25 Hz
            device "a" model "m", rate 2 Hz; gnss open-sky, rate 1 Hz
            device "b" calibrated 1 d ago; rate 2 Hz; rate 1 Hz

            """
        let loaded = ScenarioLoader().loadScenario(source: SourceFile(path: "t.scenario", text: text))
        let messages = loaded.parsed.diagnostics.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.hasPrefix("'rate 1 Hz' repeats 'rate 2 Hz' for this device's barometer") == true)
    }
}
