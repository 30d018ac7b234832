import AltitudeSimTestSupport
import Foundation
import ScenarioTesting
import Testing

@testable import Reports

/// Reports of library scenarios, run for real: their events read as words and the demo's
/// door slams and warnings are on the plots.
@Suite("Library reports in words")
struct LibraryReportWordsTests {
    /// Library scenarios with faults, walks, doors, app calls and calibrations among them.
    static let paths = [
        "scenarios/broken-barometer.scenario", "scenarios/flaky-network.scenario",
        "scenarios/filters-door-slam-location-jump.scenario", "scenarios/car-ride-ventilation.scenario",
        "scenarios/calibration-failures.scenario", "scenarios/indoor-gps-outage.scenario",
        "scenarios/demo/pressure-filter.scenario",
    ]

    static func report(_ relativePath: String) throws -> ReportedRun {
        let path = PackagePaths.url(relativePath).path
        let scenario = try ScenarioExecution.load(path: path)
        let outcome = try ScenarioExecution.run(scenario, path: path, keepRawSamples: true)
        let verdicts = ExpectationEvaluator.evaluate(
            scenario.expectations, records: outcome.run.records, facts: outcome.run.facts)
        return RunReportMapping.scenarioReport(name: scenario.name, outcome: outcome, verdicts: verdicts)
    }

    @Test("No event or code label of a library report is Swift debug text", arguments: paths)
    func noDebugText(_ path: String) throws {
        let run = try Self.report(path)
        let labels = run.series.annotations.map(\.label) + run.series.codeLanes.flatMap { $0.steps.map(\.title) }
        for label in labels {
            for form in ["Simulation.", "(stepPa:", "entrance(", "centre(", "garbage(", "Optional(", "NN"] {
                #expect(!label.contains(form), "\(path): \(label)")
            }
        }
        let html = HTMLReport.render(ReportDocument(title: "t", generatedBy: "test", scenarios: [run]))
        #expect(!html.contains("Simulation.") && !html.contains("(stepPa:"))
    }

    @Test("The pressure-filter demo shows both door slams as events and every 836 on the warning lane")
    func pressureFilterDemo() throws {
        let run = try Self.report("scenarios/demo/pressure-filter.scenario")
        let doors = run.series.annotations.filter { $0.kind == .transient }
        #expect(doors.map(\.label) == ["door +50 Pa for 2 s", "door +30 Pa for 5 s"])
        let html = HTMLReport.render(ReportDocument(title: "t", generatedBy: "test", scenarios: [run]))
        #expect(html.contains("836 highPressureChange"))
        #expect(html.contains("class=\"code-marker\""))
        #expect(html.contains("warningCode: 0 none — no warning · 836 highPressureChange — high change in pressure"))
    }
}
