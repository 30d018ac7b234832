import Scenarios
import ScenarioTesting
import Testing

/// Every scenario of `scenarios/` at its own seed, through the Swift Testing integration: a
/// failed expectation is reported at its `.scenario` line and fails `make test` (issue 7).
///
/// `knownShortfalls` lists the scenarios whose expectations the engine does not earn yet, each
/// with the measured reason (Docs/engine.md, "Accuracy and honesty on the library"). They run
/// under `withKnownIssue`, so their failures stay visible, and the test fails as soon as one of
/// them starts passing — then delete its entry.
@Suite("The scenario library at each file's seed")
struct LibraryScenarioTests {
    static let knownShortfalls: [String: String] = [
        "calm-day-outdoors.scenario":
            "u68/u90 coverage is judged per run, where the error is a near-constant calibration bias: 64–91 % / 100 %",
        "cold-front-indoor-stay.scenario":
            "u68/u90 coverage judged per run (25–51 % / 100 %); accuracy holds (p80 1.25–1.45 m)",
        "elevator-tower.scenario":
            "u68/u90 coverage judged per run; accuracy holds with indoor mode (p80 0.42–0.76 m, floor correct ≥ 99 %)",
        "stale-reference-data.scenario":
            "u90 coverage 100 % (σ conservative while the reference ages)",
    ]

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
