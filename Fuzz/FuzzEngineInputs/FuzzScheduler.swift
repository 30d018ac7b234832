import AltitudeEngine

/// The fuzz-local clock: runs due actions in (due time, scheduling order), never inside
/// `schedule`, cancelled ones never. Traps on a livelock (the engine scheduling work at one
/// instant without end); stops running (``isExhausted``) after a total action budget so one
/// input cannot take seconds (a 1 s altitude mode over days of virtual time: the budget is
/// about 80 min of it; ~0.1 ms per action under ASan at -Onone).
final class FuzzScheduler: EngineScheduler {
    private struct Entry {
        var dueNanoseconds: Int64
        var sequence: UInt64
        var action: () -> Void
    }

    private(set) var nowNanoseconds: Int64
    private var entries: [Entry] = []
    private var nextSequence: UInt64 = 1
    private var actionsRun = 0
    private var actionsAtThisInstant = 0
    /// Called after every action (the harness checks its deadlines there).
    var afterAction: () -> Void = {}

    static let actionBudget = 5_000
    static let livelockLimit = 20_000

    init(startNanoseconds: Int64) { nowNanoseconds = startNanoseconds }

    var isExhausted: Bool { actionsRun >= Self.actionBudget }

    func schedule(afterNanoseconds: Int64, _ action: @escaping () -> Void) -> ScheduledActionToken {
        let sequence = nextSequence
        nextSequence += 1
        let due = Saturating.add(nowNanoseconds, max(0, afterNanoseconds))
        entries.append(Entry(dueNanoseconds: due, sequence: sequence, action: action))
        return ScheduledActionToken(rawValue: sequence)
    }

    func cancel(_ token: ScheduledActionToken) {
        entries.removeAll { $0.sequence == token.rawValue }
    }

    /// Runs every action due up to `time` (clamped to never go back), then sets the clock to `time`.
    func advance(toNanoseconds time: Int64) {
        while !isExhausted, let index = nextDueIndex(notAfter: time) {
            let entry = entries.remove(at: index)
            if entry.dueNanoseconds > nowNanoseconds {
                nowNanoseconds = entry.dueNanoseconds
                actionsAtThisInstant = 0
            }
            actionsRun += 1
            actionsAtThisInstant += 1
            if actionsAtThisInstant > Self.livelockLimit {
                fatalError("livelock: more than \(Self.livelockLimit) scheduled actions at t = \(nowNanoseconds) ns")
            }
            entry.action()
            afterAction()
        }
        if !isExhausted, time > nowNanoseconds {
            nowNanoseconds = time
            actionsAtThisInstant = 0
        }
    }

    func advance(byNanoseconds nanoseconds: Int64) {
        advance(toNanoseconds: Saturating.add(nowNanoseconds, max(0, nanoseconds)))
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

/// Int64 arithmetic that saturates instead of trapping (the harness's own sums).
enum Saturating {
    static func add(_ a: Int64, _ b: Int64) -> Int64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? .max : .min) : sum
    }
}
