import Foundation
import Reports
import ScenarioTesting
import Scenarios
import Simulation

/// One scenario file run once: the simulation, its verdicts and its report entry.
struct ScenarioJob {
    /// The loaded scenario.
    var scenario: Scenario
    /// The file, as given on the command line.
    var path: String

    /// The result of running a job.
    struct Result {
        var outcome: ScenarioExecution.Outcome
        var verdicts: ScenarioReport
        /// `nil` unless a report was asked for (building series costs time and memory).
        var report: ReportedRun?
        var seed: UInt64 { verdicts.facts.seed }
    }

    /// Runs at `seed` (the scenario's own when `nil`) with `engine`.
    /// - Parameters:
    ///   - wantReport: build the report entry (plots, figures).
    ///   - keepRawSamples: trace raw samples (reports and replayable traces need them).
    ///   - traceSinks: extra sinks (trace file, progress line).
    ///   - keepAccuracy: keep what `RunAccuracy.measure(run:)` reads (campaigns).
    ///   - streamReport: with `wantReport`, build the report entry while the run streams
    ///     (`ReportSeriesSink`) and keep no trace records: memory then does not grow with the
    ///     run's duration, and `outcome.run.records` is empty.
    func run(
        seed: UInt64?, engine: EngineSpec, wantReport: Bool, keepRawSamples: Bool,
        traceSinks: [any TraceSink], keepAccuracy: Bool = false, streamReport: Bool = false
    ) throws -> Result {
        let reportSink =
            wantReport && streamReport ? ReportSeriesSink(spec: try scenario.simulationSpec(seed: seed)) : nil
        let sinks = traceSinks + (reportSink.map { [$0] } ?? [])
        let sink: (any TraceSink)? = sinks.isEmpty ? nil : FanOutSink(sinks)
        let outcome = try ScenarioExecution.run(
            scenario, seed: seed, path: path, engine: engine.factory, sink: sink,
            keepRawSamples: keepRawSamples, keepRecords: wantReport && reportSink == nil,
            keepAccuracy: keepAccuracy)
        let verdicts = ExpectationEvaluator.evaluate(scenario.expectations, run: outcome.run)
        let report: ReportedRun?
        if let reportSink {
            report = RunReportMapping.scenarioReport(
                name: scenario.name, outcome: outcome, verdicts: verdicts, streamed: reportSink)
        } else {
            report =
                wantReport
                ? RunReportMapping.scenarioReport(name: scenario.name, outcome: outcome, verdicts: verdicts) : nil
        }
        return Result(outcome: outcome, verdicts: verdicts, report: report)
    }
}

/// Collects the `.scenario` files of the given paths; prints a missing path, or a folder
/// without any `.scenario` file (a mistyped or wrong folder would otherwise be skipped in
/// silence), as an error. Returns `nil` when a path gives nothing.
func scenarioFiles(_ paths: [String]) -> [String]? {
    var files: [String] = []
    for path in paths {
        guard let found = ScenarioFileSearch.find(path) else {
            printError("\(shown(path)): error: no such file or folder")
            return nil
        }
        guard !found.isEmpty else {
            printError(
                "\(shown(path)): error: no .scenario file in this folder (it is searched recursively; links to folders are not followed)"
            )
            return nil
        }
        files += found
    }
    return files
}
