/// A run-loop-free `EngineScheduler` that the owner advances by hand.
///
/// A phone app without its own scheduler port calls `advance(toNanoseconds:)` from its one
/// engine thread with the device time (e.g. on each sensor callback); due actions run there,
/// in time order, same-instant actions in the order they were scheduled.
public final class ManualScheduler: EngineScheduler {
    private struct Entry {
        var dueNanoseconds: Int64
        var sequence: UInt64
        var action: () -> Void
    }

    /// Current time, ns since the Unix epoch.
    public private(set) var nowNanoseconds: Int64
    private var entries: [Entry] = []
    private var nextSequence: UInt64 = 1

    /// A scheduler whose clock starts at `startNanoseconds`.
    public init(startNanoseconds: Int64) { nowNanoseconds = startNanoseconds }

    /// Schedules `action` to run once, `afterNanoseconds` (negative counts as 0) from now.
    public func schedule(afterNanoseconds: Int64, _ action: @escaping () -> Void) -> ScheduledActionToken {
        let sequence = nextSequence
        nextSequence += 1
        let delay = max(0, afterNanoseconds)
        let due = nowNanoseconds > Int64.max - delay ? Int64.max : nowNanoseconds + delay
        entries.append(Entry(dueNanoseconds: due, sequence: sequence, action: action))
        return ScheduledActionToken(rawValue: sequence)
    }

    /// Cancels a scheduled action; unknown tokens are ignored.
    public func cancel(_ token: ScheduledActionToken) {
        entries.removeAll { $0.sequence == token.rawValue }
    }

    /// Number of actions waiting.
    public var pendingCount: Int { entries.count }

    /// Moves the clock to `time` (never backwards), running every action due on the way.
    public func advance(toNanoseconds time: Int64) {
        while let index = nextDueIndex(notAfter: time) {
            let entry = entries.remove(at: index)
            nowNanoseconds = max(nowNanoseconds, entry.dueNanoseconds)
            entry.action()
        }
        nowNanoseconds = max(nowNanoseconds, time)
    }

    /// Moves the clock forward by `nanoseconds` (negative counts as 0; the clock stops at
    /// `Int64.max` rather than overflowing).
    public func advance(byNanoseconds nanoseconds: Int64) {
        let (sum, overflow) = nowNanoseconds.addingReportingOverflow(max(0, nanoseconds))
        advance(toNanoseconds: overflow ? Int64.max : sum)
    }

    private func nextDueIndex(notAfter time: Int64) -> Int? {
        var best: Int?
        for (index, entry) in entries.enumerated() where entry.dueNanoseconds <= time {
            if let current = best {
                let other = entries[current]
                if (entry.dueNanoseconds, entry.sequence) < (other.dueNanoseconds, other.sequence) { best = index }
            } else {
                best = index
            }
        }
        return best
    }
}
