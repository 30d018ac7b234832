import Foundation
import Reports
import ScenarioTesting
import Scenarios
import Simulation

/// `altsim compare PATH --a CONFIG --b CONFIG`: one scenario, one seed, two engine
/// configurations, one overlaid report and a table of differences.
enum CompareCommand: Subcommand {
    static let spec = CommandSpec(
        name: "compare",
        summary: "run one scenario under two engine configurations (A/B report)",
        synopsis: [
            "altsim compare PATH --a CONFIG --b CONFIG [--seed N] [--report FILE.html] [--quiet]",
            "altsim compare PATH [--a CONFIG] --engine-process CMD [--engine-timeout S] [--seed N] ...",
        ],
        discussion: """
            Runs the scenario file PATH twice with the same seed (default: its own), under engine
            configuration A and B, prints a table of differences and writes one HTML report with
            both runs overlaid (A solid, B dashed; default out/compare.html).

            CONFIG is a list of key=value items separated by spaces or ';' (empty or 'default': as
            the scenario says):
            \(EngineSpec.keyHelp)

            With --engine-process CMD, run B is the engine process CMD (Docs/engine-protocol.md)
            and run A the built-in engine (configured by --a, default: as written).
            """,
        options: [
            .value("--a", "CONFIG", help: "engine configuration of run A (required)"),
            .value("--b", "CONFIG", help: "engine configuration of run B (required unless --engine-process)"),
            EngineChoice.processOption,
            EngineChoice.timeoutOption,
            .value("--seed", "N", help: "the seed of both runs (default: the scenario's own)"),
            .value(
                "--report", "FILE", path: true, help: "write the overlaid HTML report there (default out/compare.html)"),
            .flag("--quiet", help: "no progress line (progress shows only when stderr is a terminal)"),
            .allowIncludeOutside,
        ],
        epilogue: """
            Example:
              altsim compare scenarios/demo/pressure-filter.scenario --a "filters=none" --b "filters=pressure"

            Exit status: 0 both runs completed (whatever their expectations say), 2 bad input.
            """)

    /// What `altsim compare` was asked for.
    struct Options: Sendable {
        var path: String
        var a: EngineSpec
        var b: EngineSpec
        var seed: UInt64?
        var report = "out/compare.html"
        var quiet = false
        /// `--allow-include-outside`: `include` and `terrain grid file` may leave the scenario's folder.
        var allowIncludeOutside = false
    }

