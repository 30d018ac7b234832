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
    /// The report of one completed run.
    public static func scenarioReport(
        name: String, outcome: ScenarioExecution.Outcome, verdicts: ScenarioReport, deviceIndex: Int = 0
    ) -> ReportedRun {
        let facts = outcome.run.facts
        let devices = outcome.spec.devices
        let device = devices.indices.contains(deviceIndex) ? devices[deviceIndex] : nil
        let hand = facts.devices.indices.contains(deviceIndex) ? facts.devices[deviceIndex].heldHeightMeters : 1.0
        let builder = RunSeriesBuilder(
            deviceIndex: deviceIndex, handHeightMeters: hand,
            floorPlans: facts.floorPlans.map {
                RunSeriesBuilder.FloorPlan(building: $0.building, groundHAEMeters: $0.groundHAEMeters)
            },
            fronts: outcome.spec.world.weather.model.fronts,
            thunderstormStartsNanoseconds: outcome.spec.world.weather.thunderstormStartsNanoseconds,
            timelineWords: device.map { $0.timeline.map { EventWords.action($0.action) } } ?? [],
            faultWords: EventWords.faults(outcome.spec),
            transients: outcome.spec.world.transients.filter { reaches($0, device: device) })
        let start = facts.startNanoseconds
        let built = builder.build(
            records: outcome.run.records, startNanoseconds: start, endNanoseconds: start + facts.durationNanoseconds)
        return ReportedRun(
            name: name, path: facts.scenarioPath ?? "", seed: facts.seed,
            verdict: verdicts.passed ? .passed : .failed,
            accuracy: accuracy(records: outcome.run.records, deviceIndex: deviceIndex, startNanoseconds: start),
            expectations: expectations(verdicts),
            warningsRaised: built.warningsRaised.map { "\($0) \(warningWords($0))" },
            traceHash: outcome.result.traceHash.description,
            series: built.series)
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
        var errors: [Double] = []
        var inside68 = 0
        var inside90 = 0
        var with68 = 0
        var with90 = 0
        var firstFix: Int64?
        for record in records where record.deviceIndex == deviceIndex {
            guard case .engine(.altitudeCallback(_, let context?), let truth) = record.event,
                let height = context.height
            else { continue }
            if firstFix == nil { firstFix = record.timeNanoseconds }
            let error = height - truth.heightHAEMeters
            errors.append(error)
            if let u68 = context.heightUncertainty68 {
                with68 += 1
                if abs(error) <= u68 { inside68 += 1 }
            }
            if let u90 = context.heightUncertainty {
                with90 += 1
                if abs(error) <= u90 { inside90 += 1 }
            }
        }
        guard !errors.isEmpty else { return AccuracyFigures() }
        let sorted = errors.map(abs).sorted()
        let rank = Int((0.8 * Double(sorted.count)).rounded(.up)) - 1
        return AccuracyFigures(
            p80AbsHAEErrorMeters: sorted[min(max(rank, 0), sorted.count - 1)],
            biasMeters: errors.reduce(0, +) / Double(errors.count),
            coverage68: with68 > 0 ? Double(inside68) / Double(with68) : nil,
            coverage90: with90 > 0 ? Double(inside90) / Double(with90) : nil,
            timeToFirstFixSeconds: firstFix.map { Double($0 - startNanoseconds) / 1e9 })
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
