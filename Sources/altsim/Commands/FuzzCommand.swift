import Foundation
import Fuzzing
import ScenarioTesting
import Scenarios
import Simulation

/// `altsim fuzz`: swarm-generated scenarios checked against the invariants (Docs/fuzzing.md).
enum FuzzCommand: Subcommand {
    static let spec = CommandSpec(
        name: "fuzz",
        summary: "run a fuzzing campaign of generated scenarios",
        synopsis: [
            "altsim fuzz [--seed N] [--count K | --time S] [--jobs J] [--shard I/N|auto] [--out DIR] [--json FILE]",
            "            [--no-shrink] [--no-determinism] [--duration SECONDS] [--log-cases]",
            "altsim fuzz --seed N --case I          print case I and check it",
            "altsim fuzz --replay FILE...           check scenario files against the invariants",
            "altsim fuzz merge A.json B.json ... --json OUT",
        ],
        discussion: """
            Generates cases from the root seed (case i from (seed, i), so results do not depend on
            --jobs), runs each through the simulator and checks the invariants; failures are shrunk
            and written as .scenario files into --out (default out/fuzz/corpus).
            --shard I/N runs the cases i with i % N == I (I from 0); the shards of a campaign
            partition it, and `altsim merge` (or `fuzz merge`) combines their JSON reports.
            --log-cases prints 'case I' to standard error before each case, so a crash (a trap ends
            the process) names the case to reproduce with --case I.
            """,
        options: [
            .value("--seed", "N", help: "the campaign's root seed (default 1)"),
            .value("--count", "K", help: "how many cases to run (default 200)"),
            .value("--time", "S", help: "run cases for S seconds instead of a count"),
            .value("--jobs", "J", help: "cases run at once, 1…256 (default 1)"),
            .value(
                "--shard", "I/N|auto",
                help: "run only the cases i with i % N == I; auto: I and N from a Slurm array, Indexed Job or CI matrix"
            ),
            .value("--out", "DIR", path: true, help: "folder for the shrunk failures (DIR/corpus; default out/fuzz)"),
            .value("--json", "FILE", path: true, help: "write the campaign's JSON report"),
            .flag("--no-shrink", help: "do not shrink failures"),
            .flag("--no-determinism", help: "do not run each case twice to check it is deterministic"),
            .value("--duration", "SECONDS", help: "simulated length of each case, 60…86400 s"),
            .flag("--log-cases", help: "print 'case I' to standard error before each case"),
            .value("--case", "I", help: "print case I of the root seed's campaign and check it"),
            .value(
                "--replay", "FILE", path: true,
                help: "check FILE and the files after it (folders searched as by 'altsim run') against the invariants"),
            .allowIncludeOutside,
            EngineChoice.processOption,
            EngineChoice.timeoutOption,
        ],
        epilogue: "Exit status: 0 when no invariant failed, 1 when one did, 2 for bad usage.")

    /// `altsim fuzz merge`: the shard reports of one campaign combined into one.
    static let mergeSpec = CommandSpec(
        name: "fuzz merge",
        summary: "combine the JSON reports of a campaign's shards",
        synopsis: ["altsim fuzz merge A.json B.json ... --json OUT"],
        discussion: """
            Combines the JSON reports of the shards of one campaign (each run with --shard I/N and
            --json) into one report and prints its summary.
            """,
        options: [.value("--json", "OUT", path: true, help: "write the merged JSON report (required)")],
        epilogue: "Exit status: 0 when no invariant failed, 1 when one did, 2 for bad usage.")

    /// The options that set up a generated campaign (not taken by `--replay`).
    static let campaignOptions = [
        "--seed", "--count", "--time", "--jobs", "--shard", "--out", "--json", "--no-shrink",
        "--no-determinism", "--duration", "--log-cases", "--case",
    ]

    /// The campaign options that `--case` (one case, regenerated and checked) has no use for.
    static let caseIgnoredOptions = [
        "--count", "--time", "--jobs", "--shard", "--out", "--json", "--no-shrink", "--log-cases",
    ]

