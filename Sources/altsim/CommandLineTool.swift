import Foundation
import Scenarios

/// One `altsim` subcommand. Each lives in its own file under `Commands/`; its `spec` declares
/// its options once, for both its usage text and its parser (`ParsedArguments`).
protocol Subcommand {
    /// The command's name, usage text and options.
    static var spec: CommandSpec { get }
    /// The word that selects it (`run`, `check`, `bench`, …); `spec.name`.
    static var name: String { get }
    /// One line for the top-level usage text; `spec.summary`.
    static var summary: String { get }
    /// Full usage text printed for `--help` and usage errors; `spec.usage`.
    static var usage: String { get }
    /// Runs with the arguments after the subcommand's name; returns the exit status.
    static func run(arguments: [String]) throws -> Int32
}

extension Subcommand {
    static var name: String { spec.name }
    static var summary: String { spec.summary }
    static var usage: String { spec.usage }
}

/// Writes to standard error (a failed write, such as a full disk, is ignored rather than a trap).
func printError(_ text: String, terminator: String = "\n") {
    try? FileHandle.standardError.write(contentsOf: Data((text + terminator).utf8))
}

/// A path, option value or other word from the user, as altsim prints it: control characters
/// shown as escapes (`TerminalText.escaped`), so a hostile name cannot drive the terminal.
func shown(_ text: String) -> String { TerminalText.escaped(text) }

/// An error's text as altsim prints it: its lines kept, every other control character shown
/// as an escape (a path inside it may come from the user).
func shownMessage(_ error: any Error) -> String { TerminalText.escaped("\(error)", keepingLineBreaks: true) }
