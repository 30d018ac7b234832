import AltitudeEngine
import Foundation
import ScenarioTesting
import Scenarios
import Simulation

/// `altsim replay TRACE.jsonl`: feeds the recorded inputs to a fresh engine and fails on the
/// first engine event that differs from the trace; then re-runs the recorded simulation and
/// compares every line.
enum ReplayCommand: Subcommand {
    static let spec = CommandSpec(
        name: "replay",
        summary: "re-run a recorded trace and fail on the first divergence",
        synopsis: ["altsim replay TRACE.jsonl [--engine-process CMD [--engine-timeout SECONDS]]"],
        discussion: """
            TRACE.jsonl is a trace written by 'altsim run --trace'. Its header line names the scenario
            file, the seed, the engine configuration and the SHA-256 of every file the scenario is
            made of.

            Refused first (exit 2, TRACE:LINE: error): a header of another format version, a
            scenario or included or grid file changed since the recording, a line that is not a
            JSON object or has a key of the wrong kind, a time outside the run or going backwards,
            a device the scenario does not have.

            1. Engine replay: for each device, a fresh engine (the device's configuration from the
               scenario, the recorded engine configuration, a manual clock) receives the recorded
               inputs in trace order, each at its recorded time: the restored calibration, the app
               calls, the pressure, location and activity samples; each assistance request gets the
               reply the trace records for it, at the recorded time, and each upload its recorded
               outcome. Every engine event it emits must equal the recorded one (all fields and the
               time; the truth is not compared).
            2. Re-simulation: the scenario runs again with the recorded seed and every trace line
               must be identical.

            The first difference is printed with its event index, time, type, and the expected and
            actual lines.

            A trace recorded with --engine-process replays only when the same command is given
            again with --engine-process: replay never starts a command that only the trace names.
            """,
        options: [.allowIncludeOutside, EngineChoice.processOption, EngineChoice.timeoutOption],
        epilogue:
            "Exit status: 0 identical, 1 divergence, 2 bad input (not a trace, a refused line, scenario changed, missing or invalid)."
    )

    /// What `altsim replay` was asked for.
    struct Options: Sendable {
        var tracePath: String
        /// `--allow-include-outside`: `include` and `terrain grid file` may leave the scenario's folder.
        var allowIncludeOutside = false
        /// `--engine-process`: the engine process the trace was recorded with, given again.
        var process: EngineSpec?
    }

