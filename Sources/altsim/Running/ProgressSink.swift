import Foundation

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