    /// What `altsim fuzz` was asked for.
    enum Action: Sendable {
        /// Print the usage of `spec`.
        case help(CommandSpec)
        /// Run the campaign; write its report to `json`.
        case campaign(FuzzCampaign, json: String?, logCases: Bool)
        /// Print and check case `index` of the campaign.
        case showCase(FuzzCampaign, index: Int)
        /// Check scenario files against the invariants with `runner`.
        case replay([String], runner: FuzzRunner, allowIncludeOutside: Bool)
        /// Merge the shard reports `inputs` into `output`.
        case merge(inputs: [String], output: String)
    }

    /// The action of `arguments` (the words after `fuzz`).
    static func parse(_ arguments: [String]) throws -> Action {
        if arguments.first == "merge" { return try parseMerge(Array(arguments.dropFirst())) }
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.wantsHelp { return .help(spec) }
        let engine = try EngineChoice.process(parsed, conflicting: [])?.factory ?? .altitudeEngine
        if let replay = parsed.value("--replay") {
            if let other = parsed.given(campaignOptions).first {
                throw UsageError(message: "option --replay cannot be combined with \(other)")
            }
            return .replay(
                [replay] + parsed.positionals, runner: FuzzRunner(engine: engine),
                allowIncludeOutside: parsed.flag(OptionSpec.allowIncludeOutside.name))
        }
        if parsed.flag(OptionSpec.allowIncludeOutside.name) {
            throw UsageError(message: "option \(OptionSpec.allowIncludeOutside.name) applies to --replay only")
        }
        if let extra = parsed.positionals.first {
            if extra == "merge" {
                throw UsageError(
                    message: "'merge' must come right after 'fuzz' (altsim fuzz merge A.json B.json ... --json OUT)")
            }
            let hint = EditDistance.didYouMean(extra, among: ["merge"]).map { "; " + $0 } ?? ""
            throw UsageError(message: "unexpected argument '\(extra)'\(hint)")
        }
        var campaign = FuzzCampaign()
        campaign.runner.engine = engine
        campaign.rootSeed = try parsed.integer("--seed", as: UInt64.self) ?? 1
        try parseBudget(parsed, into: &campaign)
        if let duration: Int = try parsed.integer("--duration") {
            guard (60...86_400).contains(duration) else {
                throw UsageError(message: "--duration must be from 60 to 86400 s")
            }
            campaign.generator.durationSeconds = duration
        }
        if parsed.flag("--no-shrink") { campaign.shrinksPerInvariant = 0 }
        if parsed.flag("--no-determinism") { campaign.runner.checkDeterminism = false }
        if let single: Int = try parsed.integer("--case") {
            guard single >= 0 else { throw UsageError(message: "--case expects a case number ≥ 0, got '\(single)'") }
            if let other = parsed.given(caseIgnoredOptions).first {
                throw UsageError(message: "option --case cannot be combined with \(other)")
            }
            return .showCase(campaign, index: single)
        }
        let out = parsed.value("--out") ?? "out/fuzz"
        campaign.corpusDirectory = (out as NSString).appendingPathComponent("corpus")
        return .campaign(campaign, json: parsed.value("--json"), logCases: parsed.flag("--log-cases"))
    }

    /// How much a campaign runs: `--count` or `--time`, `--jobs` and `--shard`.
    private static func parseBudget(_ parsed: ParsedArguments, into campaign: inout FuzzCampaign) throws {
        let count: Int? = try parsed.integer("--count")
        let time: Double? = try parsed.value("--time").map { text in
            guard let value = Double(text), value > 0, value.isFinite else {
                throw UsageError(message: "--time expects seconds > 0, got '\(text)'")
            }
            return value
        }
        if count != nil, time != nil { throw UsageError(message: "give --count or --time, not both") }
        if let count, count < 0 { throw UsageError(message: "--count must be ≥ 0") }
        campaign.count = count ?? 200
        campaign.timeBudgetSeconds = time
        campaign.jobs = try parsed.integer("--jobs") ?? 1
        guard (1...256).contains(campaign.jobs) else { throw UsageError(message: "--jobs must be from 1 to 256") }
        if let text = parsed.value("--shard") {
            let shard = try ShardSelection(
                parsing: text, option: "--shard", environment: ProcessInfo.processInfo.environment)
            campaign.shardIndex = shard.index
            campaign.shardCount = shard.count
        }
    }

