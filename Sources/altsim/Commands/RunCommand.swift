import Foundation
import Reports
import ScenarioTesting
import Scenarios
import Simulation

/// `altsim run PATH...`: runs scenario files, checks their expectations, writes the reports.
enum RunCommand: Subcommand {
    static let spec = CommandSpec(
        name: "run",
        summary: "run scenario files and check their expectations",
        synopsis: [
            "altsim run PATH... [--seed N] [--engine CONFIG | --engine-process CMD [--engine-timeout S]]",
            "                   [--report FILE.html] [--junit FILE.xml]",
            "                   [--json FILE] [--trace FILE.jsonl[.gz] [--trace-samples none|all]]",
            "                   [--jobs N] [--quiet]",
            "                   [--lead-with PATH --report FILE.html]",
            "altsim run PATH... --seeds LIST [--engine CONFIG] [--jobs N] [--quiet]",
            "                   [--report FILE.html] [--junit FILE.xml] [--json FILE]",
            "altsim run PATH... --seeds LIST --shard I/N|auto --json SHARD.json [--engine CONFIG] [--jobs N]",
        ],
        discussion: """
            Runs each scenario file (a folder is searched recursively; libraries are skipped) and
            prints a verdict line per scenario, each failed expectation in full (expected, actual,
            timeline, seed, reproduce command) and each holding expectation on one line.
            """,
        options: [
            .value("--seed", "N", help: "run every scenario at seed N (default: each scenario's own seed)"),
            .value(
                "--seeds", "LIST",
                help: """
                    run each scenario at every seed of LIST (1...20, 1,2,5 or a mix) and judge it as a campaign: \
                    ordinary expectations must hold at every seed, `sometimes` ones in their share of runs, \
                    `across seeds` figures judged with their 99 % intervals; --jobs N runs N seeds at once; \
                    prints the accuracy table by tag, and --report/--junit/--json write the campaign's \
                    report (no --seed, --trace, --lead-with)
                    """),
            .value(
                "--shard", "I/N|auto",
                help: """
                    with --seeds: run only the seeds at positions i of LIST with i % N == I (from 0) and write \
                    them to --json as a shard file for 'altsim merge'; auto reads I and N from a Slurm job array, \
                    a Kubernetes Indexed Job (JOB_COMPLETION_INDEX, ALTSIM_SHARD_COUNT) or a CI matrix \
                    (CI_NODE_INDEX, CI_NODE_TOTAL)
                    """),
            .value(
                "--engine", "CONFIG", help: "engine configuration (see 'altsim compare --help'), default: as written"),
            EngineChoice.processOption,
            EngineChoice.timeoutOption,
            .value("--report", "FILE", path: true, help: "write the HTML report"),
            .value("--junit", "FILE", path: true, help: "write JUnit XML (one test case per scenario)"),
            .value("--json", "FILE", path: true, help: "write the JSON results (keys in Docs/cli.md)"),
            .value(
                "--trace", "FILE", path: true,
                help: """
                    write the JSON Lines trace as the run goes, replayable with 'altsim replay'; a FILE ending \
                    in .gz is gzip-compressed; with several scenarios FILE gets a suffix per scenario \
                    (trace.jsonl → trace.01-name.jsonl)
                    """),
            .value(
                "--trace-samples", "WHICH",
                help: """
                    'all' (default) writes every raw sample into the trace (what 'altsim replay' needs); \
                    'none' leaves them out (a trace about 9 times smaller, which replay refuses); needs --trace
                    """),
            .value(
                "--variant", "VALUES",
                help: """
                    run only the run of each parameter sweep (`vary …`) named VALUES, as results name it \
                    ('terrain height = 1600 m'); a file without a sweep, or without that run, is an error
                    """),
            .value("--jobs", "N", help: "run up to N scenarios at once (default 1); the output stays in file order"),
            .flag("--quiet", help: "no progress line (progress shows only when stderr is a terminal)"),
            .allowIncludeOutside,
            .repeatable(
                LeadingComparisons.optionName, "PATH", path: true,
                help: """
                    open the HTML report with an A/B comparison of each scenario under PATH, configured by \
                    its header comment ('# compare A: CONFIG', '# compare B: CONFIG'; the other header lines \
                    say what to look at); needs --report
                    """),
        ],
        epilogue: """
            Exit status: 0 every expectation holds, 1 some expectation fails, 2 bad input
            (unreadable or invalid scenario, bad option).
            """)

