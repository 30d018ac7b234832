import FieldLogs
import Foundation

/// `altsim log run`: placeholder until the runner lands.
enum LogRunCommand: Subcommand {
    static let spec = CommandSpec(
        name: "log run", summary: "run recordings through the engine",
        synopsis: ["altsim log run RECORDING... --site SITE.scenario [--format NAME] [--json FILE] [--trace FILE]"])

    static func run(arguments: [String]) throws -> Int32 {
        throw UsageError(message: "not available yet", spec: spec)
    }
}
