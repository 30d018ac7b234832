public import Scenarios
public import Simulation

/// The statistics of many runs of one scenario.
public struct CampaignReport: Hashable, Sendable {
    /// One expectation on one device over all runs.
    public struct Row: Hashable, Sendable {
        /// The expectation.
        public var expectation: Expectation
        /// The device.
        public var deviceName: String
        /// Runs in which it held (for campaign expectations: in which its inner form held).
        public var holdingRuns: Int
        /// Runs checked.
        public var runs: Int
        /// The share of runs it must hold in.
        public var requiredShare: Double
        /// Seeds of the runs where it did not hold, in run order (for `across seeds`: runs
        /// without data).
        public var failingSeeds: [UInt64]
        /// For an `across seeds` expectation: the runs' tallies and the pooled verdict.
        public var pooled: PooledStatistic?

        /// The observed share of runs.
        public var share: Double { runs == 0 ? 0 : Double(holdingRuns) / Double(runs) }
        /// The 99 % exact binomial interval of the share of runs it holds in, for a share below
        /// 100 % (`in at least 90% of runs`); `nil` for other rows.
        public var shareInterval: ClosedRange<Double>? {
            guard pooled == nil, requiredShare > 0, requiredShare < 1 else { return nil }
            return ShareStatistics.clopperPearson(
                successes: Double(holdingRuns), trials: runs, confidence: ShareStatistics.judgingConfidence)
        }

        /// True when at least one run was checked and the runs do not show the requirement
        /// broken: every run for an ordinary expectation, one run for `sometimes`, and for
        /// `in at least P of runs` a share whose 99 % interval reaches P (a population that holds
        /// in P of its runs fails a block with probability at most 1 %).
        public var passed: Bool {
            guard runs > 0 else { return false }
            if let pooled { return pooled.passed }
            if requiredShare <= 0 { return holdingRuns > 0 }
            if let shareInterval { return shareInterval.upperBound >= requiredShare }
            return share >= requiredShare
        }
    }

    /// The report of every run, in seed order.
    public var runs: [ScenarioReport]
    /// One row per expectation and device.
    public var rows: [Row]

    /// True when at least one run was made and every row passed; a scenario without
    /// expectations passes, as one run of it does.
    public var passed: Bool { !runs.isEmpty && rows.allSatisfy(\.passed) }

    /// Rows that did not pass.
    public var failures: [Row] { rows.filter { !$0.passed } }

    /// Builds the report. Ordinary expectations must hold in `requiredShare` of the runs
    /// (default every run); campaign ones in their own share (`sometimes` alone: one run).
    public init(runs: [ScenarioReport], requiredShare: Double = 1) {
        self.runs = runs
        var rows: [Row] = []
        for (position, verdict) in (runs.first?.verdicts ?? []).enumerated() {
            var required = requiredShare
            if case .campaign(_, let minimum) = verdict.expectation.form { required = minimum ?? 0 }
            var row = Row(
                expectation: verdict.expectation, deviceName: verdict.deviceName, holdingRuns: 0, runs: 0,
                requiredShare: required, failingSeeds: [])
            if case .acrossSeeds(let inner) = verdict.expectation.form { row.pooled = PooledStatistic(inner) }
            for run in runs where position < run.verdicts.count {
                let v = run.verdicts[position]
                row.runs += 1
                switch v.outcome {
                case .holds, .campaignObservation(reached: true): row.holdingRuns += 1
                case .pooledObservation(let tally):
                    row.pooled?.seeds.append(run.facts.seed)
                    row.pooled?.tallies.append(tally)
                    if tally.count > 0 { row.holdingRuns += 1 } else { row.failingSeeds.append(run.facts.seed) }
                default: row.failingSeeds.append(run.facts.seed)
                }
            }
            rows.append(row)
        }
        self.rows = rows
    }

    /// Runs a checker over traces already produced (one entry per seed).
    public static func evaluate(
        _ expectations: [Expectation], runs: [(records: [TraceRecord], facts: RunFacts)],
        requiredShare: Double = 1
    ) -> CampaignReport {
        CampaignReport(
            runs: runs.map { ExpectationEvaluator.evaluate(expectations, records: $0.records, facts: $0.facts) },
            requiredShare: requiredShare)
    }