    struct Options: Sendable {
        var paths: [String] = []
        var seed: UInt64?
        /// `--seeds`: run a campaign per scenario.
        var seeds: SeedList?
        /// `--shard I/N` (or `auto`, resolved from the environment): this process runs one shard.
        var shard: ShardSelection?
        var engine = EngineSpec.standard
        var report: String?
        var junit: String?
        var json: String?
        var trace: String?
        /// `--trace-samples`: whether the trace holds the raw samples (default `true`).
        var traceSamples = true
        var quiet = false
        var jobs = 1
        /// `--allow-include-outside`: `include` and `terrain grid file` may leave the scenario's folder.
        var allowIncludeOutside = false
        /// `--lead-with`: scenario files or folders whose A/B comparisons open the HTML report.
        var leadWith: [String] = []
        /// `--variant`: the one run of each file's parameter sweep to run (`Scenario.variant`).
        var variant: String?

        var wantsReport: Bool { report != nil || junit != nil || json != nil }
    }

    /// The options of `arguments`, or `nil` when they ask for the usage.
    static func parse(_ arguments: [String]) throws -> Options? {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.wantsHelp { return nil }
        var options = Options()
        options.seed = try parsed.integer("--seed")
        if let text = parsed.value("--seeds") { options.seeds = try SeedList(parsing: text) }
        if let text = parsed.value("--engine") { options.engine = try EngineSpec(parsing: text) }
        if let process = try EngineChoice.process(parsed, conflicting: ["--engine"]) { options.engine = process }
        options.report = parsed.value("--report")
        options.junit = parsed.value("--junit")
        options.json = parsed.value("--json")
        options.trace = parsed.value("--trace")
        if let which = parsed.value("--trace-samples") {
            guard options.trace != nil else { throw UsageError(message: "option --trace-samples needs --trace FILE") }
            switch which {
            case "all": options.traceSamples = true
            case "none": options.traceSamples = false
            default:
                throw UsageError(message: "option --trace-samples expects 'none' or 'all', got '\(which)'")
            }
        }
        options.variant = parsed.value("--variant")
        options.quiet = parsed.flag("--quiet")
        options.allowIncludeOutside = parsed.flag(OptionSpec.allowIncludeOutside.name)
        if let jobs: Int = try parsed.integer("--jobs") {
            guard jobs >= 1 else {
                throw UsageError(message: "option --jobs expects a positive integer, got '\(jobs)'")
            }
            options.jobs = jobs
        }
        options.leadWith = parsed.values(LeadingComparisons.optionName)
        if !options.leadWith.isEmpty && options.report == nil {
            throw UsageError(message: "option \(LeadingComparisons.optionName) needs --report FILE.html")
        }
        _ = try LeadingComparisons.files(options.leadWith)
        options.paths = parsed.positionals
        guard !options.paths.isEmpty else { throw UsageError(message: "give at least one scenario file or folder") }
        if options.seeds != nil {
            if let first = parsed.given(["--seed", "--trace", LeadingComparisons.optionName]).first {
                throw UsageError(message: "option --seeds cannot be combined with \(first)")
            }
            if options.seeds?.seeds.isEmpty == true {
                throw UsageError(message: "option --seeds needs at least one seed")
            }
        }
        if let text = parsed.value("--shard") {
            try parseShard(text, parsed: parsed, into: &options)
        }
        return options
    }

