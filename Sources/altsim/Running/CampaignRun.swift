import Foundation
import Reports
import ScenarioTesting
import Simulation

/// `altsim run PATH... --seeds LIST`: each scenario run at every seed and judged as a campaign
/// (`CampaignReport`): ordinary expectations must hold in every run, `sometimes` ones in their
/// share of runs, shares of runs and `across seeds` figures by their 99 % intervals. Then the
/// accuracy table by tag (`AccuracyCampaign`), and the campaign's HTML, JUnit and JSON outputs.
enum CampaignRun {
    /// One seed's run: its verdicts and what each device showed.
    struct SeedRun: Sendable {
        var report: ScenarioReport
        var accuracy: [RunAccuracy]
    }

    /// Runs every job over the seeds; prints one campaign report per scenario, the accuracy
    /// table, and writes the outputs asked for. Returns the exit status: 0 every campaign
    /// passes, 1 some expectation fails, 2 a run could not be set up.
    static func run(
        _ jobs: [ScenarioJob], seeds: [UInt64], options: RunCommand.Options, arguments: [String], terminal: Terminal
    ) throws -> Int32 {
        var entries: [CampaignDocument.Entry] = []
        var accuracy: [AccuracyCampaign.ScenarioRuns] = []
        for (index, job) in jobs.enumerated() {
            terminal.showProgress("[\(index + 1)/\(jobs.count)] \(shown(job.path)) over \(seeds.count) seeds")
            let results = runSeeds(job, seeds: seeds, threads: options.jobs, engine: options.engine)
            terminal.clearProgress()
            let entry = judge(job, seeds: seeds, results: results, options: options, terminal: terminal)
            entries.append(entry.entry)
            accuracy.append(AccuracyCampaign.ScenarioRuns(path: job.path, tags: job.scenario.tags, runs: entry.runs))
        }
        let passed = entries.filter { $0.verdict == .passed }.count
        let failed = entries.filter { $0.verdict == .failed }.count
        let errors = entries.count - passed - failed
        print(
            "\(entries.count) scenario\(entries.count == 1 ? "" : "s") over \(seeds.count) seed\(seeds.count == 1 ? "" : "s"): \(passed) passed, \(failed) failed, \(errors) error\(errors == 1 ? "" : "s")"
        )
        let campaign = AccuracyCampaign(scenarios: accuracy)
        if options.wantsReport || jobs.contains(where: { !$0.scenario.tags.isEmpty }) {
            print("\naccuracy by group (every callback with a height; each run weighs the same):")
            print(campaign.renderedTable())
        }
        let document = CampaignDocument(
            title: "AltitudeSim accuracy campaign",
            generatedBy: "altsim " + (["run"] + arguments).joined(separator: " "),
            engine: options.engine.reportName, seeds: seeds, entries: entries, accuracy: campaign)
        try write(document, options: options)
        if errors > 0 { return ExitStatus.badInput }
        return failed > 0 ? ExitStatus.failure : ExitStatus.success
    }

    /// One scenario's verdict over the seeds, printed, and the accuracy of its runs.
    static func judge(
        _ job: ScenarioJob, seeds: [UInt64], results: [Result<SeedRun, any Error>], options: RunCommand.Options,
        terminal: Terminal
    ) -> (entry: CampaignDocument.Entry, runs: [RunAccuracy]) {
        var runs: [SeedRun] = []
        var problem: String?
        for (seed, result) in zip(seeds, results) {
            switch result {
            case .success(let run): runs.append(run)
            case .failure(let error):
                // An engine that failed mid-run: the command that runs that seed again.
                let reproduce =
                    error is EngineRunFailure
                    ? "\n  reproduce: altsim run \(shown(EngineChoice.shellWord(job.path))) --seed \(seed)"
                        + (job.scenario.variant.map { " --variant " + EngineChoice.shellWord($0) } ?? "")
                        + (options.engine.commandLineArguments.map { " " + shown($0) } ?? "")
                    : ""
                problem = problem ?? "ERROR \(shown(job.path)) (seed \(seed)): \(shownMessage(error))" + reproduce
            }
        }
        if let problem {
            print(problem + "\n")
            return (
                CampaignDocument.Entry(
                    path: job.path, name: job.scenario.name, tags: job.scenario.tags, report: nil, errorMessage: problem
                ),
                []
            )
        }
        let campaign = CampaignReport(runs: runs.map(\.report))
        let text = campaign.rendered()
        let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        print(terminal.verdictLine(String(lines[0])) + (lines.count > 1 ? "\n" + lines[1] : ""))
        print("")
        return (
            CampaignDocument.Entry(path: job.path, name: job.scenario.name, tags: job.scenario.tags, report: campaign),
            runs.flatMap(\.accuracy)
        )
    }

    /// Writes the campaign's HTML report, JUnit XML and JSON results, as asked.
    static func write(_ document: CampaignDocument, options: RunCommand.Options) throws {
        if let path = options.report {
            try OutputFile.write(CampaignHTMLReport.render(document), to: path, role: RunCommand.reportRole)
            print("report: \(shown(path))")
        }
        if let path = options.junit {
            try OutputFile.write(CampaignJUnitReport.render(document), to: path, role: RunCommand.junitRole)
            print("junit:  \(shown(path))")
        }
        if let path = options.json {
            try OutputFile.write(CampaignJSONReport.render(document), to: path, role: RunCommand.jsonRole)
            print("json:   \(shown(path))")
        }
    }

    /// The runs of the worker threads (written only inside the pool's completion lock).
    private final class Results: @unchecked Sendable {
        var slots: [Result<SeedRun, any Error>?]
        init(count: Int) { slots = Array(repeating: nil, count: count) }
    }

    /// One run per seed, in seed order; runs on up to `threads` threads (each run is
    /// deterministic and shares nothing with the others, so the order of work does not matter).
    static func runSeeds(_ job: ScenarioJob, seeds: [UInt64], threads: Int, engine: EngineSpec)
        -> [Result<SeedRun, any Error>]
    {
        let results = Results(count: seeds.count)
        WorkerPool.run(count: seeds.count, threads: threads) { index in
            Result<SeedRun, any Error> {
                let result = try job.run(
                    seed: seeds[index], engine: engine, wantReport: false, keepRawSamples: false, traceSinks: [],
                    keepAccuracy: true)
                return SeedRun(
                    report: result.verdicts,
                    accuracy: RunAccuracy.measure(run: result.outcome.run))
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
