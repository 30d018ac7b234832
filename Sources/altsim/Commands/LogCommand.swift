import FieldLogs
import Foundation
import Scenarios

/// `altsim log check|run`: real phone recordings imported, checked and run through the engine
/// (Docs/field-logs.md).
enum LogCommand: Subcommand {
    static let spec = CommandSpec(
        name: "log",
        summary:
            "check real phone recordings, run them through the engine, compare them with a scenario, or fit a phone model to them",
        synopsis: [
            "altsim log check RECORDING... [--format NAME]",
            "altsim log run RECORDING... --site SITE.scenario [--format NAME] [--json FILE] [--trace FILE]",
            "altsim log compare RECORDING... --site SITE.scenario --with SCENARIO.scenario [--seeds LIST]",
            "altsim log fit RECORDING... [--name NAME] [--format NAME]",
        ],
        discussion: """
            A RECORDING is a file or an export folder in one of the formats of Docs/field-logs.md
            (falcon-2018, sensor-logger, gnsslogger, native, native-jsonl), detected from its header
            unless --format names it. Run 'altsim log check --help', 'altsim log run --help', 'altsim log compare --help' or 'altsim log fit --help'.
            """,
        epilogue: "Exit status: that of the subcommand; 2 for bad usage.")

    static func run(arguments: [String]) throws -> Int32 {
        switch arguments.first {
        case "check": return try LogCheckCommand.run(arguments: Array(arguments.dropFirst()))
        case "run": return try LogRunCommand.run(arguments: Array(arguments.dropFirst()))
        case "compare": return try LogCompareCommand.run(arguments: Array(arguments.dropFirst()))
        case "fit": return try LogFitCommand.run(arguments: Array(arguments.dropFirst()))
        case "--help", "-h", nil:
            if arguments.isEmpty { throw UsageError(message: "give a subcommand: check, run, compare or fit") }
            print(usage)
            return ExitStatus.success
        case let word?:
            let hint = EditDistance.didYouMean(word, among: ["check", "run", "compare", "fit"]).map { "; " + $0 } ?? ""
            throw UsageError(message: "unknown subcommand '\(shown(word))'\(hint): give check, run, compare or fit")
        }
    }

    /// `--format NAME`, shared by the subcommands.
    static let formatOption = OptionSpec.value(
        "--format", "NAME",
        help: "read every recording in this format (\(RecordingFormat.names)) instead of detecting it")

    /// The format named by `--format`, `nil` when not given.
    static func format(_ parsed: ParsedArguments, spec: CommandSpec) throws -> RecordingFormat? {
        guard let name = parsed.value(formatOption.name) else { return nil }
        guard let format = RecordingFormat(name: name) else {
            throw UsageError(
                message: "unknown format '\(shown(name))': give one of \(RecordingFormat.names)", spec: spec)
        }
        return format
    }
}
