import ScenarioTesting
import Scenarios
import Testing

/// Every scenario of `scenarios/` at its own seed, through the Swift Testing integration: a
/// failed expectation is reported at its `.scenario` line and fails `make test`.
///
/// `knownShortfalls` lists the scenarios whose expectations the engine does not earn yet, each
/// with the measured reason (Docs/engine.md, "Accuracy and honesty on the library"). They run
/// under `withKnownIssue`, so their failures stay visible, and the test fails as soon as one of
/// them starts passing — then delete its entry.
@Suite("The scenario library at each file's seed")
struct LibraryScenarioTests {
    static let knownShortfalls: [String: String] = [:]

    @Test(arguments: try ScenarioFiles.list(in: "scenarios"))
    func scenario(_ file: ScenarioFile) throws {
        if let reason = Self.knownShortfalls[file.name] {
            withKnownIssue(Comment(rawValue: reason)) {
                try checkScenario(file: file.path)
            }
        } else {
            try checkScenario(file: file.path)
        }
    }
}
