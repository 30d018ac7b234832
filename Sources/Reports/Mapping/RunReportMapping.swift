import Foundation
public import ScenarioTesting
import Scenarios
public import Simulation

/// Maps a simulated run and its expectation verdicts to the report's input model.
///
/// ```swift
/// let outcome = try ScenarioExecution.run(scenario, seed: 7, path: path, keepRawSamples: true)
/// let verdicts = ExpectationEvaluator.evaluate(scenario.expectations, records: outcome.run.records, facts: outcome.run.facts)
/// let report = RunReportMapping.scenarioReport(name: scenario.name, outcome: outcome, verdicts: verdicts)
/// ```
/// The plots show the first device (`deviceIndex`, default 0); the expectations cover all.
public enum RunReportMapping {
    /// The report of one completed run whose records were kept.
    public static func scenarioReport(
        name: String, outcome: ScenarioExecution.Outcome, verdicts: ScenarioReport, deviceIndex: Int = 0
    ) -> ReportedRun {
        let start = outcome.run.facts.startNanoseconds
        let built = builder(outcome: outcome, deviceIndex: deviceIndex).build(
            records: outcome.run.records, startNanoseconds: start,
            endNanoseconds: start + outcome.run.facts.durationNanoseconds)
        return report(
            name: name, outcome: outcome, verdicts: verdicts, built: built,
            accuracy: accuracy(records: outcome.run.records, deviceIndex: deviceIndex, startNanoseconds: start))
    }

    /// The report of one completed run whose records went through `streamed` as it ran (the run
    /// need not keep its records). The sink's series are handed over, not copied: it is left
    /// empty, and a second report from it has no series.
    public static func scenarioReport(
        name: String, outcome: ScenarioExecution.Outcome, verdicts: ScenarioReport, streamed: ReportSeriesSink
    ) -> ReportedRun {
        let start = outcome.run.facts.startNanoseconds
        let built = builder(outcome: outcome, deviceIndex: streamed.deviceIndex).build(
            collector: &streamed.collector, startNanoseconds: start,
            endNanoseconds: start + outcome.run.facts.durationNanoseconds)
        return report(
            name: name, outcome: outcome, verdicts: verdicts, built: built,
            accuracy: streamed.accuracy.figures(startNanoseconds: start))
    }

    static func report(
        name: String, outcome: ScenarioExecution.Outcome, verdicts: ScenarioReport,
        built: (series: ScenarioSeries, warningsRaised: [Int]), accuracy: AccuracyFigures
    ) -> ReportedRun {
        let facts = outcome.run.facts
        return ReportedRun(
            name: name, path: facts.scenarioPath ?? "", seed: facts.seed,
            verdict: verdicts.passed ? .passed : .failed,
            accuracy: accuracy,
            expectations: expectations(verdicts),
            warningsRaised: built.warningsRaised.map { "\($0) \(warningWords($0))" },
            traceHash: outcome.result.traceHash.description,
            series: built.series)
    }

    /// The series builder of a completed run's device.
    static func builder(outcome: ScenarioExecution.Outcome, deviceIndex: Int) -> RunSeriesBuilder {
        let facts = outcome.run.facts
        let hand = facts.devices.indices.contains(deviceIndex) ? facts.devices[deviceIndex].heldHeightMeters : 1.0
        return builder(
            spec: outcome.spec,
            floorPlans: facts.floorPlans.map {
                RunSeriesBuilder.FloorPlan(building: $0.building, groundHAEMeters: $0.groundHAEMeters)
            }, handHeightMeters: hand, deviceIndex: deviceIndex)
    }

    /// The series builder of device `deviceIndex` of `spec`.
    static func builder(
        spec: SimulationSpec, floorPlans: [RunSeriesBuilder.FloorPlan], handHeightMeters: Double, deviceIndex: Int
    ) -> RunSeriesBuilder {
        let devices = spec.devices
        let device = devices.indices.contains(deviceIndex) ? devices[deviceIndex] : nil
        return RunSeriesBuilder(
            deviceIndex: deviceIndex, handHeightMeters: handHeightMeters, floorPlans: floorPlans,
            fronts: spec.world.weather.model.fronts,
            thunderstormStartsNanoseconds: spec.world.weather.thunderstormStartsNanoseconds,
            timelineWords: device.map { $0.timeline.map { EventWords.action($0.action) } } ?? [],
            faultWords: EventWords.faults(spec),
            transients: spec.world.transients.filter { reaches($0, device: device) })
    }

    /// Whether a transient applies to the device: everywhere, in a building, or tagged with its name.
    static func reaches(_ transient: PressureTransient, device: DeviceSpec?) -> Bool {
        switch transient.scope {
        case .everywhere, .building: true
        case .tagged(let tag): tag == device?.name
        }
    }

    /// The report of a scenario that could not run (bad file, set-up error).
    public static func errorReport(name: String, path: String, seed: UInt64, message: String) -> ReportedRun {
        ReportedRun(
            name: name, path: path, seed: seed, verdict: .error, errorMessage: message,
            series: ScenarioSeries(startNanoseconds: 0, endNanoseconds: 1))
    }

    /// Each verdict as an expectation result, its details in one form for every outcome
    /// (`ScenarioReport.detailLines`: `expected:` and `actual:` first); a row one run does
    /// not judge adds why and is marked not judged.
    public static func expectations(_ report: ScenarioReport) -> [ExpectationResult] {
        let reproduce =
            report.reproduceCommand
            ?? (report.facts.engineArguments == nil ? report.reproduceText : "seed \(report.facts.seed)")
        let many = report.facts.devices.count > 1
        return report.verdicts.map { verdict in
            let device = many ? " [\(verdict.deviceName)]" : ""
            let location = ScenarioReport.location(verdict.expectation)
            var details = report.detailLines(verdict)
            switch verdict.outcome {
            case .fails, .holds: break
            case .campaignObservation(let reached):
                details.append(
                    "not judged: campaign expectation (decided over many runs); \(reached ? "seen" : "not seen") in this run"
                )
            case .pooledObservation(let tally):
                let this =
                    ScenarioTesting.PooledStatistic(verdict.expectation.form).map { $0.describe(tally) } ?? "no data"
                details.append(
                    "not judged in one run (pooled over seeds: \(report.campaignCommand)); this run: \(this)")
            }
            return ExpectationResult(
                text: verdict.expectation.text + device, location: location, passed: !verdict.failed,
                judged: verdict.isJudgedInOneRun, detailLines: details, reproduceCommand: reproduce,
                instantsNanoseconds: verdict.instantsNanoseconds.map { report.facts.startNanoseconds &+ $0 })
        }
    }

    /// p80 |HAE error|, bias, 68/90 % coverage and time to first fix of one device.
    public static func accuracy(records: [TraceRecord], deviceIndex: Int, startNanoseconds: Int64) -> AccuracyFigures {
        var collector = AccuracyCollector(deviceIndex: deviceIndex)
        for record in records { collector.add(record) }
        return collector.figures(startNanoseconds: startNanoseconds)
    }

    /// A few words for the documented warning codes.
    static func warningWords(_ code: Int) -> String {
        switch AltitudeWarningCode(rawValue: code) {
        case .highPressureChange: "highPressureChange"
        case .highLocationChange: "highLocationChange"
        case .none?, nil: "warning"
        }
    }
}