    /// `--shard`: needs `--seeds` and `--json` (the shard file); the reports are the merge's.
    static func parseShard(_ text: String, parsed: ParsedArguments, into options: inout Options) throws {
        guard options.seeds != nil else {
            throw UsageError(message: "option --shard needs --seeds LIST (a shard is part of a campaign)")
        }
        if let other = parsed.given(["--report", "--junit"]).first {
            throw UsageError(
                message: "option --shard cannot be combined with \(other): a shard writes its runs to --json; "
                    + "'altsim merge SHARD.json... \(other) FILE' writes the campaign's report")
        }
        guard options.json != nil else {
            throw UsageError(message: "option --shard needs --json SHARD.json (the shard file for 'altsim merge')")
        }
        options.shard = try ShardSelection(
            parsing: text, option: "--shard", environment: ProcessInfo.processInfo.environment)
    }

    static func run(arguments: [String]) throws -> Int32 {
        guard let options = try parse(arguments) else {
            print(usage)
            return ExitStatus.success
        }
        let terminal = Terminal(quiet: options.quiet)
        guard let files = scenarioFiles(options.paths) else { return ExitStatus.badInput }

        // Load everything first: bad files are reported before any simulation runs.
        var loaded = loadJobs(files, options: options)
        let jobs = loaded.jobs
        if jobs.isEmpty && !loaded.badInput {
            let libraries = loaded.libraries
            printError(
                "altsim run: no scenario to run in \(options.paths.map(shown).joined(separator: " ")) (\(libraries) librar\(libraries == 1 ? "y" : "ies") skipped)"
            )
            return ExitStatus.badInput
        }
        let outputs = plannedOutputs(options, jobs: jobs)
        if !outputs.isEmpty {
            try OutputPlan.validate(
                outputs: outputs, inputs: OutputPlan.inputs(of: files, scenarios: jobs.map(\.scenario)))
        }

        if let seeds = options.seeds {
            if let shard = options.shard, loaded.badInput {
                // A shard without every scenario would merge into another campaign.
                printError("altsim run: shard \(shard.text) not run: every scenario file must load (see above)")
                return ExitStatus.badInput
            }
            let status = try CampaignRun.run(
                jobs, seeds: seeds.seeds, options: options, arguments: arguments, terminal: terminal)
            return loaded.badInput ? ExitStatus.badInput : status
        }
        var failed = 0
        var passed = 0
        var errors = loaded.loadErrors
        for (jobIndex, output) in runJobs(jobs, options: options, terminal: terminal).enumerated() {
            switch output.verdict {
            case .passed: passed += 1
            case .failed: failed += 1
            case .error:
                errors += 1
                loaded.badInput = true
            }
            loaded.entries[loaded.jobFileIndices[jobIndex]] = output.report
        }
        let reports = loaded.entries.compactMap { $0 }
        terminal.clearProgress()

        let libraries = loaded.libraries
        let skipped = libraries > 0 ? ", \(libraries) librar\(libraries == 1 ? "y" : "ies") skipped" : ""
        print(
            "\(passed + failed + errors) scenario\(passed + failed + errors == 1 ? "" : "s"): \(passed) passed, \(failed) failed, \(errors) error\(errors == 1 ? "" : "s")\(skipped)"
        )
        try writeOutputs(options, arguments: arguments, reports: reports)
        if loaded.badInput { return ExitStatus.badInput }
        return failed > 0 ? ExitStatus.failure : ExitStatus.success
    }

    /// The scenario files loaded, in file order, with what could not be run.
    struct LoadedJobs {
        /// The runnable scenarios.
        var jobs: [ScenarioJob] = []
        /// Report entries in file order (a sweep's runs in order): load errors now, runs once they finish.
        var entries: [ReportedRun?]
        /// The entry index of each job.
        var jobFileIndices: [Int] = []
        /// Whether any file (or, later, any run) was bad input.
        var badInput = false
        /// Library files skipped.
        var libraries = 0
        /// Files that did not load.
        var loadErrors = 0
    }