    /// The text of a failed row: the share, the failing seeds, and the first failing run's full
    /// failure text (with its reproduce command).
    public func failureText(_ row: Row) -> String {
        if let pooled = row.pooled { return pooledFailureText(row, pooled) }
        let required =
            row.requiredShare <= 0
            ? "at least one run"
            : "≥ \(FormChecker.format(row.requiredShare * 100, digits: 1)) % of runs"
                + (row.shareInterval == nil ? "" : " (fails when the 99 % interval of the share lies below)")
        var lines = [
            "\(ScenarioReport.location(row.expectation)): expectation failed over \(row.runs) runs: \(ScenarioReport.shown(row.expectation.text))",
            "  expected: holds in \(required)",
            "  actual:   holds in \(row.holdingRuns) of \(row.runs) runs (\(FormChecker.format(row.share * 100, digits: 1)) %)"
                + (row.shareInterval.map {
                    "; 99 % interval \(Self.percent($0.lowerBound))…\(Self.percent($0.upperBound))"
                }
                    ?? ""),
        ]
        if !deviceTag(row).isEmpty { lines.insert("  device:   \(ScenarioReport.shown(row.deviceName))", at: 1) }
        if !row.failingSeeds.isEmpty {
            lines.append(
                "  failing seeds: " + row.failingSeeds.prefix(20).map(String.init).joined(separator: ", ")
                    + (row.failingSeeds.count > 20 ? ", …" : ""))
        }
        if let seed = row.failingSeeds.first, let run = runs.first(where: { $0.facts.seed == seed }),
            let verdict = run.verdicts.first(where: {
                $0.expectation == row.expectation && $0.deviceName == row.deviceName
            }),
            verdict.failed
        {
            lines.append("  first failing run:")
            lines += run.failureText(verdict).split(separator: "\n", omittingEmptySubsequences: false).map {
                "    " + $0
            }
        } else if let seed = row.failingSeeds.first, let facts = runs.first?.facts {
            lines.append(
                "  reproduce: "
                    + (facts.altsimCommand(seedOption: "--seed \(seed)") ?? facts.rerunAdvice(seeds: "seed \(seed)")))
        }
        return lines.joined(separator: "\n")
    }

    /// `; 99 % interval 86.8 %…100.0 %` for a row with a share of runs below 100 %, else empty.
    func shareIntervalText(_ row: Row) -> String {
        row.shareInterval.map { "; 99 % interval \(Self.percent($0.lowerBound))…\(Self.percent($0.upperBound))" } ?? ""
    }

    /// `93.4 %`.
    static func percent(_ fraction: Double) -> String { FormChecker.format(fraction * 100, digits: 1) + " %" }

    /// ` [NAME]` after a row's text when the runs have several devices (each device has its own row).
    public func deviceTag(_ row: Row) -> String {
        runs.first.map { $0.facts.devices.count > 1 } == true ? " [\(ScenarioReport.shown(row.deviceName))]" : ""
    }

    /// Everything: a verdict line, failures in full, other rows one line each.
    public func rendered() -> String {
        let name = runs.first.map { TerminalText.escaped($0.facts.runName) } ?? "scenario"
        let verdict =
            passed && rows.isEmpty
            ? "PASS \(name) over \(runs.count) runs: no expectations to check"
            : "\(passed ? "PASS" : "FAIL") \(name) over \(runs.count) runs: \(failures.count) of \(rows.count) expectations failed"
        var parts = [verdict]
        parts += failures.map(failureText)
        let ok = rows.filter(\.passed)
        if !ok.isEmpty {
            parts.append(
                (["holding:"]
                    + ok.map {
                        "  ok    \(ScenarioReport.location($0.expectation))  \(ScenarioReport.shown($0.expectation.text))\(deviceTag($0)) — "
                            + ($0.pooled.map(\.summary) ?? "\($0.holdingRuns)/\($0.runs) runs" + shareIntervalText($0))
                    }).joined(separator: "\n"))
        }
        return parts.joined(separator: "\n\n")
    }
}
