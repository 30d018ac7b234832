import Foundation

/// Every subcommand, in the order the usage text lists them.
let subcommands: [any Subcommand.Type] = [
    VersionCommand.self,
    BenchCommand.self,
    CheckCommand.self,
    RunCommand.self,
    ReplayCommand.self,
    CompareCommand.self,
    FuzzCommand.self,
]

func topLevelUsage(_ subcommands: [any Subcommand.Type]) -> String {
    var text = "usage: altsim <command> [options]\n\ncommands:\n"
    for command in subcommands {
        text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary + "\n"
    }
    text += "\nRun 'altsim <command> --help' for a command's options."
    return text
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let first = arguments.first else {
    printError(topLevelUsage(subcommands))
    exit(ExitStatus.badInput)
}
if first == "--help" || first == "-h" || first == "help" {
    print(topLevelUsage(subcommands))
    exit(ExitStatus.success)
}
guard let command = subcommands.first(where: { $0.name == first }) else {
    printError("altsim: unknown command '\(first)'\n\n" + topLevelUsage(subcommands))
    exit(ExitStatus.badInput)
}
do {
    exit(try command.run(arguments: Array(arguments.dropFirst())))
} catch let error as UsageError {
    printError("altsim \(command.name): \(error.message)\n\n\(command.usage)")
    exit(ExitStatus.badInput)
} catch {
    printError("altsim \(command.name): error: \(error)")
    exit(ExitStatus.badInput)
}
