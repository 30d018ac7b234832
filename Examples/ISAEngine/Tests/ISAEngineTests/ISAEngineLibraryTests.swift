import Foundation
import ScenarioTesting
import Simulation
import Testing

#if canImport(ExampleISAEngine)
    import ExampleISAEngine  // the root package builds these sources under this name (Docs/engine.md)
#else
    import ISAEngine
#endif

/// The standard-atmosphere engine, written against `EngineInterface` alone, runs the whole
/// scenario library through `ScenarioTesting`; its failures name it instead of printing an
/// `altsim` command that would rerun the built-in engine.
@Suite struct ISAEngineLibraryTests {
    /// The engine as the simulator builds it for each device (the configuration is the built-in
    /// engine's and is ignored).
    static let factory = EngineFactory(name: "ISAEngine") { _, ports in ISAEngine(scheduler: ports.scheduler) }

    /// `scenarios/` of the AltitudeSim package: four folders above this file.
    static var libraryFolder: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("scenarios").path
    }

    @Test func runsTheLibraryAndNamesItselfInFailures() throws {
        let runner = ScenarioRunner.simulator(engine: Self.factory)
        var failures: [String] = []
        var callbacks = 0
        var ran = 0
        for file in try ScenarioFiles.list(in: Self.libraryFolder) {
            let scenario: ScenarioUnderTest
            do { scenario = try runner.load(file.path) } catch ScenarioExecutionError.library { continue }
            let run = try scenario.run(scenario.defaultSeed)
            let report = ExpectationEvaluator.evaluate(scenario.expectations, records: run.records, facts: run.facts)
            #expect(report.facts.engineName == "ISAEngine")
            #expect(report.reproduceCommand == nil, "\(file.name): an altsim command would rerun the built-in engine")
            failures += report.failures.map(report.failureText)
            callbacks += run.records.count { record in
                if case .engine(.altitudeCallback(nil, .some), _) = record.event { true } else { false }
            }
            ran += 1
        }
        #expect(ran >= 20)
        #expect(callbacks > 1000)
        // Never calibrated nor assisted, it fails some expectations; each failure names it.
        #expect(!failures.isEmpty)
        for failure in failures {
            #expect(failure.contains("reproduce: run this test again with engine 'ISAEngine' at seed"), "\(failure)")
            #expect(!failure.contains("altsim run"), "\(failure)")
        }
    }
}