    /// The options of `arguments`, or `nil` when they ask for the usage.
    static func parse(_ arguments: [String]) throws -> Options? {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.wantsHelp { return nil }
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            throw UsageError(message: "give exactly one trace file")
        }
        return Options(
            tracePath: path, allowIncludeOutside: parsed.flag(OptionSpec.allowIncludeOutside.name),
            process: try EngineChoice.process(parsed, conflicting: []))
    }

    static func run(arguments: [String]) throws -> Int32 {
        guard let options = try parse(arguments) else {
            print(usage)
            return ExitStatus.success
        }
        let trace: RecordedTrace
        let recording: Recording
        let replayed: TraceReplay.Outcome
        do {
            trace = try readTrace(at: options.tracePath)
            if trace.header.fieldRecording != nil { return try replayFieldTrace(trace, options: options) }
            recording = try loadRecording(of: trace, options: options)
            replayed = try replayInputs(of: trace, recording)
        } catch let refusal as Refusal {
            printError(refusal.message)
            return ExitStatus.badInput
        }
        if let divergence = replayed.divergence {
            print(
                render(divergence, traceFile: shown(trace.path), startNanoseconds: recording.scenario.startNanoseconds))
            return ExitStatus.failure
        }
        return try resimulate(trace, recording, replayed: replayed)
    }

    /// Why a trace is not replayed: the message for standard error (exit status 2).
    struct Refusal: Error {
        var message: String
    }

    /// A trace file read: where it is, its header and the lines after the header.
    struct RecordedTrace {
        var path: String
        var header: TraceHeader
        var lines: [[UInt8]]
    }

    /// What a trace was recorded from, loaded again: the scenario, its spec at the recorded seed
    /// and the engine.
    struct Recording {
        var scenario: Scenarios.Scenario
        var spec: SimulationSpec
        var engine: EngineSpec
    }

    /// The trace at `path`, refused unless it is a readable regular file with a valid header.
    static func readTrace(at path: String) throws -> RecordedTrace {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let kind = (try? FileManager.default.attributesOfItem(atPath: target))?[.type] as? FileAttributeType
        if let kind, kind != .typeRegular {
            throw Refusal(
                message:
                    "\(shown(path)): error: not a regular file: give the trace file written by 'altsim run --trace'")
        }
        let data: Data
        do { data = try TraceFile.contents(atPath: path) } catch {
            throw Refusal(message: "\(shown(path)): error: cannot read the trace file: \(error.description)")
        }
        var lines = data.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
        if lines.last?.isEmpty == true { lines.removeLast() }
        let header: TraceHeader
        do { header = try TraceHeader(line: lines.first ?? []) } catch {
            throw Refusal(message: "\(shown(path)):1: error: \(shown(error.description))")
        }
        guard header.rawSamples else {
            throw Refusal(
                message:
                    "\(shown(path)): error: the trace was written with '--trace-samples none', so it holds no raw samples to replay: write it again without that option"
            )
        }
        return RecordedTrace(path: path, header: header, lines: Array(lines.dropFirst()))
    }

    /// The scenario, spec and engine of `trace`, refused when a file the scenario is made of
    /// changed since the recording, when the scenario no longer loads, or when the engine
    /// cannot be used again.
    static func loadRecording(of trace: RecordedTrace, options: Options) throws -> Recording {
        let path = trace.path
        let header = trace.header
        // A file whose content changed is named before loading (the change may be why it no
        // longer loads); a file no longer or newly read, after (loading may explain that better).
        let policy = includePolicy(for: header.loadablePath, arguments: [], allowOutside: options.allowIncludeOutside)
        let current = ScenarioFingerprint.read(scenarioAt: header.loadablePath, includePolicy: policy)
        let change = ScenarioFingerprint.change(
            recorded: header.scenarioFiles, now: current.files,
            showingCurrentHashes: current.isScenario)
        let refusal = Refusal(
            message: "\(shown(path)):1: error: \(shown(change?.message ?? "")); replay needs the files "
                + "as they were: restore them or record the trace again")
        if change?.isContentChange == true { throw refusal }
        let scenario: Scenarios.Scenario
        let spec: SimulationSpec
        do {
            // A sweep's trace is of one run: replay that run (the files are unchanged, so it exists).
            let loaded = try ScenarioExecution.load(path: header.loadablePath, includePolicy: policy)
            var run = loaded.runs.first { $0.variant == header.variant } ?? loaded
            // A field-log site's assistance source: its replay answers from the recorded replies.
            if header.fieldRecording != nil { run.siteReference = nil }
            scenario = run
            spec = try scenario.simulationSpec(seed: header.seed)
        } catch ScenarioExecutionError.invalid {
            // The trace, not the user, names this file: its lines are not shown (it may be any file).
            throw Refusal(
                message:
                    "\(shown(path)):1: error: the recorded scenario '\(shown(header.scenarioPath))' cannot be loaded: it has errors\n"
                    + "hint: its lines are not shown here; run 'altsim check \(shown(header.loadablePath))' to see them"
            )
        } catch {
            throw Refusal(
                message:
                    "\(shown(path)):1: error: the recorded scenario '\(shown(header.scenarioPath))' cannot be loaded:\n\(shownMessage(error))"
            )
        }
        if change != nil { throw refusal }
        do {
            let engine = try recordedEngine(header.engine, given: options.process)
            return Recording(scenario: scenario, spec: spec, engine: engine)
        } catch let error as UsageError {
            throw Refusal(message: "\(shown(path)):1: error: \(shown(error.message))")
        }
    }

    /// Step 1: the recorded inputs through bare engines, one per device.
    static func replayInputs(of trace: RecordedTrace, _ recording: Recording) throws -> TraceReplay.Outcome {
        let spec = recording.spec
        let configurations = spec.devices.map { device -> EngineConfiguration in
            var configuration = device.engine
            configuration.deviceID = device.deviceID
            return configuration
        }
        do {
            return try TraceReplay.replay(
                lines: trace.lines, configurations: configurations, engine: recording.engine.factory,
                startNanoseconds: spec.startNanoseconds,
                endNanoseconds: Self.saturatingSum(spec.startNanoseconds, spec.durationNanoseconds))
        } catch {
            throw Refusal(
                message:
                    "\(shown(trace.path)):\(error.index + 2): error: the trace cannot be replayed: \(shown(error.message))"
            )
        }
    }

    /// A trace of a real recording (`altsim log run --trace`): its recorded inputs through a fresh
    /// engine with the site's device configuration, every engine event compared; there is no
    /// simulation to run again.
    static func replayFieldTrace(_ trace: RecordedTrace, options: Options) throws -> Int32 {
        let recording = try loadRecording(of: trace, options: options)
        var configuration = recording.spec.devices.first?.engine ?? EngineConfiguration()
        configuration.deviceID = recording.spec.devices.first?.deviceID ?? configuration.deviceID
        let outcome: TraceReplay.Outcome
        do {
            outcome = try TraceReplay.replay(
                lines: trace.lines, configurations: [configuration], engine: recording.engine.factory)
        } catch {
            throw Refusal(
                message:
                    "\(shown(trace.path)):\(error.index + 2): error: the trace cannot be replayed: \(shown(error.message))"
            )
        }
        if let divergence = outcome.divergence {
            print(render(divergence, traceFile: shown(trace.path), startNanoseconds: firstTime(trace.lines)))
            return ExitStatus.failure
        }
        print(
            "replay: \(outcome.matchedEvents) engine events reproduced from \(outcome.inputs) recorded inputs "
                + "(field recording \(shown(trace.header.fieldRecording ?? "")), site \(shown(trace.header.scenarioPath)))"
        )
        return ExitStatus.success
    }

    /// The `t` of the first line, the start a field trace's times are printed from (0 if none).
    static func firstTime(_ lines: [[UInt8]]) -> Int64 {
        guard let first = lines.first,
            let object = (try? JSONSerialization.jsonObject(with: Data(first))) as? [String: Any],
            let t = object["t"] as? NSNumber
        else { return 0 }
        return t.int64Value
    }

    /// Step 2: the whole simulation again, compared line by line with the trace.
    static func resimulate(_ trace: RecordedTrace, _ recording: Recording, replayed: TraceReplay.Outcome) throws
        -> Int32
    {
        let header = trace.header
        let path = trace.path
        let comparer = ReplayComparer(expected: trace.lines)
        let outcome = try ScenarioExecution.run(
            recording.scenario, seed: header.seed, path: header.scenarioPath,
            engine: recording.engine.factory, sink: comparer, keepRawSamples: true)
        guard let divergence = comparer.divergence() else {
            print(
                "replay: \(replayed.matchedEvents) engine events reproduced from \(replayed.inputs) recorded inputs; "
                    + "\(comparer.compared) events identical to \(shown(path)) on re-simulation "
                    + "(\(shown(header.scenarioPath)), seed \(header.seed), trace hash \(outcome.result.traceHash))")
            return ExitStatus.success
        }
        print(divergence.rendered(traceFile: shown(path), startNanoseconds: recording.scenario.startNanoseconds))
        return ExitStatus.failure
    }

    /// `a + b`, or `Int64.max` when that overflows.
    static func saturatingSum(_ a: Int64, _ b: Int64) -> Int64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? .max : .min) : sum
    }

    /// The engine the trace was recorded with. An engine process (`process: CMD` in the header)
    /// is run only when the user names the same command with `--engine-process`, so a trace
    /// from elsewhere cannot make replay start a program.
    static func recordedEngine(_ recorded: String, given: EngineSpec?) throws -> EngineSpec {
        let prefix = EngineSpec.processTextPrefix
        guard recorded.hasPrefix(prefix) else {
            if given != nil {
                throw UsageError(
                    message: "the trace was recorded with the built-in engine; --engine-process does not apply to it")
            }
            do { return try EngineSpec(parsing: recorded) } catch let error as UsageError {
                throw UsageError(message: "the recorded engine configuration is invalid: \(error.message)")
            }
        }
        let command = String(recorded.dropFirst(prefix.count))
        guard let given else {
            throw UsageError(
                message: "the trace was recorded with the engine process \(EngineChoice.shellWord(command)); "
                    + "replay starts it only when you name it: add --engine-process \(EngineChoice.shellWord(command))")
        }
        guard given.processCommand == command else {
            throw UsageError(
                message: "the trace was recorded with --engine-process \(EngineChoice.shellWord(command)), "
                    + "not \(EngineChoice.shellWord(given.processCommand ?? ""))")
        }
        return given
    }

    /// The engine replay's divergence, like `ReplayComparer.Divergence.rendered`.
    static func render(_ divergence: TraceReplay.Divergence, traceFile: String, startNanoseconds: Int64) -> String {
        let line = divergence.expected ?? divergence.got ?? ""
        let event = line.range(of: "\"event\":\"").flatMap { found in
            line[found.upperBound...].split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
        var text =
            "replay: divergence at event #\(divergence.index) (line \(divergence.index + 2) of \(traceFile)), "
            + "t = \(ExpectationTime.clock(divergence.timeNanoseconds - startNanoseconds)) (\(divergence.timeNanoseconds) ns), "
            + "device \(divergence.deviceIndex), engine/\(shown(event ?? "?")) (engine replay of the recorded inputs)"
        let column = ReplayComparer.Divergence.firstDifference(divergence.expected, divergence.got)
        if let column, divergence.expected != nil, divergence.got != nil {
            text += ", first difference at column \(column + 1)"
        }
        text +=
            "\n  expected: "
            + (divergence.expected.map { ReplayComparer.Divergence.excerpt($0, around: column ?? 0) }
                ?? "(no further engine event in the recorded trace)")
        text +=
            "\n  got:      "
            + (divergence.got.map { ReplayComparer.Divergence.excerpt($0, around: column ?? 0) }
                ?? "(the engine emitted no further event)")
        return text
    }
}
