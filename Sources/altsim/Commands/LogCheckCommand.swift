import FieldLogs
import Foundation

/// `altsim log check RECORDING...`: imports each recording and prints what it holds and every row
/// class the importer cleaned.
enum LogCheckCommand: Subcommand {
    static let spec = CommandSpec(
        name: "log check",
        summary: "import and validate real phone recordings",
        synopsis: ["altsim log check RECORDING... [--format NAME]"],
        discussion: """
            Imports each recording (a file or an export folder) and prints its format, the pressure
            unit decided from the readings' magnitude, its streams and labels, and the count of every
            class of dirty row (empty cells, sentinels, duplicate or backward times, gaps, …): none is
            dropped silently. A recording that cannot be imported (not text, no pressure, a pressure
            column of no unit or of mixed units) is an error naming the file and line.
            """,
        options: [LogCommand.formatOption],
        epilogue: "Exit status: 0 when every recording imports, 2 when any cannot (or for bad usage).")

    /// What `altsim log check` was asked for.
    struct Options {
        var paths: [String]
        var format: RecordingFormat?
    }

    /// The options of `arguments`, or `nil` when they ask for the usage.
    static func parse(_ arguments: [String]) throws -> Options? {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.wantsHelp { return nil }
        guard !parsed.positionals.isEmpty else { throw UsageError(message: "give at least one recording", spec: spec) }
        return Options(paths: parsed.positionals, format: try LogCommand.format(parsed, spec: spec))
    }

    static func run(arguments: [String]) throws -> Int32 {
        guard let options = try parse(arguments) else {
            print(usage)
            return ExitStatus.success
        }
        let format = options.format
        var refused = 0
        var cleaned = 0
        for path in options.paths {
            do {
                let recording = try RecordingFormat.importRecording(path: path, format: format)
                print(RecordingSummary.text(recording))
                if recording.tally.total > 0 { cleaned += 1 }
            } catch {
                refused += 1
                printError(shownMessage(error))
            }
        }
        let count = options.paths.count
        let summary =
            "\(count) recording\(count == 1 ? "" : "s") checked: \(count - refused - cleaned) clean, \(cleaned) with cleaned rows, \(refused) refused"
        if refused > 0 {
            printError(summary)
            return ExitStatus.badInput
        }
        print(summary)
        return ExitStatus.success
    }
}
