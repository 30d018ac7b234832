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
        "cold-front-indoor-stay.scenario":
            "the unknown stack offset at floor 12 (+1.2 m) plus the drawn calibration error (seed 3): floor correct 47 % (needs 90 %)",
        "elevator-tower.scenario":
            "indoor stack effect not modelled by the engine: p80 2.5–2.8 m, floor correct 40–80 %",
        "winter-stack-effect.scenario":
            "indoor stack effect not modelled by the engine: p80 ≈ 11 m in the heated high-rise",
        "crowd-in-building.scenario":
            "stack effect at the lowest/highest floors; a budget phone without indoor callbacks; one-time and 30 s phones' first status",
        "thunderstorm.scenario":
            "reference extrapolation overshoots where the pressure turns: max |HAE error| 8.6–9.8 m (limit 8 m)",
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
