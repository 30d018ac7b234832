import Foundation
import ScenarioTesting
import Scenarios
import Simulation
import Synchronization

/// A fuzzing campaign: the cases `0..<count` of a root seed (or as many as fit in a time
/// budget), optionally one shard of them, run on `jobs` threads; failures are shrunk and
/// written to a corpus folder.
///
/// Case `i` is generated from `FuzzRandom.caseSeed(rootSeed:index: i)`, so the set of cases and
/// each case's result are independent of the number of jobs; shard `I/N` runs the indices
/// `i` with `i % N == I`, so the shards partition the campaign.
public struct FuzzCampaign: Sendable {
    /// The root seed.
    public var rootSeed: UInt64 = 1
    /// How many cases (of the whole campaign, before sharding).
    public var count: Int = 1000
    /// A wall-clock budget, s, instead of a count (cases are started until it is spent).
    public var timeBudgetSeconds: Double? = nil
    /// Parallel jobs (threads).
    public var jobs: Int = 1
    /// This shard's index, from 0.
    public var shardIndex: Int = 0
    /// The number of shards the campaign is cut into.
    public var shardCount: Int = 1
    /// The generator.
    public var generator = CaseGenerator()
    /// The runner (engine under test, determinism check).
    public var runner = FuzzRunner()
    /// Where shrunk failures are written (`nil`: not written).
    public var corpusDirectory: String? = nil
    /// Failures shrunk per invariant (the rest are listed, unshrunk).
    public var shrinksPerInvariant: Int = 3
    /// Runs a shrink may use.
    public var shrinkBudget: Int = 400

    /// Creates a campaign with the defaults above.
    public init() {}

    /// The case indices this shard runs, for a count-bounded campaign.
    public static func indices(count: Int, shardIndex: Int, shardCount: Int) -> [Int] {
        guard shardCount > 0, count > 0 else { return [] }
        return stride(from: shardIndex, to: count, by: shardCount).map { $0 }
    }

    /// How many cases this shard runs, for a count-bounded campaign (``indices`` without
    /// building the array, so `--count` near `Int.max` starts at once and holds no list).
    public static func caseCount(count: Int, shardIndex: Int, shardCount: Int) -> Int {
        guard shardCount > 0, shardIndex >= 0, count > shardIndex else { return 0 }
        return (count - shardIndex - 1) / shardCount + 1
    }

    /// A time budget in whole milliseconds, saturated: any budget beyond `Int64.max` ms (about
    /// 292 million years) is that; a budget that is not a positive number is none.
    public static func budgetMilliseconds(seconds: Double) -> Int64 {
        guard seconds.isFinite || seconds == .infinity, seconds > 0 else { return 0 }
        let milliseconds = seconds * 1000
        return milliseconds >= 9.2e18 ? Int64.max : Int64(milliseconds)
    }

    /// The result of one case (internal to the campaign and its report).
    struct CaseOutcome: Sendable {
        var index: Int
        var fuzzCase: FuzzCase
        var observation: RunObservation
        var traceHash: String?
        var reached: [String: Bool]
    }

    /// Runs the campaign. `started` is called (from worker threads) with a case's index before
    /// it runs (so a crash can be traced to its case), `progress` with the number of cases done
    /// after each case.
    public func run(started: (@Sendable (Int) -> Void)? = nil, progress: (@Sendable (Int) -> Void)? = nil) -> FuzzReport
    {
        let clock = ContinuousClock()
        let began = clock.now
        let cpuBegan = Self.processCPUSeconds()
        let budget = timeBudgetSeconds.map { Duration.milliseconds(Self.budgetMilliseconds(seconds: $0)) }
        let plannedCount =
            timeBudgetSeconds == nil ? Self.caseCount(count: count, shardIndex: shardIndex, shardCount: shardCount) : 0
        let state = Mutex<(next: Int, outcomes: [CaseOutcome])>((0, []))
        let workers = max(1, jobs)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let position: Int? = state.withLock { s in
                    if let budget, clock.now - began >= budget { return nil }
                    if budget == nil, s.next >= plannedCount { return nil }
                    defer { s.next += 1 }
                    return s.next
                }
                guard let position else { return }
                let (product, overflow) = position.multipliedReportingOverflow(by: max(shardCount, 1))
                guard !overflow, product <= Int.max - shardIndex else { return }
                let index = shardIndex + product
                started?(index)
                let outcome = runCase(index: index)
                let done = state.withLock { s in
                    s.outcomes.append(outcome)
                    return s.outcomes.count
                }
                progress?(done)
            }
        }
        let elapsed = clock.now - began
        let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let cpu = Self.processCPUSeconds() - cpuBegan
        let outcomes = state.withLock { $0.outcomes }.sorted { $0.index < $1.index }
        var result = report(outcomes, wallSeconds: wall)
        result.cpuSeconds = cpu
        result.cpuCasesPerMinute = cpu > 0 ? Double(outcomes.count) / cpu * 60 : 0
        return result
    }

    /// User + system CPU time of this process, s.
    static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(
            usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// Generates and runs case `index`.
    func runCase(index: Int) -> CaseOutcome {
        let seed = FuzzRandom.caseSeed(rootSeed: rootSeed, index: index)
        let (fuzzCase, generated) = generator.generateWithScenario(seed: seed)
        guard let scenario = generated else {
            var observation = RunObservation()
            observation.violations.append(
                Violation(
                    invariant: .runs, offsetNanoseconds: 0, deviceIndex: nil,
                    detail: "the generated case does not load"))
            return CaseOutcome(index: index, fuzzCase: fuzzCase, observation: observation, traceHash: nil, reached: [:])
        }
        let outcome = runner.run(scenario, keepRun: !scenario.expectations.isEmpty)
        var reached: [String: Bool] = [:]
        if let run = outcome.run {
            let report = ExpectationEvaluator.evaluate(scenario.expectations, records: run.records, facts: run.facts)
            for verdict in report.verdicts {
                guard case .campaign = verdict.expectation.form else { continue }
                let text = verdict.expectation.text
                let key = text.hasPrefix("expect ") ? String(text.dropFirst("expect ".count)) : text
                if case .campaignObservation(reached: true) = verdict.outcome {
                    reached[key] = true
                } else if reached[key] == nil {
                    reached[key] = false
                }
            }
        }
        return CaseOutcome(
            index: index, fuzzCase: fuzzCase, observation: outcome.observation,
            traceHash: outcome.traceHash, reached: reached)
    }
}
