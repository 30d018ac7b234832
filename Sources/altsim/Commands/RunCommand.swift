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
                                  [--json FILE] [--trace FILE.jsonl] [--jobs N] [--quiet] [--allow-include-outside]
               altsim run PATH... --seeds LIST [--engine CONFIG] [--jobs N] [--quiet] [--allow-include-outside]

        Runs each scenario file (a folder is searched recursively; libraries are skipped) and
        prints a verdict line per scenario, each failed expectation in full (expected, actual,
        timeline, seed, reproduce command) and each holding expectation on one line.

          --seed N          run every scenario at seed N (default: each scenario's own seed)
          --seeds LIST      run each scenario at every seed of LIST (1...20, 1,2,5 or a mix) and judge
                            it as a campaign: ordinary expectations must hold at every seed, `sometimes`
                            ones in their share of runs, `across seeds` coverages on the runs pooled;
                            --jobs N runs N seeds at once (no --seed, --report, --junit, --json, --trace)
          --engine CONFIG   engine configuration (see 'altsim compare --help'), default: as written
          --report FILE     write the HTML report
          --junit FILE      write JUnit XML (one test case per scenario)
          --json FILE       write the JSON results (keys in Docs/cli.md)
          --trace FILE      write the JSON Lines trace, replayable with 'altsim replay'; with several
                            scenarios FILE gets a suffix per scenario (trace.jsonl → trace.01-name.jsonl)
          --jobs N          run up to N scenarios at once (default 1); the output stays in file order
          --quiet           no progress line (progress shows only when stderr is a terminal)
          --allow-include-outside
                            let includes and height grids name files outside the scenario's folder tree

        Exit status: 0 every expectation holds, 1 some expectation fails, 2 bad input
        (unreadable or invalid scenario, bad option).
        """

    struct Options: Sendable {
        var paths: [String] = []
        var seed: UInt64?
        /// `--seeds`: run a campaign per scenario.
        var seeds: SeedList?
        var engine = EngineSpec.standard
        var report: String?
        var junit: String?
        var json: String?
        var trace: String?
        var quiet = false
        var jobs = 1
        /// `--allow-include-outside`: includes and height grids may name any file.
        var allowIncludeOutside = false

        var wantsReport: Bool { report != nil || junit != nil || json != nil }
    }

    static func parse(_ arguments: [String]) throws -> Options? {
        var reader = ArgumentReader(arguments)
        if reader.wantsHelp { return nil }
        var options = Options()
        options.seed = try reader.integerOption("--seed")
        if let text = try reader.option("--seeds") { options.seeds = try SeedList(parsing: text) }
        if let text = try reader.option("--engine") { options.engine = try EngineSpec(parsing: text) }
        options.report = try reader.option("--report")
        options.junit = try reader.option("--junit")
        options.json = try reader.option("--json")
        options.trace = try reader.option("--trace")
        options.quiet = reader.flag("--quiet")
        options.allowIncludeOutside = reader.flag("--allow-include-outside")
        if let jobs: Int = try reader.integerOption("--jobs") {
            guard jobs >= 1 else { throw UsageError(message: "option --jobs expects a positive integer, got '\(jobs)'") }
            options.jobs = jobs
        }
        try reader.rejectUnknownOptions()
        options.paths = reader.remaining
        guard !options.paths.isEmpty else { throw UsageError(message: "give at least one scenario file or folder") }
        if options.seeds != nil {
            let clashing = [("--seed", options.seed != nil), ("--report", options.report != nil), ("--junit", options.junit != nil),
                            ("--json", options.json != nil), ("--trace", options.trace != nil)].filter(\.1).map(\.0)
            if let first = clashing.first { throw UsageError(message: "option --seeds cannot be combined with \(first)") }
            if options.seeds?.seeds.isEmpty == true { throw UsageError(message: "option --seeds needs at least one seed") }
        }
        return options
    }

    static func run(arguments: [String]) throws -> Int32 {
        guard let options = try parse(arguments) else { print(usage); return ExitStatus.success }
        let terminal = Terminal(quiet: options.quiet)
        guard let files = scenarioFiles(options.paths) else { return ExitStatus.badInput }

        // Load everything first: bad files are reported before any simulation runs.
        var jobs: [ScenarioJob] = []
        // Report entries in file order: load errors now, runs once they finish.
        var entries: [Reports.ScenarioReport?] = Array(repeating: nil, count: files.count)
        var jobFileIndices: [Int] = []
        var badInput = false, libraries = 0, loadErrors = 0
        for (fileIndex, file) in files.enumerated() {
            do {
                let policy = includePolicy(for: file, arguments: options.paths, allowOutside: options.allowIncludeOutside)
                jobs.append(ScenarioJob(scenario: try ScenarioExecution.load(path: file, includePolicy: policy), path: file))
                jobFileIndices.append(fileIndex)
            } catch ScenarioExecutionError.library {
                libraries += 1
            } catch {
                badInput = true
                printError("\(error)".hasSuffix("\n") ? "\(error)" : "\(error)\n", terminator: "")
                loadErrors += 1
                entries[fileIndex] = RunReportMapping.errorReport(name: file, path: file, seed: options.seed ?? 0, message: "\(error)")
            }
        }
        if jobs.isEmpty && !badInput {
            printError("altsim run: no scenario to run in \(options.paths.joined(separator: " ")) (\(libraries) librar\(libraries == 1 ? "y" : "ies") skipped)")
            return ExitStatus.badInput
        }

        if let seeds = options.seeds {
            let status = CampaignRun.run(jobs, seeds: seeds.seeds, options: options, terminal: terminal)
            return badInput ? ExitStatus.badInput : status
        }
        var failed = 0, passed = 0, errors = loadErrors
        let outputs = options.jobs > 1 && jobs.count > 1
            ? ParallelRun.run(jobs, threads: options.jobs, options: options, terminal: terminal, show: show)
            : jobs.enumerated().map { index, job in
                terminal.showProgress("[\(index + 1)/\(jobs.count)] \(job.path)")
                let output = execute(job, index: index, count: jobs.count, options: options, terminal: terminal,
                                     liveProgress: terminal.progress)
                terminal.clearProgress()
                show(output, terminal)
                return output
            }
        for (jobIndex, output) in outputs.enumerated() {
            switch output.verdict {
            case .passed: passed += 1
            case .failed: failed += 1
            case .error: errors += 1; badInput = true
            }
            entries[jobFileIndices[jobIndex]] = output.report
        }
        let reports = entries.compactMap { $0 }
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

    /// What one scenario produced: its verdict, its terminal text (uncoloured) and its report entry.
    struct JobOutput: Sendable {
        var verdict: Verdict
        var text: String
        var report: Reports.ScenarioReport?
    }

    /// Prints one scenario's text, colouring the verdict word on a terminal.
    static func show(_ output: JobOutput, _ terminal: Terminal) {
        let lines = output.text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        print(terminal.verdictLine(String(lines[0])) + (lines.count > 1 ? "\n" + lines[1] : ""))
        print("")
    }

    /// Runs one scenario: simulation, verdicts, trace file and report entry. Never throws: a
    /// scenario that cannot be set up becomes an `.error` output.
    static func execute(_ job: ScenarioJob, index: Int, count: Int, options: Options, terminal: Terminal,
                        liveProgress: Bool) -> JobOutput {
        var sinks: [any TraceSink] = []
        if liveProgress {
            sinks.append(ProgressSink(terminal: terminal, prefix: "[\(index + 1)/\(count)] \(job.path)",
                                      startNanoseconds: job.scenario.startNanoseconds))
        }
        var traceHandle: FileHandle?
        do {
            if let base = options.trace {
                let path = TracePaths.path(for: job.path, index: index, base: base, scenarioCount: count)
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
            return JobOutput(verdict: result.verdicts.passed ? .passed : .failed, text: result.verdicts.rendered(),
                             report: result.report)
        } catch {
            try? traceHandle?.close()
            let report = RunReportMapping.errorReport(name: job.scenario.name, path: job.path,
                                                      seed: options.seed ?? job.scenario.seed, message: "\(error)")
            return JobOutput(verdict: .error, text: "ERROR \(job.path): \(error)", report: report)
        }
    }

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
