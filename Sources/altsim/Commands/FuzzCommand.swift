import Foundation
import Fuzzing
import Scenarios
import ScenarioTesting
import Simulation

/// `altsim fuzz`: swarm-generated scenarios checked against the invariants (Docs/fuzzing.md).
enum FuzzCommand: Subcommand {
    static let name = "fuzz"
    static let summary = "run a fuzzing campaign of generated scenarios"
    static let usage = """
        usage: altsim fuzz [--seed N] [--count K | --time S] [--jobs J] [--shard I/N] [--out DIR] [--json FILE]
                           [--no-shrink] [--no-determinism] [--duration SECONDS] [--log-cases]
               altsim fuzz --seed N --case I          print case I and check it
               altsim fuzz --replay FILE...           check scenario files against the invariants
               altsim fuzz merge A.json B.json ... --json OUT

        Generates cases from the root seed (case i from (seed, i), so results do not depend on
        --jobs), runs each through the simulator and checks the invariants; failures are shrunk
        and written as .scenario files into --out (default out/fuzz/corpus).
        --shard I/N runs the cases i with i % N == I (I from 0); the shards of a campaign
        partition it, and `merge` combines their JSON reports.
        --log-cases prints 'case I' to standard error before each case, so a crash (a trap ends
        the process) names the case to reproduce with --case I.
        Exit status: 0 when no invariant failed, 1 when one did, 2 for bad usage.
        """

    static func run(arguments: [String]) throws -> Int32 {
        var reader = ArgumentReader(arguments)
        if reader.wantsHelp { print(usage); return ExitStatus.success }
        if reader.remaining.first == "merge" { return try merge(Array(reader.remaining.dropFirst())) }
        if let replay = try reader.option("--replay") { return try replayFiles([replay] + reader.remaining) }
        var campaign = FuzzCampaign()
        campaign.rootSeed = try reader.integerOption("--seed", as: UInt64.self) ?? 1
        let count: Int? = try reader.integerOption("--count")
        let time: Double? = try reader.option("--time").map { text in
            guard let value = Double(text), value > 0, value.isFinite else { throw UsageError(message: "--time expects seconds > 0, got '\(text)'") }
            return value
        }
        if count != nil, time != nil { throw UsageError(message: "give --count or --time, not both") }
        if let count, count < 0 { throw UsageError(message: "--count must be ≥ 0") }
        campaign.count = count ?? 200
        campaign.timeBudgetSeconds = time
        campaign.jobs = try reader.integerOption("--jobs") ?? 1
        guard (1...256).contains(campaign.jobs) else { throw UsageError(message: "--jobs must be from 1 to 256") }
        if let shard = try reader.option("--shard") {
            let parts = shard.split(separator: "/").compactMap { Int($0) }
            guard parts.count == 2, parts[1] > 0, (0..<parts[1]).contains(parts[0]) else {
                throw UsageError(message: "--shard expects I/N with 0 ≤ I < N, got '\(shard)'")
            }
            campaign.shardIndex = parts[0]
            campaign.shardCount = parts[1]
        }
        if let duration: Int = try reader.integerOption("--duration") {
            guard (60...86_400).contains(duration) else { throw UsageError(message: "--duration must be from 60 to 86400 s") }
            campaign.generator.durationSeconds = duration
        }
        if reader.flag("--no-shrink") { campaign.shrinksPerInvariant = 0 }
        if reader.flag("--no-determinism") { campaign.runner.checkDeterminism = false }
        let out = try reader.option("--out") ?? "out/fuzz"
        let json = try reader.option("--json")
        let single: Int? = try reader.integerOption("--case")
        let logCases = reader.flag("--log-cases")
        try reader.rejectUnknownOptions()
        if let single { return showCase(campaign, index: single) }
        campaign.corpusDirectory = (out as NSString).appendingPathComponent("corpus")

        let announce: (@Sendable (Int) -> Void)? = logCases
            ? { @Sendable index in FileHandle.standardError.write(Data("case \(index)\n".utf8)) } : nil
        let report = campaign.run(started: announce)
        printSummary(report)
        if let json { try write(report, to: json) }
        return report.failures.isEmpty ? ExitStatus.success : ExitStatus.failure
    }

