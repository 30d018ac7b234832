import Scenarios
import Testing

/// Statements given to the builder as text that do not fit it: each is an error at the Swift
/// line, never a scenario built without what the line asked for.
@Suite("Builder: statements that do not fit it")
struct BuilderHostileTests {
    func buildError(_ text: String) -> String? {
        do {
            _ = try Scenario.build("x") {
                ScenarioStatement.duration(.seconds(600))
                ScenarioStatement.line(text)
                ScenarioStatement.device("p") { TimelineLine.at(.zero, "start sdk") }
            }
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("An include is an error (before: it was dropped and the scenario built without it)")
    func includeRefused() {
        let message = buildError("include \"common/city.scenario\"")
        #expect(
            message?.contains("'include' cannot be used in a scenario built in Swift") == true, "\(message ?? "built")")
    }

    @Test(
        "A blank or comment-only line is named as empty (before: \"duplicate 'scenario' statement\")",
        arguments: ["", "  ", "# a comment"])
    func emptyStatement(_ text: String) {
        let message = buildError(text)
        #expect(message?.contains("the statement is empty") == true, "\(message ?? "built")")
        #expect(message?.contains("duplicate 'scenario'") == false)
    }
}
