import Foundation
import Scenarios

/// The `altsim` tool: picks the subcommand named by the first word and runs it.
enum AltsimTool {
    /// Every subcommand, in the order the usage text lists them.
    static var subcommands: [any Subcommand.Type] {
        [
            VersionCommand.self,
            BenchCommand.self,
            CheckCommand.self,
            RunCommand.self,
            ReplayCommand.self,
            CompareCommand.self,
            LogCommand.self,
            FuzzCommand.self,
            MergeCommand.self,
        ]
    }

    static var topLevelUsage: String {
        var text = "usage: altsim <command> [options]\n\ncommands:\n"
        for command in subcommands {
            text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += "\nRun 'altsim <command> --help' for a command's options."
        return text
    }

    /// Runs the tool with `arguments` (without the program's name); returns the exit status.
    static func main(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            printError(topLevelUsage)
            return ExitStatus.badInput
        }
        if first == "--help" || first == "-h" || first == "help" {
            if first == "help", arguments.count > 1 {
                return run(subcommands.first { $0.name == arguments[1] }, help: arguments[1])
            }
            print(topLevelUsage)
            return ExitStatus.success
        }
        guard let command = subcommands.first(where: { $0.name == first }) else {
            printError("altsim: \(unknownCommandMessage(first))\n\n" + topLevelUsage)
            return ExitStatus.badInput
        }
        return run(command, arguments: Array(arguments.dropFirst()))
    }

    /// `altsim help COMMAND`: the command's usage, as `altsim COMMAND --help` prints it.
    static func run(_ command: (any Subcommand.Type)?, help word: String) -> Int32 {
        guard let command else {
            printError("altsim: \(unknownCommandMessage(word))\n\n" + topLevelUsage)
            return ExitStatus.badInput
        }
        print(command.usage)
        return ExitStatus.success
    }

    /// The message for a first word that names no command, with a "did you mean".
    static func unknownCommandMessage(_ word: String) -> String {
        if ParsedArguments.looksLikeOption(word) { return "give the command before its options (got '\(shown(word))')" }
        let hint = EditDistance.didYouMean(word, among: subcommands.map { $0.name }).map { "; " + $0 } ?? ""
        return "unknown command '\(shown(word))'\(hint)"
    }

    /// Runs `command`; prints a usage error with the usage of the command it concerns.
    static func run(_ command: any Subcommand.Type, arguments: [String]) -> Int32 {
        do {
            return try command.run(arguments: arguments)
        } catch let error as UsageError {
            let spec = error.spec ?? command.spec
            printError("altsim \(spec.name): \(shown(error.message))\n\n\(spec.usage)")
            return ExitStatus.badInput
        } catch {
            printError("altsim \(command.name): error: \(shownMessage(error))")
            return ExitStatus.badInput
        }
    }
}