    /// `fuzz merge`'s arguments; its usage errors carry its own usage text.
    private static func parseMerge(_ arguments: [String]) throws -> Action {
        do {
            let parsed = try ParsedArguments(arguments, spec: mergeSpec)
            if parsed.wantsHelp { return .help(mergeSpec) }
            guard let out = parsed.value("--json") else { throw UsageError(message: "merge needs --json OUT") }
            guard !parsed.positionals.isEmpty else {
                throw UsageError(message: "merge needs the shard reports to merge")
            }
            return .merge(inputs: parsed.positionals, output: out)
        } catch var error as UsageError {
            error.spec = mergeSpec
            throw error
        }
    }

    static func run(arguments: [String]) throws -> Int32 {
        switch try parse(arguments) {
        case .help(let spec):
            print(spec.usage)
            return ExitStatus.success
        case .replay(let paths, let runner, let allowIncludeOutside):
            return replayFiles(paths, runner: runner, allowIncludeOutside: allowIncludeOutside)
        case .merge(let inputs, let output):
            return try merge(inputs, output: output)
        case .showCase(let campaign, let index):
            return showCase(campaign, index: index)
        case .campaign(let campaign, let json, let logCases):
            let corpus = campaign.corpusDirectory ?? "out/fuzz/corpus"
            try OutputPath.checkFolder((corpus as NSString).deletingLastPathComponent, role: "output folder")
            try OutputPath.checkFolder(corpus, role: "corpus folder")
            if let json { try OutputPlan.validate(outputs: [.init(role: "fuzz report", path: json)], inputs: []) }
            let announce: (@Sendable (Int) -> Void)? =
                logCases
                ? { @Sendable index in printError("case \(index)") } : nil
            let report = campaign.run(started: announce)
            printSummary(report)
            if let json { try write(report, to: json, role: "fuzz report") }
            let unwritten = report.failures.compactMap(\.fileError)
            for message in unwritten { printError("altsim fuzz: error: \(message)") }
            if !unwritten.isEmpty { return ExitStatus.badInput }
            return report.failures.isEmpty ? ExitStatus.success : ExitStatus.failure
        }
    }

    private static func showCase(_ campaign: FuzzCampaign, index: Int) -> Int32 {
        let seed = FuzzRandom.caseSeed(rootSeed: campaign.rootSeed, index: index)
        let fuzzCase = campaign.generator.generate(seed: seed)
        print(fuzzCase.text, terminator: "")
        guard let scenario = fuzzCase.scenario().scenario else {
            printError("the case does not load")
            return ExitStatus.failure
        }
        let violations = campaign.runner.run(scenario).observation.violations
        for violation in violations { print("# violated: \(violation.description)") }
        return violations.isEmpty ? ExitStatus.success : ExitStatus.failure
    }