    private static func showCase(_ campaign: FuzzCampaign, index: Int) -> Int32 {
        let seed = FuzzRandom.caseSeed(rootSeed: campaign.rootSeed, index: index)
        let fuzzCase = campaign.generator.generate(seed: seed)
        print(fuzzCase.text, terminator: "")
        guard let scenario = fuzzCase.scenario().scenario else { printError("the case does not load"); return ExitStatus.failure }
        let violations = campaign.runner.run(scenario).observation.violations
        for violation in violations { print("# violated: \(violation.description)") }
        return violations.isEmpty ? ExitStatus.success : ExitStatus.failure
    }

    private static func replayFiles(_ paths: [String]) throws -> Int32 {
        var failed = false
        for path in paths {
            let scenario = try ScenarioExecution.load(path: path)
            let observation = FuzzRunner().run(scenario).observation
            let violations = observation.violations
            print("\(path): \(violations.isEmpty ? "all invariants hold" : "\(violations.count) violation(s)")")
            print("  codes: " + observation.codes.sorted { $0.key < $1.key }.map { "\($0.key)×\($0.value)" }.joined(separator: ", "))
            print("  transitions: " + observation.transitions.sorted { $0.key < $1.key }.map { "\($0.key)×\($0.value)" }.joined(separator: ", "))
            for violation in violations { print("  \(violation.description)") }
            failed = failed || !violations.isEmpty
        }
        return failed ? ExitStatus.failure : ExitStatus.success
    }

    private static func merge(_ arguments: [String]) throws -> Int32 {
        var reader = ArgumentReader(arguments)
        guard let out = try reader.option("--json") else { throw UsageError(message: "merge needs --json OUT") }
        try reader.rejectUnknownOptions()
        guard !reader.remaining.isEmpty else { throw UsageError(message: "merge needs the shard reports to merge") }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        var reports: [FuzzReport] = []
        for path in reader.remaining {
            guard let data = FileManager.default.contents(atPath: path) else {
                printError("altsim fuzz merge: error: \(path): cannot read the file")
                return ExitStatus.badInput
            }
            do { reports.append(try decoder.decode(FuzzReport.self, from: data)) } catch {
                printError("altsim fuzz merge: error: \(path): not a fuzz report (\(DecodingProblem.describe(error, snakeCaseKeys: true))); "
                           + "give the JSON files written by 'altsim fuzz --json'")
                return ExitStatus.badInput
            }
        }
        let merged: FuzzReport
        do { merged = try FuzzReport.merge(reports) } catch {
            printError("altsim fuzz merge: error: \(error)")
            return ExitStatus.badInput
        }
        printSummary(merged)
        try write(merged, to: out)
        return merged.failures.isEmpty ? ExitStatus.success : ExitStatus.failure
    }

    private static func write(_ report: FuzzReport, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(report).write(to: URL(fileURLWithPath: path))
    }

    private static func printSummary(_ report: FuzzReport) {
        print("fuzz: root seed \(report.rootSeed), shards \(report.shards.joined(separator: ", ")), \(report.casesRun) cases in \(String(format: "%.1f", report.wallSeconds)) s (\(Int(report.casesPerMinute.rounded())) cases/min, \(report.jobs) jobs; \(Int(report.cpuCasesPerMinute.rounded())) cases per CPU-minute)")
        for invariant in Invariant.allCases {
            let coverage = report.invariants[invariant.rawValue]
            print("  \(invariant.rawValue.padding(toLength: 28, withPad: " ", startingAt: 0)) checked \(coverage?.checked ?? 0), violated in \(coverage?.violated ?? 0) cases")
        }
        for row in report.expectations {
            print("  \(row.expectation): reached in \(row.reachedRuns)/\(row.runs) runs — \(row.passed ? "holds" : "FAILS")")
        }
        for failure in report.failures.prefix(20) {
            let shrink = failure.shrink.map { ", shrunk \($0)" } ?? ""
            let file = failure.file.map { " → \($0)" } ?? ""
            print("  FAIL case \(failure.index): \(failure.detail)\(shrink)\(file)")
        }
        if report.failures.count > 20 { print("  … \(report.failures.count - 20) more failures in the JSON report") }
    }
}
