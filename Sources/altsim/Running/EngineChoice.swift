import Foundation
import ScenarioTesting
import Simulation

/// The engine options shared by `run`, `compare` and `fuzz`: `--engine CONFIG` (the built-in
/// engine, configured) or `--engine-process CMD` (an engine in another process, speaking
/// Docs/engine-protocol.md), with `--engine-timeout SECONDS` for the latter.
enum EngineChoice {
    static let processOption = OptionSpec.value(
        "--engine-process", "CMD",
        help: """
            run the engine CMD (started with /bin/sh -c, once per device) over the JSON Lines protocol \
            of Docs/engine-protocol.md instead of the built-in engine (not with --engine)
            """)
    static let timeoutOption = OptionSpec.value(
        "--engine-timeout", "SECONDS",
        help: """
            how long the --engine-process engine may take to answer one message (default 10; 0.001…3600)
            """)

    /// The engine process of `parsed`, or `nil` when `--engine-process` was not given; throws
    /// a `UsageError` for `--engine-timeout` alone, a bad timeout, or an empty command.
    static func process(_ parsed: ParsedArguments, conflicting others: [String]) throws -> EngineSpec? {
        guard let command = parsed.value("--engine-process") else {
            if parsed.has("--engine-timeout") {
                throw UsageError(message: "option --engine-timeout needs --engine-process")
            }
            return nil
        }
        if let other = parsed.given(others).first {
            throw UsageError(message: "options --engine-process and \(other) are exclusive (one engine per run)")
        }
        guard !command.allSatisfy(\.isWhitespace) else {
            throw UsageError(message: "option --engine-process expects a command, got an empty one")
        }
        var timeout = ProcessEngine.defaultTimeoutNanoseconds
        if let text = parsed.value("--engine-timeout") {
            guard let seconds = Double(text), seconds.isFinite, seconds >= 0.001, seconds <= 3600 else {
                throw UsageError(message: "option --engine-timeout expects seconds from 0.001 to 3600, got '\(text)'")
            }
            timeout = UInt64((seconds * 1e9).rounded())
        }
        return EngineSpec(processCommand: command, timeoutNanoseconds: timeout)
    }

    /// `text` as one POSIX shell word (``ShellWord/quoted(_:)``).
    static func shellWord(_ text: String) -> String { ShellWord.quoted(text) }
}
