import Foundation
import Scenarios

/// `altsim bench <target> [--json] [--samples N] [--days N | --hours N]`: performance figures measured in one process.
///
/// Each target is one entry of `BenchCommand.targets`; a new benchmark is a `BenchTarget` and
/// its file under `Benchmarks/`.
enum BenchCommand: Subcommand {
    /// The benchmarks, in the order the usage text lists them.
    static let targets: [BenchTarget] = [
        NoiseBenchmark.target,
        SimulationBenchmark.target,
    ]

    static var spec: CommandSpec {
        var discussion = """
            Runs a benchmark in this process and prints its figures (a table, or one JSON
            object with sorted keys with --json). Build with -c release for real numbers.

            targets:
            """
        for target in targets {
            discussion += "\n  " + target.name.padding(toLength: 10, withPad: " ", startingAt: 0) + target.summary
        }
        return CommandSpec(
            name: "bench",
            summary: "measure performance (noise, sim)",
            synopsis: ["altsim bench <target> [--json] [--samples N] [--days N | --hours N]"],
            discussion: discussion,
            options: [
                .flag("--json", help: "print one JSON object instead of a table"),
                .value(
                    "--samples", "N",
                    help:
                        "samples per measurement (default \(BenchOptions.defaultSamples), 1000…\(BenchOptions.maximumSamples))"
                ),
                .value("--days", "N", help: "simulated days of the sim workload (default 1, at most 366)"),
                .value("--hours", "N", help: "simulated hours instead (for short profiles), 1…24"),
            ])
    }

    /// What `altsim bench` was asked for.
    struct Options: Sendable {
        var target: BenchTarget
        var json = false
        var bench: BenchOptions
    }

    /// The options of `arguments`, or `nil` when they ask for the usage.
    static func parse(_ arguments: [String]) throws -> Options? {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.wantsHelp { return nil }
        let samples = try parsed.integer("--samples", as: Int.self) ?? BenchOptions.defaultSamples
        guard (1000...BenchOptions.maximumSamples).contains(samples) else {
            throw UsageError(message: "--samples must be from 1000 to \(BenchOptions.maximumSamples), got \(samples)")
        }
        let days = try parsed.integer("--days", as: Int.self) ?? 1
        guard (1...366).contains(days) else {
            throw UsageError(message: "--days must be from 1 to 366, got \(days)")
        }
        let hours = try parsed.integer("--hours", as: Int.self)
        if let hours, !(1...24).contains(hours) {
            throw UsageError(message: "--hours must be from 1 to 24, got \(hours)")
        }
        let names = targets.map(\.name)
        guard let targetName = parsed.positionals.first else {
            throw UsageError(message: "missing benchmark target (one of: \(names.joined(separator: ", ")))")
        }
        try parsed.rejectPositionals(beyond: 1)
        guard let target = targets.first(where: { $0.name == targetName }) else {
            let hint = EditDistance.didYouMean(targetName, among: names).map { "; " + $0 } ?? ""
            throw UsageError(
                message: "unknown benchmark target '\(targetName)' (one of: \(names.joined(separator: ", ")))\(hint)")
        }
        return Options(
            target: target, json: parsed.flag("--json"), bench: BenchOptions(samples: samples, days: days, hours: hours)
        )
    }

    static func run(arguments: [String]) throws -> Int32 {
        guard let options = try parse(arguments) else {
            print(usage)
            return ExitStatus.success
        }
        let figures = options.target.run(options.bench)
        print(options.json ? figures.json : figures.table)
        return ExitStatus.success
    }
}

/// Monotonic nanoseconds (never used in library code: benchmarks only).
func monotonicNanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
