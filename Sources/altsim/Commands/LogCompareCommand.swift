import FieldLogs
import Foundation
import Reports
import ScenarioTesting
import Scenarios
import Simulation

/// `altsim log compare RECORDING... --site SITE --with SCENARIO`: the statistics of
/// Docs/field-logs.md ("Statistics of log compare") on real recordings and on the simulated runs
/// of a scenario meant to reproduce them, side by side with their ratio.
enum LogCompareCommand: Subcommand {
    static let spec = CommandSpec(
        name: "log compare",
        summary: "compare the statistics of real recordings with a scenario's simulated runs",
        synopsis: [
            "altsim log compare RECORDING... --site SITE.scenario [--site ...] --with SCENARIO.scenario",
            "                   [--seeds LIST] [--format NAME] [--report FILE.html] [--json FILE]",
        ],
        discussion: """
            Measures the recordings (each also run through the engine at its site, as 'altsim log
            run' does, for the engine's indoor-detection delay) and the runs of SCENARIO at each
            seed of --seeds (default: its own seed), every device of every run counted like one
            more recording, with its truth as the labels. Prints the table 'statistic | sim | real
            | ratio', a '!' after each ratio outside 0.75…1.25: Allan deviation at τ = 1, 2, 5,
            10, 20, 60 s on still stretches, the pressure step per storey, the sample rate and the
            share of gaps, the stated horizontal accuracy outdoors and indoors (p10, median, p90),
            the time from the entrance until the accuracy passes 50 m, and the engine's
            indoor-detection delay. --report writes the table with the Allan deviation (log-log)
            and the accuracy distributions plotted; --json the rows.
            """,
        options: [
            .repeatable(
                "--site", "SITE.scenario", path: true, help: "the recordings' site scenario (required; repeatable)"),
            .value(
                "--with", "SCENARIO", path: true, help: "the scenario whose runs reproduce the recordings (required)"),
            .value("--seeds", "LIST", help: "the seeds to run it at, e.g. 1...5 or 1,4 (default: its own)"),
            LogCommand.formatOption,
            .value("--report", "FILE", path: true, help: "write the HTML report with the plots"),
            .value("--json", "FILE", path: true, help: "write the rows as JSON"),
        ],
        epilogue: """
            Exit status: 0 when every statistic is within 25 % of the real one, 1 when some are not,
            2 for bad input or usage.
            """)

    struct Options {
        var paths: [String]
        var sites: [String]
        var scenario: String
        var seeds: [UInt64]?
        var format: RecordingFormat?
        var report: String?
        var json: String?
    }

    static func parse(_ arguments: [String]) throws -> Options? {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.wantsHelp { return nil }
        guard !parsed.positionals.isEmpty else { throw UsageError(message: "give at least one recording", spec: spec) }
        let sites = parsed.values("--site")
        guard !sites.isEmpty else {
            throw UsageError(message: "give the recordings' site scenario with --site SITE.scenario", spec: spec)
        }
        guard let scenario = parsed.value("--with") else {
            throw UsageError(
                message:
                    "give the scenario to compare with: --with SCENARIO.scenario (a reproduction of the recordings)",
                spec: spec)
        }
        return Options(
            paths: parsed.positionals, sites: sites, scenario: scenario,
            seeds: try parsed.value("--seeds").map { try SeedList(parsing: $0).seeds },
            format: try LogCommand.format(parsed, spec: spec), report: parsed.value("--report"),
            json: parsed.value("--json"))
    }

    /// A comparison that cannot be made: the message for standard error (exit 2).
    struct Refusal: Error {
        var message: String
    }

    static func run(arguments: [String]) throws -> Int32 {
        guard let options = try parse(arguments) else {
            print(usage)
            return ExitStatus.success
        }
        do {
            try OutputPlan.validate(
                outputs: [
                    options.report.map { .init(role: "report", path: $0) },
                    options.json.map {
                        .init(role: "JSON results", path: $0)
                    },
                ].compactMap { $0 }, inputs: options.paths + options.sites + [options.scenario])
            let comparison = try compare(options)
            print(comparison.notes.joined(separator: "\n"))
            print(comparison.result.table)
            let outside = comparison.result.outside.count
            let judged = comparison.result.judged.count
            let unjudged = comparison.result.rows.count - judged
            print(
                "log compare: \(judged - outside) of \(judged) statistics within 25 %"
                    + (unjudged > 0 ? " (\(unjudged) not judged: the recordings do not show them)" : ""))
            let command = "altsim " + (["log", "compare"] + arguments).joined(separator: " ")
            if let path = options.report {
                try OutputFile.write(
                    FieldComparisonReport.render(document(comparison, command: command)), to: path, role: "report")
                print("report: \(shown(path))")
            }
            if let path = options.json {
                try OutputFile.write(
                    String(decoding: try json(comparison), as: UTF8.self), to: path, role: "JSON results")
            }
            return outside == 0 ? ExitStatus.success : ExitStatus.failure
        } catch let refusal as Refusal {
            printError(refusal.message)
            return ExitStatus.badInput
        } catch let error as OutputFileError {
            printError("altsim log compare: error: \(error)")
            return ExitStatus.badInput
        }
    }

    /// The comparison with what it was made of.
    struct Outcome {
        var result: FieldComparison
        var notes: [String]
        var seeds: [UInt64]
    }