    /// Checks each scenario file (folders searched as `altsim run` does) against the invariants.
    /// A file that cannot be loaded is reported (exit 2) and the others are still checked;
    /// includes stay in the scenario's folder tree as under `run`.
    private static func replayFiles(_ arguments: [String], runner: FuzzRunner, allowIncludeOutside: Bool) -> Int32 {
        guard let paths = scenarioFiles(arguments) else { return ExitStatus.badInput }
        var failed = false
        var badInput = false
        for path in paths {
            let scenario: Scenario
            do {
                let policy = includePolicy(for: path, arguments: arguments, allowOutside: allowIncludeOutside)
                scenario = try ScenarioExecution.load(path: path, includePolicy: policy)
            } catch {
                let message = shownMessage(error)
                printError(message.hasSuffix("\n") ? message : message + "\n", terminator: "")
                badInput = true
                continue
            }
            let observation = runner.run(scenario).observation
            let violations = observation.violations
            print("\(shown(path)): \(violations.isEmpty ? "all invariants hold" : "\(violations.count) violation(s)")")
            print(
                "  codes: "
                    + observation.codes.sorted { $0.key < $1.key }.map { "\($0.key)×\($0.value)" }.joined(
                        separator: ", "))
            print(
                "  transitions: "
                    + observation.transitions.sorted { $0.key < $1.key }.map { "\($0.key)×\($0.value)" }.joined(
                        separator: ", "))
            for violation in violations { print("  \(violation.description)") }
            failed = failed || !violations.isEmpty
        }
        if badInput { return ExitStatus.badInput }
        return failed ? ExitStatus.failure : ExitStatus.success
    }

    /// Merges the shard reports `inputs` into `out`; `command` starts the error messages
    /// (`altsim fuzz merge`, `altsim merge`).
    static func merge(_ inputs: [String], output out: String, command: String = "altsim fuzz merge") throws -> Int32 {
        try OutputPlan.validate(outputs: [.init(role: "merged report", path: out)], inputs: inputs)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        var reports: [FuzzReport] = []
        for path in inputs {
            // Read as every input of altsim is: a regular file of at most 64 MiB (a FIFO would
            // block, /dev/zero would fill the memory), the reason named.
            let data: Data
            do { data = Data(try ScenarioFileReader.read(path)) } catch {
                printError("\(command): error: \(shown(path)): cannot read the file: \(error)")
                return ExitStatus.badInput
            }
            do { reports.append(try decoder.decode(FuzzReport.self, from: data)) } catch {
                printError(
                    "\(command): error: \(shown(path)): not a fuzz report (\(DecodingProblem.describe(error, snakeCaseKeys: true))); "
                        + "give the JSON files written by 'altsim fuzz --json'")
                return ExitStatus.badInput
            }
        }
        if let problem = FuzzShardCoverage.problem(reports: reports, paths: inputs) {
            printError("\(command): error: \(problem)")
            return ExitStatus.badInput
        }
        let merged: FuzzReport
        do { merged = try FuzzReport.merge(reports) } catch {
            printError("\(command): error: \(error)")
            return ExitStatus.badInput
        }
        printSummary(merged)
        try write(merged, to: out, role: "merged report")
        return merged.failures.isEmpty ? ExitStatus.success : ExitStatus.failure
    }

    private static func write(_ report: FuzzReport, to path: String, role: String) throws {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try OutputFile.write(Array(try encoder.encode(report)), to: path, role: role)
    }

    private static func printSummary(_ report: FuzzReport) {
        print(
            "fuzz: root seed \(report.rootSeed), shards \(report.shards.joined(separator: ", ")), \(report.casesRun) cases in \(String(format: "%.1f", report.wallSeconds)) s (\(Int(report.casesPerMinute.rounded())) cases/min, \(report.jobs) jobs; \(Int(report.cpuCasesPerMinute.rounded())) cases per CPU-minute)"
        )
        for invariant in Invariant.allCases {
            let coverage = report.invariants[invariant.rawValue]
            print(
                "  \(invariant.rawValue.padding(toLength: 28, withPad: " ", startingAt: 0)) checked \(coverage?.checked ?? 0), violated in \(coverage?.violated ?? 0) cases"
            )
        }
        for row in report.expectations {
            print(
                "  \(row.expectation): reached in \(row.reachedRuns)/\(row.runs) runs — \(row.passed ? "holds" : "FAILS")"
            )
        }
        for failure in report.failures.prefix(20) {
            let shrink = failure.shrink.map { ", shrunk \($0)" } ?? ""
            let file = failure.file.map { " → \(shown($0))" } ?? ""
            print("  FAIL case \(failure.index): \(failure.detail)\(shrink)\(file)")
        }
        if report.failures.count > 20 { print("  … \(report.failures.count - 20) more failures in the JSON report") }
    }
}
