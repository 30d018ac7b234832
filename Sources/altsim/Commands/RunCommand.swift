import Foundation
import Reports
import ScenarioTesting
import Simulation

/// `altsim run PATH...`: runs scenario files, checks their expectations, writes the reports.
enum RunCommand: Subcommand {
    static let name = "run"
    static let summary = "run scenario files and check their expectations"
    static let usage = """
        usage: altsim run PATH... [--seed N] [--engine CONFIG] [--report FILE.html] [--junit FILE.xml]
                                  [--json FILE] [--trace FILE.jsonl] [--quiet]

        Runs each scenario file (a folder is searched recursively; libraries are skipped) and
        prints a verdict line per scenario, each failed expectation in full (expected, actual,
        timeline, seed, reproduce command) and each holding expectation on one line.

          --seed N          run every scenario at seed N (default: each scenario's own seed)
          --engine CONFIG   engine configuration (see 'altsim compare --help'), default: as written
          --report FILE     write the HTML report
          --junit FILE      write JUnit XML (one test case per scenario)
          --json FILE       write the JSON results (keys in Docs/cli.md)
          --trace FILE      write the JSON Lines trace, replayable with 'altsim replay'; with several
                            scenarios FILE gets a suffix per scenario (trace.jsonl → trace.01-name.jsonl)
          --quiet           no progress line (progress shows only when stderr is a terminal)

        Exit status: 0 every expectation holds, 1 some expectation fails, 2 bad input
        (unreadable or invalid scenario, bad option).
        """

    struct Options {
        var paths: [String] = []
        var seed: UInt64?
        var engine = EngineSpec.standard
        var report: String?
        var junit: String?
        var json: String?
        var trace: String?
        var quiet = false

        var wantsReport: Bool { report != nil || junit != nil || json != nil }
    }

    static func parse(_ arguments: [String]) throws -> Options? {
        var reader = ArgumentReader(arguments)
        if reader.wantsHelp { return nil }
        var options = Options()
        options.seed = try reader.integerOption("--seed")
        if let text = try reader.option("--engine") { options.engine = try EngineSpec(parsing: text) }
        options.report = try reader.option("--report")
        options.junit = try reader.option("--junit")
        options.json = try reader.option("--json")
        options.trace = try reader.option("--trace")
        options.quiet = reader.flag("--quiet")
        try reader.rejectUnknownOptions()
        options.paths = reader.remaining
        guard !options.paths.isEmpty else { throw UsageError(message: "give at least one scenario file or folder") }
        return options
    }

    static func run(arguments: [String]) throws -> Int32 {
        guard let options = try parse(arguments) else { print(usage); return ExitStatus.success }
        let terminal = Terminal(quiet: options.quiet)
        guard let files = scenarioFiles(options.paths) else { return ExitStatus.badInput }

        // Load everything first: bad files are reported before any simulation runs.
        var jobs: [ScenarioJob] = []
        var reports: [Reports.ScenarioReport] = []
        var badInput = false, libraries = 0
        for file in files {
            do {
                jobs.append(ScenarioJob(scenario: try ScenarioExecution.load(path: file), path: file))
            } catch ScenarioExecutionError.library {
                libraries += 1
            } catch {
                badInput = true
                printError("\(error)".hasSuffix("\n") ? "\(error)" : "\(error)\n", terminator: "")
                reports.append(RunReportMapping.errorReport(name: file, path: file, seed: options.seed ?? 0, message: "\(error)"))
            }
        }
        if jobs.isEmpty && !badInput {
            printError("altsim run: no scenario to run in \(options.paths.joined(separator: " ")) (\(libraries) librar\(libraries == 1 ? "y" : "ies") skipped)")
            return ExitStatus.badInput
        }

        var failed = 0, passed = 0, errors = reports.count
        for (index, job) in jobs.enumerated() {
            let prefix = "[\(index + 1)/\(jobs.count)] \(job.path)"
            terminal.showProgress(prefix)
            var sinks: [any TraceSink] = []
            if terminal.progress {
                sinks.append(ProgressSink(terminal: terminal, prefix: prefix, startNanoseconds: job.scenario.startNanoseconds))
            }
            var traceHandle: FileHandle?
            do {
                if let base = options.trace {
                    let path = TracePaths.path(for: job.path, index: index, base: base, scenarioCount: jobs.count)
                    let handle = try openTrace(path)
                    let header = TraceHeader(scenarioPath: job.path, seed: options.seed ?? job.scenario.seed, engine: options.engine.text)
                    handle.write(Data((header.line + "\n").utf8))
                    sinks.append(JSONLinesWriter(handle: handle))
                    traceHandle = handle
                }
                let keepRaw = options.trace != nil
                    || (options.report != nil && job.scenario.durationNanoseconds <= Self.rawSampleReportLimitNanoseconds)
                let result = try job.run(seed: options.seed, engine: options.engine, wantReport: options.wantsReport,
                                         keepRawSamples: keepRaw, traceSinks: sinks)
                try traceHandle?.close()
                terminal.clearProgress()
                if result.verdicts.passed { passed += 1 } else { failed += 1 }
                let text = result.verdicts.rendered()
                let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
                print(terminal.verdictLine(String(lines[0])) + (lines.count > 1 ? "\n" + lines[1] : ""))
                print("")
                if let report = result.report { reports.append(report) }
            } catch {
                try? traceHandle?.close()
                terminal.clearProgress()
                errors += 1
                badInput = true
                print(terminal.verdictLine("ERROR \(job.path): \(error)"))
                print("")
                reports.append(RunReportMapping.errorReport(name: job.scenario.name, path: job.path,
                                                            seed: options.seed ?? job.scenario.seed, message: "\(error)"))
            }
        }
        terminal.clearProgress()

        let skipped = libraries > 0 ? ", \(libraries) librar\(libraries == 1 ? "y" : "ies") skipped" : ""
        print("\(passed + failed + errors) scenario\(passed + failed + errors == 1 ? "" : "s"): \(passed) passed, \(failed) failed, \(errors) error\(errors == 1 ? "" : "s")\(skipped)")
        try writeOutputs(options, arguments: arguments, reports: reports)
        if badInput { return ExitStatus.badInput }
        return failed > 0 ? ExitStatus.failure : ExitStatus.success
    }

    /// Reports keep raw samples (measured pressure, GNSS errors) for scenarios up to this long;
    /// longer ones plot the engine's `userPressure` instead, so a multi-day run at 25 Hz does not
    /// hold tens of millions of samples in memory. `--trace` always keeps them.
    static let rawSampleReportLimitNanoseconds: Int64 = 86_400_000_000_000

    static func openTrace(_ path: String) throws -> FileHandle {
        try TracePaths.createParent(of: path)
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw UsageError(message: "cannot write the trace file '\(path)'")
        }
        return handle
    }

    static func writeOutputs(_ options: Options, arguments: [String], reports: [Reports.ScenarioReport]) throws {
        guard options.wantsReport else { return }
        let document = ReportDocument(title: "AltitudeSim scenario run",
                                      generatedBy: "altsim " + (["run"] + arguments).joined(separator: " "),
                                      scenarios: reports)
        if let path = options.report {
            try TracePaths.write(HTMLReport.render(document), to: path)
            print("report: \(path)")
        }
        if let path = options.junit {
            try TracePaths.write(JUnitReport.render(document), to: path)
            print("junit:  \(path)")
        }
        if let path = options.json {
            try TracePaths.write(JSONReport.render(document), to: path)
            print("json:   \(path)")
        }
    }
}
