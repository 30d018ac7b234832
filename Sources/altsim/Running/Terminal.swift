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

/// A trace sink that redraws the progress line while a scenario runs: scenarios done / total and
/// simulated time per wall-clock second. Reads the wall clock (the CLI may; the engine never does).
final class ProgressSink: TraceSinkBox {
    private let terminal: Terminal
    private let prefix: String
    private let startNanoseconds: Int64
    private let wallStart = Date()
    private var lastDraw = Date()
    private var counter = 0

    init(terminal: Terminal, prefix: String, startNanoseconds: Int64) {
        self.terminal = terminal
        self.prefix = prefix
        self.startNanoseconds = startNanoseconds
    }

    override func receive(time: Int64) {
        counter &+= 1
        guard counter & 0xFFF == 0 else { return }
        let now = Date()
        guard now.timeIntervalSince(lastDraw) > 0.2 else { return }
        lastDraw = now
        let simulated = Double(time - startNanoseconds) / 1e9
        let rate = simulated / max(now.timeIntervalSince(wallStart), 1e-3)
        terminal.showProgress("\(prefix)  \(Self.clock(simulated)) simulated, \(Self.clock(rate)) per second")
    }

    static func clock(_ seconds: Double) -> String {
        if seconds >= 86_400 { return String(format: "%.1f d", seconds / 86_400) }
        if seconds >= 3600 { return String(format: "%.1f h", seconds / 3600) }
        if seconds >= 60 { return String(format: "%.1f min", seconds / 60) }
        return String(format: "%.0f s", seconds)
    }
}
