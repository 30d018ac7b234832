public import Scenarios

/// The verdicts of one run, and their text.
public struct ScenarioReport: Hashable, Sendable {
    /// The run's facts (seed, path, devices).
    public var facts: RunFacts
    /// One verdict per expectation and device, in order.
    public var verdicts: [ExpectationVerdict]

    /// Creates a report.
    public init(facts: RunFacts, verdicts: [ExpectationVerdict]) {
        self.facts = facts
        self.verdicts = verdicts
    }

    /// The failed verdicts.
    public var failures: [ExpectationVerdict] { verdicts.filter(\.failed) }
    /// True when no verdict failed (campaign observations do not count).
    public var passed: Bool { failures.isEmpty }

    /// `altsim run PATH --seed N` (with the options that select the engine), or `nil` for a
    /// scenario without a file or an engine only the Swift API can build.
    public var reproduceCommand: String? { facts.altsimCommand(seedOption: "--seed \(facts.seed)") }

    /// What the failure text says after `reproduce:`: the command, or how to rerun without one.
    public var reproduceText: String {
        reproduceCommand ?? facts.rerunAdvice(seeds: "seed \(facts.seed)")
    }

    /// `path` as one shell word (``ShellWord/quoted(_:)``).
    static func quoted(_ path: String) -> String { ShellWord.quoted(path) }

    /// The command that judges `across seeds` expectations: `altsim run PATH --seeds 1...20`.
    public var campaignCommand: String {
        facts.altsimCommand(seedOption: "--seeds 1...20") ?? "checkScenarioCampaign(_:seeds:)"
    }

    /// The text of one failure: location and expectation, expected vs actual, instants, the
    /// timeline excerpt, then the seed and the reproduce command (Docs/expectations.md).
    public func failureText(_ verdict: ExpectationVerdict) -> String {
        var lines = [
            "\(Self.location(verdict.expectation)): expectation failed: \(Self.shown(verdict.expectation.text))"
        ]
        if facts.devices.count > 1 || verdict.expectation.deviceName != nil {
            lines.append("  device:   \(Self.shown(verdict.deviceName))")
        }
        lines.append("  expected: \(Self.shown(verdict.expected))")
        lines.append("  actual:   \(Self.shown(verdict.actual))")
        if !verdict.instantsNanoseconds.isEmpty {
            lines.append(
                "  instants: " + verdict.instantsNanoseconds.map(ExpectationTime.clock).joined(separator: ", "))
        }
        if !verdict.excerpt.isEmpty {
            lines.append("  timeline:")
            lines += verdict.excerpt.map { "    " + Self.shown($0) }
        }
        lines.append("  seed:     \(facts.seed)")
        lines.append("  reproduce: " + reproduceText)
        return lines.joined(separator: "\n")
    }

    /// A verdict's details for the HTML, JSON and JUnit reports, in one form for every outcome:
    /// `expected: …` and `actual: …` first, then for a failure `device: …` (with several
    /// devices), `instants: …` and `timeline:` with the excerpt indented.
    public func detailLines(_ verdict: ExpectationVerdict) -> [String] {
        var lines = ["expected: \(Self.shown(verdict.expected))", "actual: \(Self.shown(verdict.actual))"]
        guard verdict.failed else { return lines }
        if facts.devices.count > 1 || verdict.expectation.deviceName != nil {
            lines.append("device: \(Self.shown(verdict.deviceName))")
        }
        if !verdict.instantsNanoseconds.isEmpty {
            lines.append("instants: " + verdict.instantsNanoseconds.map(ExpectationTime.clock).joined(separator: ", "))
        }
        if !verdict.excerpt.isEmpty {
            lines.append("timeline:")
            lines += verdict.excerpt.map { "  " + Self.shown($0) }
        }
        return lines
    }

    /// One line for a verdict that did not fail.
    public func summaryLine(_ verdict: ExpectationVerdict) -> String {
        let device = facts.devices.count > 1 ? " [\(Self.shown(verdict.deviceName))]" : ""
        let text = Self.shown(verdict.expectation.text)
        switch verdict.outcome {
        case .holds:
            return "  ok    \(Self.location(verdict.expectation))  \(text)\(device) — \(Self.shown(verdict.actual))"
        case .campaignObservation(let reached):
            return
                "  \(reached ? "seen  " : "unseen")  \(Self.location(verdict.expectation))  \(text)\(device) (campaign: decided over many runs)"
        case .pooledObservation(let tally):
            let share = PooledStatistic(verdict.expectation.form).map { $0.describe(tally) } ?? "no data"
            return "  n/j   \(Self.location(verdict.expectation))  \(text)\(device) — not judged in one run"
                + " (this run: \(share)); judged across seeds by: \(campaignCommand)"
        case .fails: return "  FAIL  \(Self.location(verdict.expectation))  \(text)\(device)"
        }
    }

    /// The whole report: a verdict line (with how many rows one run does not judge), every failure in full, then the other expectations one
    /// line each.
    public func rendered() -> String {
        let name = TerminalText.escaped(facts.runName)
        let checked = verdicts.filter(\.isJudgedInOneRun).count
        let notJudged = verdicts.count - checked
        let unjudged = notJudged > 0 ? ", \(notJudged) not judged" : ""
        var parts = [
            passed
                ? "PASS \(name) (seed \(facts.seed)): \(checked) expectation\(checked == 1 ? "" : "s") hold\(unjudged)"
                : "FAIL \(name) (seed \(facts.seed)): \(failures.count) of \(checked) expectation\(checked == 1 ? "" : "s") failed\(unjudged)"
        ]
        parts += failures.map(failureText)
        let others = verdicts.filter { !$0.failed }
        if !others.isEmpty { parts.append((["holding:"] + others.map(summaryLine)).joined(separator: "\n")) }
        return parts.joined(separator: "\n\n")
    }

    /// One line of report text as it may be printed on a terminal: names from the scenario
    /// (devices, labels, buildings, expectation text) can hold ESC, BEL or a newline, so every
    /// control character is written as `\u{XX}` (`TerminalText`) and no name can forge a line.
    static func shown(_ text: String) -> String { TerminalText.escaped(text) }

    /// `path:line:col` of an expectation (`<builder>` when it has no location).
    public static func location(_ expectation: Expectation) -> String {
        let start = expectation.range.start
        return start.file.isEmpty ? "<builder>" : start.description
    }
}
