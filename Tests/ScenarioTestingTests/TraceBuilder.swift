import AltitudeEngine
import Geophysics
import ScenarioTesting
import Scenarios
import Simulation
import Testing

/// Hand-built traces with known answers.
enum TraceBuilder {
    /// Trace time of scenario time 0 (2023-11-14 22:13:20 UTC).
    static let start: Int64 = 1_700_000_000_000_000_000

    static func ns(_ seconds: Double) -> Int64 { Int64((seconds * 1e9).rounded()) }

    static func truth(hae: Double = 100, hat: Double = 1.5, building: Int? = nil, floor: Int? = nil) -> TruthSnapshot {
        TruthSnapshot(
            position: EastNorth(eastMeters: 0, northMeters: 0), heightMSLMeters: hae - 30, heightHAEMeters: hae,
            heightAboveTerrainMeters: hat, buildingIndex: building, floor: floor, pressurePa: 101_000,
            activity: .still)
    }

    static func callback(
        _ seconds: Double, device: Int = 0, height: Double? = 100, u68: Double? = 1, u90: Double? = 1.6,
        hat: Double? = nil, hat68: Double? = nil, hat90: Double? = nil,
        status: Int? = 200, error: Int? = 0, warning: Int? = 0, cal: Bool? = false, truth: TruthSnapshot = truth()
    ) -> TraceRecord {
        let t = start + ns(seconds)
        let context = NNAltitudeContext(
            height: height, heightUncertainty: u90, heightUncertainty68: u68, heightAboveTerrain: hat,
            heightAboveTerrainUncertainty: hat90, heightHatUncertainty68: hat68, statusCode: status, errorCode: error,
            manualBaroCal: cal, warningCode: warning, timestampNanoseconds: t)
        return TraceRecord(
            timeNanoseconds: t, deviceIndex: device,
            event: .engine(.altitudeCallback(code: nil, context: context), truth: truth))
    }

    static func errorCallback(_ seconds: Double, code: Int, device: Int = 0) -> TraceRecord {
        TraceRecord(
            timeNanoseconds: start + ns(seconds), deviceIndex: device,
            event: .engine(.altitudeCallback(code: code, context: nil), truth: truth()))
    }

    static func sdk(_ seconds: Double, _ code: SDKStatusCode, device: Int = 0) -> TraceRecord {
        TraceRecord(
            timeNanoseconds: start + ns(seconds), deviceIndex: device,
            event: .engine(.sdkStatus(code), truth: truth()))
    }

    static func calibration(_ seconds: Double, _ state: NNManualBarocalState, _ code: Int, device: Int = 0)
        -> TraceRecord
    {
        TraceRecord(
            timeNanoseconds: start + ns(seconds), deviceIndex: device,
            event: .engine(.manualCalibration(state: state, code: code), truth: truth()))
    }

    static func fault(_ seconds: Double, _ description: String, active: Bool, device: Int? = nil) -> TraceRecord {
        TraceRecord(
            timeNanoseconds: start + ns(seconds), deviceIndex: device,
            event: .fault(description: description, active: active))
    }

    static func step(_ seconds: Double, _ index: Int, _ description: String, device: Int = 0) -> TraceRecord {
        TraceRecord(
            timeNanoseconds: start + ns(seconds), deviceIndex: device,
            event: .timelineStep(index: index, description: description))
    }

    /// Callbacks every `period` seconds from `from` through `to`, made by `make`.
    static func every(_ period: Double, from: Double, to: Double, _ make: (Double) -> TraceRecord) -> [TraceRecord] {
        var result: [TraceRecord] = []
        var t = from
        while t <= to + 1e-9 {
            result.append(make(t))
            t += period
        }
        return result
    }

    static func facts(
        devices: [String] = ["phone"], durationSeconds: Double = 600, seed: UInt64 = 42,
        path: String? = "scenarios/test.scenario", faults: [RunFacts.FaultWindow] = [],
        floorPlans: [RunFacts.FloorPlan] = []
    ) -> RunFacts {
        RunFacts(
            devices: devices.map { RunFacts.Device(name: $0) }, startNanoseconds: start,
            durationNanoseconds: ns(durationSeconds), seed: seed, scenarioPath: path, faultWindows: faults,
            floorPlans: floorPlans)
    }

    static let context = ExpectationContext(
        deviceNames: ["phone", "watch"],
        labels: ["ride": .init(deviceName: "phone", offsetNanoseconds: 120_000_000_000)],
        durationNanoseconds: 600_000_000_000)

    /// Compiles the `expect` line of `text` (the line is written at line `line` of test.scenario).
    static func compile(_ text: String, deviceName: String? = nil) -> (Scenarios.Expectation?, DiagnosticBag) {
        let source = SourceFile(path: "test.scenario", text: text + "\n")
        let (file, parseDiagnostics) = ScenarioParser.parse(source)
        var diagnostics = parseDiagnostics
        guard let statement = file.statements.first(where: { $0.kind == .expect }) else { return (nil, diagnostics) }
        let expectation = ExpectationCompiler.compile(
            statement, deviceName: deviceName, context: context,
            diagnostics: &diagnostics)
        return (expectation, diagnostics)
    }

    /// The form of a valid line (nil when it does not compile).
    static func form(_ text: String) -> ExpectationForm? { compile(text).0?.form }

    /// The first error message and its rendering for an invalid line.
    static func errors(_ text: String) -> String {
        let source = SourceFile(path: "test.scenario", text: text + "\n")
        return compile(text).1.render(sources: [source])
    }

    /// An expectation from a line, failing loudly in the test when it does not compile.
    static func expectation(_ text: String) -> Scenarios.Expectation {
        let (compiled, diagnostics) = compile(text)
        if compiled == nil { Issue.record("does not compile: \(text)\n\(diagnostics.render(sources: []))") }
        return compiled
            ?? Scenarios.Expectation(
                range: .unknown, text: "INVALID: \(text)", deviceName: nil, form: .recovery(withinNanoseconds: -1))
    }

    /// Evaluates one line on a trace; returns its first verdict.
    static func verdict(_ text: String, _ records: [TraceRecord], facts: RunFacts = facts()) -> ExpectationVerdict? {
        ExpectationEvaluator.evaluate([expectation(text)], records: records, facts: facts).verdicts.first
    }

    static func holds(_ text: String, _ records: [TraceRecord], facts: RunFacts = facts()) -> Bool {
        verdict(text, records, facts: facts)?.outcome == .holds
    }

    static func fails(_ text: String, _ records: [TraceRecord], facts: RunFacts = facts()) -> Bool {
        verdict(text, records, facts: facts)?.outcome == .fails
    }
}
