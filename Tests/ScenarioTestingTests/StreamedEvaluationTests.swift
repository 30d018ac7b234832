import AltitudeEngine
import Scenarios
import Simulation
import Testing

@testable import ScenarioTesting

/// Expectations checked on traces collected as a run streams (no record kept) give the verdicts
/// the run's records give, and what is kept per callback is a few columns.
@Suite("Expectations on a streamed run")
struct StreamedEvaluationTests {
    typealias B = TraceBuilder

    /// The verdicts of `expectations` on `records`, through a collector that keeps only the fields
    /// they read (as `ScenarioExecution.run(…, keepRecords: false)` does).
    static func collected(_ expectations: [Scenarios.Expectation], _ records: [TraceRecord], facts: RunFacts)
        -> ScenarioReport
    {
        let collector = DeviceTraceCollector(
            deviceCount: facts.devices.count, startNanoseconds: facts.startNanoseconds,
            fields: CallbackFields(expectations: expectations))
        for record in records { collector.receive(record, line: []) }
        let run = ScenarioRun(collected: collector.finished(facts: facts), facts: facts)
        return ExpectationEvaluator.evaluate(expectations, run: run)
    }

    /// Library scenarios with every kind of form (codes, anchors, faults, recovery, accuracy,
    /// coverage, floors, context fields), at seed 1.
    static let scenarios = [
        "flaky-network", "calibration-failures", "broken-barometer", "world-faults-timeline",
        "filters-door-slam-location-jump", "elevator-tower", "no-coverage", "frozen-barometer-elevator",
        "restart-with-another-key", "sdk-status-after-fetch", "overconfident-gnss-slope", "visitors-copies",
        "mountain-drive", "office-population",
    ]

    @Test(arguments: scenarios)
    func libraryVerdictsAreTheRecordsVerdicts(_ name: String) throws {
        let root = try ScenarioFiles.packageRoot(from: "\(#filePath)")
        let scenario = try ScenarioExecution.load(path: root + "/scenarios/\(name).scenario")
        let outcome = try ScenarioExecution.run(scenario, seed: 1)
        let fromRecords = ExpectationEvaluator.evaluate(
            scenario.expectations, records: outcome.run.records, facts: outcome.run.facts)
        let streamed = Self.collected(scenario.expectations, outcome.run.records, facts: outcome.run.facts)
        #expect(streamed == fromRecords)
        #expect(streamed.rendered() == fromRecords.rendered())
    }

    /// Every expectation failing (bounds no run meets) prints the same excerpt both ways.
    @Test func failureExcerptsAreTheSame() throws {
        let records =
            [B.sdk(0.5, .initialised), B.fault(3, "barometer stuck", active: true)]
            + B.every(1, from: 1, to: 30) { t in
                B.callback(
                    t, height: t < 10 ? nil : 100 + t, hat: 2, hat68: 0.3, hat90: 0.8, status: t < 5 ? 610 : 200,
                    error: t < 20 ? 851 : 0, cal: t > 25, truth: B.truth(hae: 100, building: t > 15 ? 0 : nil, floor: 0)
                )
            } + [B.fault(12, "barometer stuck", active: false), B.step(13, 0, "walk")]
        let ordered = records.sorted { $0.timeNanoseconds < $1.timeNanoseconds }
        let lines = [
            "expect error 0 always", "expect status 200 within 2 s", "expect hae error p68 <= 0.1 m",
            "expect hat error p90 <= 0.1 m", "expect uncertainty hat68 coverage between 90% and 100%",
            "expect no height", "expect context heightAboveTerrain < 1 m", "expect context height present",
            "expect recovery within 1 s", "expect callbacks at least 100 times", "expect hat bias <= 0.1 m",
        ]
        let expectations = lines.map(B.expectation)
        let fromRecords = ExpectationEvaluator.evaluate(expectations, records: ordered, facts: B.facts())
        let streamed = Self.collected(expectations, ordered, facts: B.facts())
        for verdict in fromRecords.verdicts {
            #expect(verdict.outcome == .fails, "\(verdict.expectation.text): \(verdict.actual)")
        }
        #expect(streamed == fromRecords)
    }

    /// A `context FIELD` check reads its field from the kept columns, for every field.
    @Test(arguments: ContextField.allCases)
    func everyContextFieldIsKeptWhenRead(_ field: ContextField) throws {
        let records = B.every(1, from: 1, to: 5) { t in
            let time = B.start + B.ns(t)
            let context = NNAltitudeContext(
                height: 100, heightUncertainty: 2, heightUncertainty68: 1, heightAboveTerrain: 3,
                heightAboveTerrainUncertainty: 4, heightHatUncertainty68: 5, floorNumber: 6, floorConfidence: 0.7,
                address: "Bahnhofstrasse 1", addressConfidence: 0.8, statusCode: 200, errorCode: 0,
                manualBaroCal: false, userPressure: 90_000, warningCode: 0, referencePressurePa: 101_000,
                referencePressureUncertaintyPa: 9, referenceTemperatureKelvin: 280,
                referenceTemperatureUncertaintyKelvin: 1, timestampNanoseconds: time - 500_000_000)
            return TraceRecord(
                timeNanoseconds: time, deviceIndex: 0,
                event: .engine(.altitudeCallback(code: nil, context: context), truth: B.truth()))
        }
        for predicate in ["present", "absent"] {
            let expectation = B.expectation("expect context \(field.rawValue) \(predicate)")
            let fromRecords = ExpectationEvaluator.evaluate([expectation], records: records, facts: B.facts())
            let streamed = Self.collected([expectation], records, facts: B.facts())
            #expect(streamed == fromRecords, "context \(field.rawValue) \(predicate)")
        }
    }

    /// A run that keeps no records still judges its expectations, the same way; what it keeps
    /// per callback is four 8-byte columns plus progressions of its times and runs of its codes.
    @Test func aRunWithoutRecordsKeepsColumns() throws {
        let root = try ScenarioFiles.packageRoot(from: "\(#filePath)")
        let scenario = try ScenarioExecution.load(path: root + "/scenarios/flaky-network.scenario")
        let kept = try ScenarioExecution.run(scenario, seed: 3)
        let streamed = try ScenarioExecution.run(scenario, seed: 3, keepRecords: false, keepAccuracy: true)
        #expect(streamed.run.records.isEmpty && !streamed.run.keptRecords)
        #expect(streamed.result.traceHash == kept.result.traceHash)
        #expect(
            ExpectationEvaluator.evaluate(scenario.expectations, run: streamed.run)
                == ExpectationEvaluator.evaluate(scenario.expectations, run: kept.run))
        let trace = try #require(streamed.run.collected?.first)
        #expect(trace.columns.count > 200)
        // Three columns (height, 68 % uncertainty, true HAE) and the 90 % one for the accuracy
        // campaign; times every 30 s are one progression, `status 200` a few segments.
        #expect(trace.columns.bytesPerCallback == 32)
        #expect(trace.columns.offsets.progressionCount < trace.columns.count / 20)
        #expect(trace.columns.observations(.status).count > 200)
        #expect(RunAccuracy.measure(run: streamed.run) == RunAccuracy.measure(run: kept.run))
    }
}