    /// The options of `arguments`, or `nil` when they ask for the usage.
    static func parse(_ arguments: [String]) throws -> Options? {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.wantsHelp { return nil }
        var specA: EngineSpec
        var specB: EngineSpec
        if let process = try EngineChoice.process(parsed, conflicting: ["--b"]) {
            specA = try parsed.value("--a").map(EngineSpec.init(parsing:)) ?? .standard
            specB = process
        } else {
            guard let textA = parsed.value("--a"), let textB = parsed.value("--b") else {
                throw UsageError(message: "give both --a CONFIG and --b CONFIG (or --engine-process CMD for B)")
            }
            specA = try EngineSpec(parsing: textA)
            specB = try EngineSpec(parsing: textB)
        }
        if specA.label == specB.label {
            specA.label = "A: " + specA.label
            specB.label = "B: " + specB.label
        }
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            throw UsageError(message: "give exactly one scenario file")
        }
        var options = Options(path: path, a: specA, b: specB, seed: try parsed.integer("--seed"))
        options.report = parsed.value("--report") ?? options.report
        options.quiet = parsed.flag("--quiet")
        options.allowIncludeOutside = parsed.flag(OptionSpec.allowIncludeOutside.name)
        return options
    }

    static func run(arguments: [String]) throws -> Int32 {
        guard let options = try parse(arguments) else {
            print(usage)
            return ExitStatus.success
        }
        let path = options.path
        let specA = options.a
        let specB = options.b
        let seed = options.seed
        let reportPath = options.report
        let terminal = Terminal(quiet: options.quiet)
        let scenario: Scenarios.Scenario
        let policy = includePolicy(for: path, arguments: [], allowOutside: options.allowIncludeOutside)
        do { scenario = try ScenarioExecution.load(path: path, includePolicy: policy) } catch {
            printError(shownMessage(error))
            return ExitStatus.badInput
        }
        try OutputPlan.validate(
            outputs: [.init(role: "report", path: reportPath)],
            inputs: OutputPlan.inputs(of: [path], scenarios: [scenario]))
        let job = ScenarioJob(scenario: scenario, path: path)
        var results: [ScenarioJob.Result] = []
        for (letter, spec) in [("A", specA), ("B", specB)] {
            let prefix = "[\(letter)] \(shown(path)) (\(shown(spec.label)))"
            terminal.showProgress(prefix)
            let sinks: [any TraceSink] =
                terminal.progress
                ? [
                    ProgressSink(
                        terminal: terminal, prefix: prefix, startNanoseconds: scenario.startNanoseconds,
                        durationNanoseconds: scenario.durationNanoseconds)
                ] : []
            do {
                results.append(
                    try job.run(seed: seed, engine: spec, wantReport: true, keepRawSamples: true, traceSinks: sinks))
            } catch {
                terminal.clearProgress()
                printError(
                    "altsim compare: configuration \(letter) (\(shown(spec.label))): error: \(shownMessage(error))")
                return ExitStatus.badInput
            }
        }
        terminal.clearProgress()
        guard let reportA = results[0].report, let reportB = results[1].report else { return ExitStatus.badInput }
        let comparison = ComparisonReport(
            title: "A/B: " + scenario.name, generatedBy: "altsim " + (["compare"] + arguments).joined(separator: " "),
            labelA: specA.label, labelB: specB.label, a: reportA, b: reportB)
        print(summary(comparison, results: results))
        try OutputFile.write(HTMLReport.render(comparison), to: reportPath, role: "report")
        print("report: \(shown(reportPath))")
        return ExitStatus.success
    }

    /// The text table of differences.
    static func summary(_ comparison: ComparisonReport, results: [ScenarioJob.Result]) -> String {
        func figure(_ value: Double?, _ unit: String, _ digits: Int = 2) -> String {
            value.map { String(format: "%.\(digits)f", $0) + unit } ?? "—"
        }
        func share(_ value: Double?) -> String { value.map { String(format: "%.0f %%", $0 * 100) } ?? "—" }
        func held(_ report: ReportedRun) -> String {
            let unjudged = report.expectations.notJudgedCount
            return "\(report.expectations.heldCount) of \(report.expectations.judgedCount)"
                + (unjudged > 0 ? ", \(unjudged) not judged" : "")
        }
        let a = comparison.a
        let b = comparison.b
        var rows: [(String, String, String)] = [
            ("verdict", a.verdict.label, b.verdict.label),
            ("expectations held", held(a), held(b)),
            (
                "warnings raised", a.warningsRaised.joined(separator: ", ").ifEmpty("none"),
                b.warningsRaised.joined(separator: ", ").ifEmpty("none")
            ),
            ("callbacks with a warning", String(warningCallbacks(results[0])), String(warningCallbacks(results[1]))),
            (
                "p80 |HAE error|", figure(a.accuracy.p80AbsHAEErrorMeters, " m"),
                figure(b.accuracy.p80AbsHAEErrorMeters, " m")
            ),
            ("bias", figure(a.accuracy.biasMeters, " m"), figure(b.accuracy.biasMeters, " m")),
            ("coverage 68 %", share(a.accuracy.coverage68), share(b.accuracy.coverage68)),
            ("coverage 90 %", share(a.accuracy.coverage90), share(b.accuracy.coverage90)),
            (
                "time to first fix", figure(a.accuracy.timeToFirstFixSeconds, " s", 1),
                figure(b.accuracy.timeToFirstFixSeconds, " s", 1)
            ),
            ("trace hash", a.traceHash, b.traceHash),
        ]
        rows += codeRows(comparison)
        let labelA = shown(comparison.labelA)
        let labelB = shown(comparison.labelB)
        let widths = [
            (rows.map(\.0.count).max() ?? 0) + 2,
            max(labelA.count + 2, rows.map(\.1.count).max() ?? 0) + 1,
        ]
        func pad(_ text: String, _ width: Int) -> String {
            text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0)
        }
        var lines = [
            "\(shown(comparison.title)) — seed \(a.seed)",
            pad("", widths[0]) + "  " + pad("A " + labelA, widths[1]) + "  B " + labelB,
        ]
        for row in rows {
            let marker = row.1 == row.2 ? " " : "*"
            lines.append(marker + pad(row.0, widths[0] - 1) + "  " + pad(row.1, widths[1]) + "  " + row.2)
        }
        lines.append("(* differs)")
        return lines.joined(separator: "\n")
    }

    /// One row per code whose first appearance differs between the runs (`never` when a run
    /// never shows it), or `code timelines same` when none does.
    static func codeRows(_ comparison: ComparisonReport) -> [(String, String, String)] {
        let differences = CodeTimelineDifference.between(comparison.a.series, comparison.b.series)
        guard !differences.isEmpty else { return [("code timelines", "same", "same")] }
        return differences.map {
            (
                shown($0.name), CodeTimelineDifference.shown($0.firstInANanoseconds),
                CodeTimelineDifference.shown($0.firstInBNanoseconds)
            )
        }
    }

    /// Altitude callbacks of the first device whose context carries a warning code.
    static func warningCallbacks(_ result: ScenarioJob.Result) -> Int {
        result.outcome.run.records.reduce(0) { count, record in
            guard record.deviceIndex == 0, case .engine(.altitudeCallback(_, let context?), _) = record.event,
                let warning = context.warningCode, warning != 0
            else { return count }
            return count + 1
        }
    }
}

extension String {
    func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}