    /// Measures the recordings and the scenario's runs.
    static func compare(_ options: Options) throws(Refusal) -> Outcome {
        var sites: [String: FieldSite] = [:]
        for path in options.sites {
            do { sites[path] = try FieldSite.load(path: path) } catch { throw Refusal(message: shownMessage(error)) }
        }
        var recordings: [Recording] = []
        var realDelays: [Double?] = []
        let runOptions = LogRunCommand.Options(paths: options.paths, sites: options.sites, format: options.format)
        for path in options.paths {
            let recording: Recording
            do { recording = try RecordingFormat.importRecording(path: path, format: options.format) } catch {
                throw Refusal(message: shownMessage(error))
            }
            do {
                let report = try LogRunCommand.runOne(path, options: runOptions, sites: sites)
                realDelays += report.outcome.detectionDelaysSeconds
            } catch { throw Refusal(message: error.message) }
            recordings.append(recording)
        }
        let real = FieldStatistics.measure(recordings, detectionDelaysSeconds: realDelays)
        guard real.stillStretchCount > 0 else {
            throw Refusal(
                message:
                    "altsim log compare: error: the recordings have no still stretch (\(FieldStatistics.stillMinimumCount) or more readings at one sample period within \(FieldStatistics.stillRangePa) Pa): the Allan deviation needs the barometer at rest; give recordings with a pause"
            )
        }
        let scenario: Scenarios.Scenario
        do {
            scenario = try ScenarioExecution.load(
                path: options.scenario,
                includePolicy: includePolicy(for: options.scenario, arguments: [], allowOutside: false))
        } catch { throw Refusal(message: shownMessage(error)) }
        let seeds = options.seeds ?? [scenario.seed]
        var simulated: [Recording] = []
        var simDelays: [Double?] = []
        for seed in seeds {
            let (runs, delays) = try simulate(scenario, seed: seed, path: options.scenario)
            simulated += runs
            simDelays += delays
        }
        let sim = FieldStatistics.measure(simulated, detectionDelaysSeconds: simDelays)
        guard sim.stillStretchCount > 0 else {
            throw Refusal(
                message:
                    "\(shown(options.scenario)): error: its runs have no still stretch of the barometer (\(FieldStatistics.stillMinimumCount) or more samples within \(FieldStatistics.stillRangePa) Pa): give the devices a pause, or less noise"
            )
        }
        let notes = [
            "real: \(recordings.count) recordings, \(real.entranceCount) labelled entrances, \(real.stillStretchCount) still stretches (\(real.stillSampleCount) readings)",
            "sim: \(shown(options.scenario)) at seed\(seeds.count == 1 ? "" : "s") \(seeds.map(String.init).joined(separator: ",")): \(simulated.count) device runs, \(sim.entranceCount) entrances, \(sim.stillStretchCount) still stretches (\(sim.stillSampleCount) samples)",
        ]
        return Outcome(result: FieldComparison(sim: sim, real: real), notes: notes, seeds: seeds)
    }

    /// One run of `scenario` at `seed`: each device's samples as a recording, and the engine's
    /// delay after each entrance of its truth.
    static func simulate(_ scenario: Scenarios.Scenario, seed: UInt64, path: String) throws(Refusal) -> (
        [Recording], [Double?]
    ) {
        do {
            var spec = try scenario.simulationSpec(seed: seed)
            spec.trace.keepRawSamples = true
            let sink = SimulatedRecordingSink(deviceCount: spec.devices.count)
            let log = IndoorDetectionLog()
            let run = try SimulationRun(spec: spec, engine: log.factory, sink: sink)
            _ = run.run()
            let recordings = sink.recordings(source: "\(path) seed \(seed)")
            var delays: [Double?] = []
            for (index, recording) in recordings.enumerated() {
                delays += FieldStatistics.detectionDelays(
                    entries: recording.labels.entriesNanoseconds, detections: log.detections(ofEngine: index))
            }
            return (recordings, delays)
        } catch {
            throw Refusal(message: "\(shown(path)): error: cannot run it at seed \(seed): \(shownMessage(error))")
        }
    }

    /// The report's document.
    static func document(_ outcome: Outcome, command: String) -> FieldComparisonDocument {
        let result = outcome.result
        func curve(_ statistics: FieldStatistics) -> [(x: Double, y: Double)] {
            statistics.allan.compactMap { point in point.deviationPa.map { (x: point.tauSeconds, y: $0) } }
        }
        return FieldComparisonDocument(
            title: "AltitudeSim field-log comparison", generatedBy: command, notes: outcome.notes,
            rows: result.rows.map {
                .init(
                    name: "\($0.name) (\($0.unit))", sim: $0.sim, real: $0.real, ratio: $0.ratio,
                    isWithin: $0.isJudged ? $0.isWithin : nil)
            }, simAllan: curve(result.sim), realAllan: curve(result.real),
            simOutdoorAccuracies: result.sim.outdoorAccuracies, simIndoorAccuracies: result.sim.indoorAccuracies,
            realOutdoorAccuracies: result.real.outdoorAccuracies, realIndoorAccuracies: result.real.indoorAccuracies)
    }

    /// The rows as one JSON object (keys in Docs/cli.md).
    static func json(_ outcome: Outcome) throws -> Data {
        let rows: [[String: Any]] = outcome.result.rows.map { row in
            var entry: [String: Any] = [
                "statistic": row.name, "unit": row.unit, "within": row.isWithin, "judged": row.isJudged,
            ]
            entry["sim"] = row.sim
            entry["real"] = row.real
            entry["ratio"] = row.ratio
            return entry
        }
        let object: [String: Any] = [
            "rows": rows, "seeds": outcome.seeds.map { Int($0) }, "notes": outcome.notes,
            "within": outcome.result.judged.count - outcome.result.outside.count,
            "judged": outcome.result.judged.count, "statistics": outcome.result.rows.count,
        ]
        return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    }
}
