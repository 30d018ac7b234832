import Foundation

/// What the terminal can do: colour on standard output, a progress line on standard error.
///
/// Colour only when standard output is a terminal and `NO_COLOR` is not set; progress only when
/// standard error is a terminal and `--quiet` was not given. Everything is readable without
/// colour (the words PASS/FAIL/ERROR carry the meaning).
struct Terminal {
    var colour: Bool
    var progress: Bool

    init(quiet: Bool) {
        colour = isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        progress = !quiet && isatty(STDERR_FILENO) == 1
    }

    /// `text` in green, red or bold red (when colour is on).
    func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// Colours the leading PASS/FAIL/ERROR word of a verdict line.
    func verdictLine(_ line: String) -> String {
        for (word, code) in [("PASS", "32"), ("FAIL", "31"), ("ERROR", "1;31")] where line.hasPrefix(word + " ") {
            return paint(word, code) + line.dropFirst(word.count)
        }
        return line
    }

    /// Overwrites the progress line on standard error.
    func showProgress(_ text: String) {
        guard progress else { return }
        printError("\r\u{1B}[2K" + text, terminator: "")
    }

    /// Clears the progress line.
    func clearProgress() {
        guard progress else { return }
        printError("\r\u{1B}[2K", terminator: "")
    }
}
