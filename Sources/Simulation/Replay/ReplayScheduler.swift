import AltitudeEngine

/// The replay's `EngineScheduler`: a manual clock like `ManualScheduler` (same-instant actions
/// in scheduling order) that can also run the due actions of one instant one at a time, so the
/// replay can interleave them with recorded inputs of that same instant as the trace orders them.
final class ReplayScheduler: EngineScheduler {
    private struct Entry {
        var dueNanoseconds: Int64
        var sequence: UInt64
        var action: () -> Void
    }

    /// Current time, ns since the Unix epoch.
    private(set) var nowNanoseconds: Int64
    private var entries: [Entry] = []
    private var nextSequence: UInt64 = 1

    init(startNanoseconds: Int64) { nowNanoseconds = startNanoseconds }

    func schedule(afterNanoseconds: Int64, _ action: @escaping () -> Void) -> ScheduledActionToken {
        let sequence = nextSequence
        nextSequence += 1
        let delay = max(0, afterNanoseconds)
        let due = nowNanoseconds > Int64.max - delay ? Int64.max : nowNanoseconds + delay
        entries.append(Entry(dueNanoseconds: due, sequence: sequence, action: action))
        return ScheduledActionToken(rawValue: sequence)
    }

    func cancel(_ token: ScheduledActionToken) {
        entries.removeAll { $0.sequence == token.rawValue }
    }

    /// Runs the earliest action due at or before `time` (ties: scheduling order); `false` when none is.
    @discardableResult
    func runNext(notAfter time: Int64) -> Bool {
        var best: Int?
        for (index, entry) in entries.enumerated() where entry.dueNanoseconds <= time {
            if let current = best {
                let other = entries[current]
                if (entry.dueNanoseconds, entry.sequence) < (other.dueNanoseconds, other.sequence) { best = index }
            } else {
                best = index
            }
        }
        guard let best else { return false }
        let entry = entries.remove(at: best)
        nowNanoseconds = max(nowNanoseconds, entry.dueNanoseconds)
        entry.action()
        return true
    }

    /// Sets the clock to `time` (never backwards) without running the actions due by then;
    /// they run at the next `advance` or `runNext`, before anything due later.
    func moveClock(toNanoseconds time: Int64) {
        nowNanoseconds = max(nowNanoseconds, time)
    }

    /// Runs every action due at or before `time`, then sets the clock to `time` (never backwards).
    func advance(toNanoseconds time: Int64) {
        while runNext(notAfter: time) {}
        nowNanoseconds = max(nowNanoseconds, time)
    }
}