    /// Loads every file, printing each load error as it is found.
    static func loadJobs(_ files: [String], options: Options) -> LoadedJobs {
        var loaded = LoadedJobs(entries: [])
        for file in files {
            do {
                let policy = includePolicy(
                    for: file, arguments: options.paths, allowOutside: options.allowIncludeOutside)
                // A parameter sweep is one job per run, each named with its values.
                let scenario = try ScenarioExecution.load(path: file, includePolicy: policy)
                for run in try selectedRuns(of: scenario, path: file, variant: options.variant) {
                    loaded.jobs.append(ScenarioJob(scenario: run, path: file))
                    loaded.entries.append(nil)
                    loaded.jobFileIndices.append(loaded.entries.count - 1)
                }
            } catch ScenarioExecutionError.library {
                loaded.libraries += 1
            } catch {
                loaded.badInput = true
                let message = shownMessage(error)
                printError(message.hasSuffix("\n") ? message : message + "\n", terminator: "")
                loaded.loadErrors += 1
                loaded.entries.append(
                    RunReportMapping.errorReport(
                        name: file, path: file, seed: options.seed ?? 0,
                        message: "\(error)"))
            }
        }
        return loaded
    }

    /// The runs of `scenario` to run: every run, or with `--variant` the sweep's run of that name.
    static func selectedRuns(of scenario: Scenario, path: String, variant: String?) throws -> [Scenario] {
        guard let variant else { return scenario.runs }
        guard !scenario.variants.isEmpty else {
            throw VariantSelectionError(
                message:
                    "\(shown(path)) is not a parameter sweep, so --variant '\(variant)' names no run of it (run it without --variant)"
            )
        }
        if let run = scenario.variants.first(where: { $0.variant == variant }) { return [run] }
        let names = scenario.variants.compactMap(\.variant)
        let hint = EditDistance.didYouMean(variant, among: names).map { " (\($0))" } ?? ""
        throw VariantSelectionError(
            message: "\(shown(path)) has no run '\(variant)'\(hint); its runs: "
                + names.map { "'\($0)'" }.joined(separator: ", "))
    }

    /// `--variant` names no run of a file.
    struct VariantSelectionError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Runs the jobs (in parallel with `--jobs N`), showing each one's text as it finishes.
    static func runJobs(_ jobs: [ScenarioJob], options: Options, terminal: Terminal) -> [JobOutput] {
        if options.jobs > 1 && jobs.count > 1 {
            return ParallelRun.run(jobs, threads: options.jobs, options: options, terminal: terminal, show: show)
        }
        return jobs.enumerated().map { index, job in
            terminal.showProgress("[\(index + 1)/\(jobs.count)] \(shown(job.path))")
            let output = execute(
                job, index: index, count: jobs.count, options: options, terminal: terminal,
                liveProgress: terminal.progress)
            terminal.clearProgress()
            show(output, terminal)
            return output
        }
    }

    /// Reports keep raw samples (measured pressure, GNSS errors) for scenarios up to this long;
    /// longer ones plot the engine's `userPressure` instead, so a multi-day run at 25 Hz does not
    /// spend its time tracing tens of millions of raw-sample records (the report's memory does
    /// not depend on them: it decimates as they arrive). `--trace` always keeps them.
    static let rawSampleReportLimitNanoseconds: Int64 = 86_400_000_000_000

    /// What one scenario produced: its verdict, its terminal text (uncoloured) and its report entry.
    struct JobOutput: Sendable {
        var verdict: Verdict
        var text: String
        var report: ReportedRun?
    }

    /// Prints one scenario's text, colouring the verdict word on a terminal.
    static func show(_ output: JobOutput, _ terminal: Terminal) {
        let lines = output.text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        print(terminal.verdictLine(String(lines[0])) + (lines.count > 1 ? "\n" + lines[1] : ""))
        print("")
    }

