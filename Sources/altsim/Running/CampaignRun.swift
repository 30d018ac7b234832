import Foundation
import ScenarioTesting
import Simulation

/// `altsim run PATH... --seeds LIST`: each scenario run at every seed and judged as a campaign
/// (`CampaignReport`): ordinary expectations must hold in every run, `sometimes` ones in their
/// share of runs, `across seeds` coverages on the runs pooled.
enum CampaignRun {
    /// Runs every job over the seeds; prints one campaign report per scenario. Returns the exit
    /// status: 0 every campaign passes, 1 some expectation fails, 2 a run could not be set up.
    static func run(_ jobs: [ScenarioJob], seeds: [UInt64], options: RunCommand.Options, terminal: Terminal) -> Int32 {
        var passed = 0
        var failed = 0
        var errors = 0
        for (index, job) in jobs.enumerated() {
            terminal.showProgress("[\(index + 1)/\(jobs.count)] \(shown(job.path)) over \(seeds.count) seeds")
            let results = runSeeds(job, seeds: seeds, threads: options.jobs, engine: options.engine)
            terminal.clearProgress()
            var reports: [ScenarioReport] = []
            var problem: String?
            for (seed, result) in zip(seeds, results) {
                switch result {
                case .success(let report): reports.append(report)
                case .failure(let error):
                    // An engine that failed mid-run: the command that runs that seed again.
                    let reproduce =
                        error is EngineRunFailure
                        ? "\n  reproduce: altsim run \(shown(EngineChoice.shellWord(job.path))) --seed \(seed)"
                            + (options.engine.commandLineArguments.map { " " + shown($0) } ?? "")
                        : ""
                    problem = problem ?? "ERROR \(shown(job.path)) (seed \(seed)): \(shownMessage(error))" + reproduce
                }
            }
            if let problem {
                errors += 1
                print(problem + "\n")
                continue
            }
            let campaign = CampaignReport(runs: reports)
            if campaign.passed { passed += 1 } else { failed += 1 }
            let text = campaign.rendered()
            let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            print(terminal.verdictLine(String(lines[0])) + (lines.count > 1 ? "\n" + lines[1] : ""))
            print("")
        }
        let total = passed + failed + errors
        print(
            "\(total) scenario\(total == 1 ? "" : "s") over \(seeds.count) seed\(seeds.count == 1 ? "" : "s"): \(passed) passed, \(failed) failed, \(errors) error\(errors == 1 ? "" : "s")"
        )
        if errors > 0 { return ExitStatus.badInput }
        return failed > 0 ? ExitStatus.failure : ExitStatus.success
    }

    /// The reports of the worker threads (written only inside the pool's completion lock).
    private final class Results: @unchecked Sendable {
        var slots: [Result<ScenarioReport, any Error>?]
        init(count: Int) { slots = Array(repeating: nil, count: count) }
    }

    /// One report per seed, in seed order; runs on up to `threads` threads (each run is
    /// deterministic and shares nothing with the others, so the order of work does not matter).
    static func runSeeds(_ job: ScenarioJob, seeds: [UInt64], threads: Int, engine: EngineSpec)
        -> [Result<ScenarioReport, any Error>]
    {
        let results = Results(count: seeds.count)
        WorkerPool.run(count: seeds.count, threads: threads) { index in
            Result<ScenarioReport, any Error> {
                try job.run(
                    seed: seeds[index], engine: engine, wantReport: false, keepRawSamples: false, traceSinks: []
                ).verdicts
            }
        } completed: { index, result in
            results.slots[index] = result
        }
        return results.slots.map { $0 ?? .failure(CampaignRunError.notRun) }
    }

    /// A seed the workers did not reach (cannot happen; kept so that nothing is force-unwrapped).
    enum CampaignRunError: Error, CustomStringConvertible {
        case notRun
        var description: String { "the run did not happen" }
    }
}
