import Foundation

/// One `altsim` subcommand. Each lives in its own file under `Commands/`.
protocol Subcommand {
    /// The word that selects it (`run`, `check`, `bench`, …).
    static var name: String { get }
    /// One line for the top-level usage text.
    static var summary: String { get }
    /// Full usage text printed for `--help` and usage errors.
    static var usage: String { get }
    /// Runs with the arguments after the subcommand's name; returns the exit status.
    static func run(arguments: [String]) throws -> Int32
}

/// A mistake in how the tool was called: printed with the usage text, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Exit statuses of the command-line contract (Docs/cli.md).
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let badInput: Int32 = 2
}

/// Small, explicit argument reading shared by the subcommands.
struct ArgumentReader {
    private(set) var remaining: [String]

    init(_ arguments: [String]) { remaining = arguments }

    /// Whether `--help` or `-h` was given.
    var wantsHelp: Bool { remaining.contains("--help") || remaining.contains("-h") }

    /// Removes a boolean flag and says whether it was present.
    mutating func flag(_ name: String) -> Bool {
        guard let index = remaining.firstIndex(of: name) else { return false }
        remaining.remove(at: index)
        return true
    }

    /// Removes `name VALUE` (or `name=VALUE`) and returns VALUE.
    mutating func option(_ name: String) throws -> String? {
        if let index = remaining.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            let value = String(remaining[index].dropFirst(name.count + 1))
            remaining.remove(at: index)
            return value
        }
        guard let index = remaining.firstIndex(of: name) else { return nil }
        guard index + 1 < remaining.count else {
            throw UsageError(message: "option \(name) needs a value")
        }
        let value = remaining[index + 1]
        remaining.removeSubrange(index...(index + 1))
        return value
    }

    /// Removes an integer option.
    mutating func integerOption<T: FixedWidthInteger>(_ name: String, as type: T.Type = T.self) throws -> T? {
        guard let text = try option(name) else { return nil }
        guard let value = T(text) else {
            throw UsageError(message: "option \(name) expects an integer, got '\(text)'")
        }
        return value
    }

    /// Fails when anything that looks like an option is left over.
    func rejectUnknownOptions() throws {
        if let unknown = remaining.first(where: { $0.hasPrefix("-") }) {
            throw UsageError(message: "unknown option '\(unknown)'")
        }
    }
}

/// Writes to standard error (a failed write, such as a full disk, is ignored rather than a trap).
func printError(_ text: String, terminator: String = "\n") {
    try? FileHandle.standardError.write(contentsOf: Data((text + terminator).utf8))
}