    /// Runs one scenario: simulation, verdicts, trace file and report entry. Never throws: a
    /// scenario that cannot be set up becomes an `.error` output.
    static func execute(
        _ job: ScenarioJob, index: Int, count: Int, options: Options, terminal: Terminal,
        liveProgress: Bool
    ) -> JobOutput {
        var sinks: [any TraceSink] = []
        if liveProgress {
            sinks.append(
                ProgressSink(
                    terminal: terminal, prefix: "[\(index + 1)/\(count)] \(shown(job.path))",
                    startNanoseconds: job.scenario.startNanoseconds,
                    durationNanoseconds: job.scenario.durationNanoseconds))
        }
        var trace: TraceFile?
        do {
            if let base = options.trace {
                let path = TracePaths.path(for: job.path, index: index, base: base, scenarioCount: count)
                let file = try TraceFile(path: path, role: Self.traceRole)
                trace = file
                let policy = includePolicy(
                    for: job.path, arguments: options.paths, allowOutside: options.allowIncludeOutside)
                var header = TraceHeader(
                    scenarioPath: job.path, seed: options.seed ?? job.scenario.seed, engine: options.engine.text,
                    scenarioFiles: ScenarioFingerprint.files(ofScenarioAt: job.path, includePolicy: policy))
                header.variant = job.scenario.variant
                header.rawSamples = options.traceSamples
                try file.write(header.line + "\n")
                sinks.append(file.lineWriter())
            }
            let keepRaw =
                (options.trace != nil && options.traceSamples)
                || (options.report != nil && job.scenario.durationNanoseconds <= Self.rawSampleReportLimitNanoseconds)
            let result = try job.run(
                seed: options.seed, engine: options.engine, wantReport: options.wantsReport,
                keepRawSamples: keepRaw, traceSinks: sinks, streamReport: true)
            // The trace replaces an existing one only when all of it was written.
            try trace?.commit()
            return JobOutput(
                verdict: result.verdicts.passed ? .passed : .failed, text: result.verdicts.rendered(),
                report: result.report)
        } catch {
            trace?.discard()
            var message = "\(error)"
            // An engine that failed mid-run: the command that runs it again.
            if error is EngineRunFailure {
                message +=
                    "\n  reproduce: altsim run \(EngineChoice.shellWord(job.path)) --seed \(options.seed ?? job.scenario.seed)"
                    + (job.scenario.variant.map { " --variant " + EngineChoice.shellWord($0) } ?? "")
                    + (options.engine.commandLineArguments.map { " " + $0 } ?? "")
            }
            let report = RunReportMapping.errorReport(
                name: job.scenario.name, path: job.path,
                seed: options.seed ?? job.scenario.seed, message: message)
            return JobOutput(
                verdict: .error,
                text: "ERROR \(shown(job.path)): \(TerminalText.escaped(message, keepingLineBreaks: true))",
                report: report)
        }
    }

    /// What each output is called in messages (`cannot write the JSON results '…'`).
    static let reportRole = "report", junitRole = "JUnit report", jsonRole = "JSON results", traceRole = "trace"

    /// Every file the run will write, with what it is: the reports and each scenario's trace.
    static func plannedOutputs(_ options: Options, jobs: [ScenarioJob]) -> [OutputPlan.Output] {
        var outputs: [OutputPlan.Output] = []
        if let path = options.report { outputs.append(.init(role: reportRole, path: path)) }
        if let path = options.junit { outputs.append(.init(role: junitRole, path: path)) }
        if let path = options.json { outputs.append(.init(role: jsonRole, path: path)) }
        if let base = options.trace {
            for (index, job) in jobs.enumerated() {
                let path = TracePaths.path(for: job.path, index: index, base: base, scenarioCount: jobs.count)
                outputs.append(.init(role: traceRole, path: path))
            }
        }
        return outputs
    }

    static func writeOutputs(_ options: Options, arguments: [String], reports: [ReportedRun]) throws {
        guard options.wantsReport else { return }
        let document = ReportDocument(
            title: "AltitudeSim scenario run",
            generatedBy: "altsim " + (["run"] + arguments).joined(separator: " "),
            scenarios: reports, engine: options.engine.reportName)
        if let path = options.report {
            let leading = try LeadingComparisons.run(
                options.leadWith, seed: options.seed, allowIncludeOutside: options.allowIncludeOutside,
                terminal: Terminal(quiet: options.quiet))
            try OutputFile.write(HTMLReport.render(document, leadingWith: leading), to: path, role: reportRole)
            print("report: \(shown(path))")
        }
        if let path = options.junit {
            try OutputFile.write(JUnitReport.render(document), to: path, role: junitRole)
            print("junit:  \(shown(path))")
        }
        if let path = options.json {
            try OutputFile.write(JSONReport.render(document), to: path, role: jsonRole)
            print("json:   \(shown(path))")
        }
    }
}
