import Foundation

/// The progress of a campaign's runs and an estimate of the time left: the wall time per run
/// so far times the runs left (every run of a campaign simulates the same scenarios, so the
/// runs done are a fair sample). On a terminal the progress line is redrawn after each run;
/// a shard whose standard error is a file (a Slurm or Kubernetes log) prints one line at each
/// tenth of its runs instead. Reads the wall clock (the CLI may; the engine never does).
final class CampaignProgress: @unchecked Sendable {
    private let runs: Int
    private let label: String
    private let terminal: Terminal
    private let linesWithoutTerminal: Bool
    private let wallStart = Date()
    private let lock = NSLock()
    private var done = 0
    private var tenthsPrinted = 0

    /// - Parameters:
    ///   - runs: runs in all (scenarios × seeds).
    ///   - label: what the line starts with (`shard 2/4: `).
    ///   - linesWithoutTerminal: print lines when standard error is not a terminal.
    init(runs: Int, label: String, terminal: Terminal, linesWithoutTerminal: Bool) {
        self.runs = runs
        self.label = label
        self.terminal = terminal
        self.linesWithoutTerminal = linesWithoutTerminal
        if terminal.progress { terminal.showProgress(line(done: 0, elapsedSeconds: 0)) }
    }

    /// Counts one finished run and shows the progress.
    func runFinished() {
        lock.withLock {
            done += 1
            let elapsed = Date().timeIntervalSince(wallStart)
            if terminal.progress {
                terminal.showProgress(line(done: done, elapsedSeconds: elapsed))
            } else if linesWithoutTerminal, done * 10 / max(runs, 1) > tenthsPrinted {
                tenthsPrinted = done * 10 / max(runs, 1)
                printError(line(done: done, elapsedSeconds: elapsed))
            }
        }
    }

    /// Clears the progress line.
    func finish() { terminal.clearProgress() }

    /// `shard 2/4: 12/40 runs (30 %), 1.5 min elapsed, about 3.5 min left`.
    func line(done: Int, elapsedSeconds: Double) -> String {
        Self.line(label: label, done: done, runs: runs, elapsedSeconds: elapsedSeconds)
    }

    static func line(label: String, done: Int, runs: Int, elapsedSeconds: Double) -> String {
        let percent = runs == 0 ? 100 : done * 100 / runs
        var text = "\(label)\(done)/\(runs) runs (\(percent) %), \(ProgressSink.clock(elapsedSeconds)) elapsed"
        if done >= runs {
            text += ", done"
        } else if done > 0 {
            let left = elapsedSeconds / Double(done) * Double(runs - done)
            text += ", about \(ProgressSink.clock(left)) left"
        }
        return text
    }
}
