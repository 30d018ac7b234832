/// A campaign's result, as written to `--json` (keys in snake_case) and merged across shards.
public struct FuzzReport: Codable, Hashable, Sendable {
    /// One case that ran.
    public struct CaseRecord: Codable, Hashable, Sendable {
        /// Its index in the campaign (case seed = `FuzzRandom.caseSeed(rootSeed:index:)`).
        public var index: Int
        /// Its seed.
        public var seed: UInt64
        /// The trace hash of its run (`nil` when it did not run).
        public var traceHash: String?
        /// The invariants it violated (empty when it passed).
        public var violated: [Invariant]
    }

    /// One failing case.
    public struct Failure: Codable, Hashable, Sendable {
        /// The case's index in the campaign.
        public var index: Int
        /// The case's seed.
        public var seed: UInt64
        /// The first violated invariant (the one the shrink preserved).
        public var invariant: Invariant
        /// The first violation's description.
        public var detail: String
        /// The shrunk `.scenario` file, when one was written.
        public var file: String?
        /// Why the shrunk file could not be written (`nil` when it was, or none was due).
        public var fileError: String? = nil
        /// How much it shrank (`41 events → 3`), when shrunk.
        public var shrink: String?
    }

    /// An invariant's coverage: how often it was exercised and violated.
    public struct InvariantCoverage: Codable, Hashable, Sendable {
        /// Runs (or checks) in which the invariant was exercised.
        public var checked: Int
        /// How often it was violated.
        public var violated: Int
    }

    /// A campaign expectation (`sometimes …`) over the campaign's runs.
    public struct ExpectationRow: Codable, Hashable, Sendable {
        /// The expectation as written (`sometimes error 851`).
        public var expectation: String
        /// Runs in which its inner form was reached.
        public var reachedRuns: Int
        /// Runs checked.
        public var runs: Int
        /// The share of runs required (0 for `sometimes`: at least one run).
        public var requiredShare: Double
        /// Creates a row.
        public init(expectation: String, reachedRuns: Int, runs: Int, requiredShare: Double) {
            self.expectation = expectation
            self.reachedRuns = reachedRuns
            self.runs = runs
            self.requiredShare = requiredShare
        }

        /// Whether it holds over the campaign.
        public var passed: Bool {
            guard runs > 0 else { return false }
            return requiredShare <= 0 ? reachedRuns > 0 : Double(reachedRuns) / Double(runs) >= requiredShare
        }
    }

    /// The campaign's root seed.
    public var rootSeed: UInt64
    /// The number of cases of the whole campaign (`--count`; for `--time`, the cases started).
    public var campaignCount: Int
    /// The shards merged into this report (`["0/4", "1/4"]`; `["0/1"]` unsharded).
    public var shards: [String]
    /// Parallel jobs used (the largest of the merged reports).
    public var jobs: Int
    /// Cases run.
    public var casesRun: Int
    /// Every case, by index.
    public var cases: [CaseRecord]
    /// Failing cases, by index.
    public var failures: [Failure]
    /// Invariant coverage, by invariant name.
    public var invariants: [String: InvariantCoverage]
    /// Codes reached (`error 851`, `status 610`, `sdk 830`, `callback 810`, …) and how often.
    public var codes: [String: Int]
    /// Transitions between consecutive contexts (`error 850->0`) and how often.
    public var transitions: [String: Int]
    /// How many cases enabled each feature class.
    public var features: [String: Int]
    /// Campaign expectations.
    public var expectations: [ExpectationRow]
    /// Wall-clock seconds spent running cases (summed over merged shards).
    public var wallSeconds: Double
    /// CPU seconds the process used while running cases (user + system, summed over shards).
    public var cpuSeconds: Double = 0
    /// Cases per CPU-minute: the throughput on an idle machine with one job per core.
    public var cpuCasesPerMinute: Double = 0
    /// Cases per wall-clock minute (for a merge: per machine-minute, `cases_run / wall_seconds`).
    public var casesPerMinute: Double

    /// True when no case failed and every campaign expectation holds.
    public var passed: Bool { failures.isEmpty && expectations.allSatisfy(\.passed) }

    /// Merges shard reports into one: cases and failures by index, counts summed.
    /// - Throws: ``FuzzMergeError`` when the reports come from different campaigns or overlap.
    public static func merge(_ reports: [FuzzReport]) throws -> FuzzReport {
        guard let first = reports.first else { throw FuzzMergeError(message: "nothing to merge") }
        var merged = first
        for report in reports.dropFirst() {
            guard report.rootSeed == first.rootSeed else {
                throw FuzzMergeError(message: "root seeds differ: \(first.rootSeed) and \(report.rootSeed)")
            }
            merged.campaignCount = max(merged.campaignCount, report.campaignCount)
            merged.shards += report.shards
            merged.jobs = max(merged.jobs, report.jobs)
            merged.casesRun += report.casesRun
            merged.cases += report.cases
            merged.failures += report.failures
            for (key, value) in report.invariants {
                let old = merged.invariants[key] ?? InvariantCoverage(checked: 0, violated: 0)
                merged.invariants[key] = InvariantCoverage(
                    checked: old.checked + value.checked, violated: old.violated + value.violated)
            }
            merged.codes.merge(report.codes, uniquingKeysWith: +)
            merged.transitions.merge(report.transitions, uniquingKeysWith: +)
            merged.features.merge(report.features, uniquingKeysWith: +)
            for row in report.expectations {
                if let i = merged.expectations.firstIndex(where: { $0.expectation == row.expectation }) {
                    merged.expectations[i].reachedRuns += row.reachedRuns
                    merged.expectations[i].runs += row.runs
                } else {
                    merged.expectations.append(row)
                }
            }
            merged.wallSeconds += report.wallSeconds
            merged.cpuSeconds += report.cpuSeconds
        }
        merged.cases.sort { $0.index < $1.index }
        merged.failures.sort { $0.index < $1.index }
        merged.shards.sort()
        let indices = merged.cases.map(\.index)
        if Set(indices).count != indices.count {
            throw FuzzMergeError(message: "the reports overlap: some cases appear twice")
        }
        merged.cpuCasesPerMinute = merged.cpuSeconds > 0 ? Double(merged.casesRun) / merged.cpuSeconds * 60 : 0
        merged.casesPerMinute = merged.wallSeconds > 0 ? Double(merged.casesRun) / merged.wallSeconds * 60 : 0
        return merged
    }
}
