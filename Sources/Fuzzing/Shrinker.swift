/// Shrinks a failing case while the same invariant keeps failing: drops devices, world
/// statements (buildings, fronts, faults, …), timeline steps and actions, option clauses and
/// expectations; halves the duration; moves numbers toward zero (magnitudes toward neutral).
///
/// Greedy: the first smaller candidate that still loads and still violates the invariant is
/// kept, and the search restarts from it, until no candidate helps or the budget of runs is
/// spent. Deterministic: the same case and engine always shrink to the same result.
public struct Shrinker: Sendable {
    /// The runner that decides whether a candidate still fails.
    public var runner: FuzzRunner
    /// The most runs a shrink may use.
    public var maximumRuns: Int

    /// Creates a shrinker.
    public init(runner: FuzzRunner, maximumRuns: Int = 400) {
        self.runner = runner
        self.maximumRuns = maximumRuns
    }

    /// The result of a shrink.
    public struct Result: Hashable, Sendable {
        /// The smallest failing case found.
        public var shrunk: FuzzCase
        /// Events before the shrink (``FuzzCase/eventCount``).
        public var eventsBefore: Int
        /// Events after the shrink.
        public var eventsAfter: Int
        /// Runs used.
        public var runs: Int
        /// The violations of the shrunk case's run.
        public var violations: [Violation]

        /// `41 events → 3`.
        public var summary: String { "\(eventsBefore) events → \(eventsAfter)" }
    }

    /// Shrinks `original`, which violates `invariant`.
    public func shrink(_ original: FuzzCase, invariant: Invariant) -> Result {
        var current = original
        var runs = 0
        var violations: [Violation] = []
        var progressed = true
        while progressed, runs < maximumRuns {
            progressed = false
            for candidate in Self.candidates(of: current) where runs < maximumRuns {
                guard let scenario = candidate.scenario().scenario else { continue }
                runs += 1
                let observed = runner.run(scenario).observation.violations
                if observed.contains(where: { $0.invariant == invariant }) {
                    current = candidate
                    violations = observed
                    progressed = true
                    break
                }
            }
        }
        if violations.isEmpty, let scenario = current.scenario().scenario {
            violations = runner.run(scenario).observation.violations
        }
        return Result(
            shrunk: current, eventsBefore: original.eventCount, eventsAfter: current.eventCount,
            runs: runs, violations: violations)
    }

    /// Smaller variants of `c`, the biggest cuts first.
    public static func candidates(of c: FuzzCase) -> [FuzzCase] {
        var out: [FuzzCase] = []
        if !c.expectations.isEmpty {
            var x = c
            x.expectations = []
            out.append(x)
        }
        for d in c.devices.indices where c.devices.count > 1 {
            var x = c
            x.devices.remove(at: d)
            out.append(x)
        }
        for w in c.world.indices {
            var x = c
            x.world.remove(at: w)
            out.append(x)
        }
        for d in c.devices.indices {
            let timeline = c.devices[d].timeline
            if timeline.count > 2 {
                var x = c
                x.devices[d].timeline = Array(timeline.prefix(timeline.count / 2))
                out.append(x)
            }
            for s in timeline.indices {
                var x = c
                x.devices[d].timeline.remove(at: s)
                out.append(x)
                for a in timeline[s].actions.indices where timeline[s].actions.count > 1 {
                    var y = c
                    y.devices[d].timeline[s].actions.remove(at: a)
                    out.append(y)
                }
            }
        }
        if c.durationSeconds > 60 {
            var x = c
            x.durationSeconds = max(60, (c.durationSeconds / 2 / 10) * 10)
            for d in x.devices.indices { x.devices[d].timeline.removeAll { $0.offsetSeconds >= x.durationSeconds } }
            out.append(x)
        }
        for d in c.devices.indices {
            for variant in Self.clauseDrops(c.devices[d].options) {
                var x = c
                x.devices[d].options = variant
                out.append(x)
            }
        }
        for w in c.world.indices {
            for variant in Self.clauseDrops(c.world[w]) {
                var x = c
                x.world[w] = variant
                out.append(x)
            }
            for variant in Self.numberShrinks(c.world[w]) {
                var x = c
                x.world[w] = variant
                out.append(x)
            }
        }
        for d in c.devices.indices {
            for variant in Self.numberShrinks(c.devices[d].options) {
                var x = c
                x.devices[d].options = variant
                out.append(x)
            }
            for s in c.devices[d].timeline.indices {
                for a in c.devices[d].timeline[s].actions.indices {
                    for variant in Self.numberShrinks(c.devices[d].timeline[s].actions[a]) {
                        var x = c
                        x.devices[d].timeline[s].actions[a] = variant
                        out.append(x)
                    }
                }
            }
        }
        return out
    }

    /// The text with one `, `-separated clause (after the first) or one `; ` section removed.
    public static func clauseDrops(_ text: String) -> [String] {
        var out: [String] = []
        let sections = text.components(separatedBy: "; ")
        if sections.count > 1 {
            for i in sections.indices {
                var s = sections
                s.remove(at: i)
                out.append(s.joined(separator: "; "))
            }
        }
        for (i, section) in sections.enumerated() {
            let clauses = section.components(separatedBy: ", ")
            for j in clauses.indices where clauses.count > 1 && (j > 0 || i > 0 || !text.hasPrefix("in ")) {
                var c = clauses
                c.remove(at: j)
                var s = sections
                s[i] = c.joined(separator: ", ")
                out.append(s.joined(separator: "; "))
            }
        }
        return out
    }

    /// The text with one free-standing number moved toward zero (halved, or 0 when below 1);
    /// digits inside names and clock times are left alone.
    public static func numberShrinks(_ text: String) -> [String] {
        let chars = Array(text)
        var out: [String] = []
        var i = 0
        while i < chars.count {
            let startsNumber = chars[i].isNumber || (chars[i] == "-" && i + 1 < chars.count && chars[i + 1].isNumber)
            let previousOK = i == 0 || chars[i - 1] == " " || chars[i - 1] == "+"
            guard startsNumber, previousOK else {
                i += 1
                continue
            }
            var j = i + 1
            while j < chars.count, chars[j].isNumber || chars[j] == "." { j += 1 }
            let nextOK = j == chars.count || (chars[j] != ":" && !chars[j].isLetter)
            if nextOK, let value = Double(String(chars[i..<j])), value != 0 {
                let smaller = abs(value) < 1 ? 0 : (value / 2).rounded(.towardZero)
                let replacement = smaller == smaller.rounded() ? String(Int(smaller)) : String(smaller)
                out.append(String(chars[..<i]) + replacement + String(chars[j...]))
            }
            i = j
        }
        return out
    }
}
