import Foundation
import Scenarios

/// `altsim check PATH...`: parses and validates scenario files without running them.
enum CheckCommand: Subcommand {
    static let spec = CommandSpec(
        name: "check",
        summary: "parse and validate scenario files",
        synopsis: ["altsim check PATH..."],
        discussion: """
            Parses and validates each scenario file; a folder is searched recursively for
            *.scenario files. A file without a `scenario` statement is a library (meant to be
            included): it is parsed and its names checked, but not compiled into a run.
            A file with any error is never a library. Includes and height grids must stay inside the
            scenario's folder tree unless --allow-include-outside is given.
            Errors print as `path:line:col: error: message` with the line and a caret.
            """,
        options: [.allowIncludeOutside],
        epilogue: "Exit status: 0 when every file is clean, 2 when any has an error.")

    /// What `altsim check` was asked for.
    struct Options: Sendable {
        var paths: [String] = []
        /// `--allow-include-outside`: `include` and `terrain grid file` may leave the scenario's folder.
        var allowIncludeOutside = false
    }

    /// The options of `arguments`, or `nil` when they ask for the usage.
    static func parse(_ arguments: [String]) throws -> Options? {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.wantsHelp { return nil }
        guard !parsed.positionals.isEmpty else { throw UsageError(message: "give at least one file or folder") }
        return Options(paths: parsed.positionals, allowIncludeOutside: parsed.flag(OptionSpec.allowIncludeOutside.name))
    }

    static func run(arguments: [String]) throws -> Int32 {
        guard let options = try parse(arguments) else {
            print(usage)
            return ExitStatus.success
        }
        let allowIncludeOutside = options.allowIncludeOutside
        guard let files = scenarioFiles(options.paths) else { return ExitStatus.badInput }
        var failed = 0
        var scenarios = 0
        var libraries = 0
        for file in files {
            let policy = includePolicy(for: file, arguments: options.paths, allowOutside: allowIncludeOutside)
            let loaded = ScenarioLoader(includePolicy: policy).loadScenario(path: file)
            if loaded.hasErrors {
                failed += 1
                printError(loaded.renderDiagnostics(), terminator: "")
            } else if loaded.isLibrary {
                libraries += 1
            } else {
                scenarios += 1
            }
        }
        let summary =
            "\(files.count) file\(files.count == 1 ? "" : "s") checked: \(scenarios) scenario\(scenarios == 1 ? "" : "s"), \(libraries) librar\(libraries == 1 ? "y" : "ies"), \(failed) with errors"
        if failed > 0 {
            printError(summary)
            return ExitStatus.badInput
        }
        print(summary)
        return ExitStatus.success
    }
}
