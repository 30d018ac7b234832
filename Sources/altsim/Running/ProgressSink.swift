import Foundation

/// A trace sink that redraws the progress line while a scenario runs: scenarios done / total,
/// simulated time per wall-clock second and, when the scenario's length is known, the wall time
/// left at that rate. Reads the wall clock (the CLI may; the engine never does).
final class ProgressSink: TraceSinkBox {
    private let terminal: Terminal
    private let prefix: String
    private let startNanoseconds: Int64
    private let durationNanoseconds: Int64?
    private let wallStart = Date()
    private var lastDraw = Date()
    private var counter = 0

    /// - Parameter durationNanoseconds: the scenario's simulated length, for the time left.
    init(terminal: Terminal, prefix: String, startNanoseconds: Int64, durationNanoseconds: Int64? = nil) {
        self.terminal = terminal
        self.prefix = prefix
        self.startNanoseconds = startNanoseconds
        self.durationNanoseconds = durationNanoseconds
    }

    override func receive(time: Int64) {
        counter &+= 1
        guard counter & 0xFFF == 0 else { return }
        let now = Date()
        guard now.timeIntervalSince(lastDraw) > 0.2 else { return }
        lastDraw = now
        let simulated = Double(time - startNanoseconds) / 1e9
        let rate = simulated / max(now.timeIntervalSince(wallStart), 1e-3)
        terminal.showProgress(
            Self.line(
                prefix: prefix, simulatedSeconds: simulated, ratePerSecond: rate,
                durationSeconds: durationNanoseconds.map { Double($0) / 1e9 }))
    }

    /// `[1/3] a.scenario  12.0 min simulated, 3.0 min per second, about 16 s left`.
    static func line(prefix: String, simulatedSeconds: Double, ratePerSecond: Double, durationSeconds: Double?)
        -> String
    {
        var text = "\(prefix)  \(clock(simulatedSeconds)) simulated, \(clock(ratePerSecond)) per second"
        if let durationSeconds, ratePerSecond > 0, durationSeconds > simulatedSeconds {
            text += ", about \(clock((durationSeconds - simulatedSeconds) / ratePerSecond)) left"
        }
        return text
    }

    static func clock(_ seconds: Double) -> String {
        if seconds >= 86_400 { return String(format: "%.1f d", seconds / 86_400) }
        if seconds >= 3600 { return String(format: "%.1f h", seconds / 3600) }
        if seconds >= 60 { return String(format: "%.1f min", seconds / 60) }
        return String(format: "%.0f s", seconds)
    }
}
