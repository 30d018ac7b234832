import Foundation
import Scenarios

extension FuzzCampaign {
    /// Builds the report: coverage, campaign expectations, and the failures (shrunk and written
    /// to the corpus folder, up to ``shrinksPerInvariant`` per invariant).
    func report(_ outcomes: [CaseOutcome], wallSeconds: Double) -> FuzzReport {
        var invariants: [String: FuzzReport.InvariantCoverage] = [:]
        for invariant in Invariant.allCases { invariants[invariant.rawValue] = .init(checked: 0, violated: 0) }
        var codes: [String: Int] = [:]
        var transitions: [String: Int] = [:]
        var features: [String: Int] = [:]
        var expectations: [FuzzReport.ExpectationRow] = []
        var failures: [FuzzReport.Failure] = []
        var shrunkPerInvariant: [Invariant: Int] = [:]
        for outcome in outcomes {
            let observation = outcome.observation
            for (key, value) in observation.checks {
                invariants[key, default: .init(checked: 0, violated: 0)].checked += value
            }
            for invariant in Set(observation.violations.map(\.invariant)) {
                invariants[invariant.rawValue]?.violated += 1
            }
            codes.merge(observation.codes, uniquingKeysWith: +)
            transitions.merge(observation.transitions, uniquingKeysWith: +)
            for feature in outcome.fuzzCase.features { features[feature.rawValue, default: 0] += 1 }
            Self.tally(outcome.reached, into: &expectations)
            guard let first = observation.violations.first else { continue }
            failures.append(failure(of: outcome, violation: first, shrunkPerInvariant: &shrunkPerInvariant))
        }
        let records = outcomes.map {
            FuzzReport.CaseRecord(
                index: $0.index, seed: $0.fuzzCase.seed, traceHash: $0.traceHash,
                violated: Array(Set($0.observation.violations.map(\.invariant))).sorted())
        }
        let started = timeBudgetSeconds == nil ? count : (outcomes.map(\.index).max().map { $0 + 1 } ?? 0)
        return FuzzReport(
            rootSeed: rootSeed, campaignCount: started, shards: ["\(shardIndex)/\(shardCount)"], jobs: jobs,
            casesRun: outcomes.count, cases: records, failures: failures, invariants: invariants, codes: codes,
            transitions: transitions, features: features, expectations: expectations, wallSeconds: wallSeconds,
            casesPerMinute: wallSeconds > 0 ? Double(outcomes.count) / wallSeconds * 60 : 0)
    }

    /// Counts one run's campaign expectations (reached or not) into `expectations`, in the order
    /// they were first seen.
    static func tally(_ reachedByExpectation: [String: Bool], into expectations: inout [FuzzReport.ExpectationRow]) {
        for (text, reached) in reachedByExpectation.sorted(by: { $0.key < $1.key }) {
            if let i = expectations.firstIndex(where: { $0.expectation == text }) {
                expectations[i].runs += 1
                expectations[i].reachedRuns += reached ? 1 : 0
            } else {
                expectations.append(
                    .init(
                        expectation: text, reachedRuns: reached ? 1 : 0, runs: 1,
                        requiredShare: Self.requiredShare(text)))
            }
        }
    }

    /// The failure of a case whose first violation is `violation`: shrunk and written to the corpus
    /// folder while `shrunkPerInvariant` is under ``shrinksPerInvariant`` for its invariant.
    func failure(
        of outcome: CaseOutcome, violation first: Violation, shrunkPerInvariant: inout [Invariant: Int]
    ) -> FuzzReport.Failure {
        var failure = FuzzReport.Failure(
            index: outcome.index, seed: outcome.fuzzCase.seed, invariant: first.invariant,
            detail: first.description, file: nil, shrink: nil)
        if shrunkPerInvariant[first.invariant, default: 0] < shrinksPerInvariant {
            shrunkPerInvariant[first.invariant, default: 0] += 1
            let shrinker = Shrinker(runner: runner, maximumRuns: shrinkBudget)
            let result = shrinker.shrink(outcome.fuzzCase, invariant: first.invariant)
            failure.shrink = result.summary
            if let directory = corpusDirectory {
                do {
                    failure.file = try CorpusFile.write(
                        result, invariant: first.invariant, rootSeed: rootSeed,
                        index: outcome.index, directory: directory)
                } catch {
                    failure.fileError = error.description
                }
            }
        }
        return failure
    }

    /// `in at least 20% of runs` → 0.2; plain `sometimes` → 0.
    static func requiredShare(_ text: String) -> Double {
        guard let range = text.range(of: "in at least ") else { return 0 }
        let rest = text[range.upperBound...]
        let number = rest.prefix { $0.isNumber || $0 == "." }
        return (Double(number) ?? 0) / 100
    }
}
