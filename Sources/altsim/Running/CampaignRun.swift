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

    /// A seed whose run could not be set up: the line the campaign prints for it
    /// (`ERROR path (seed N): …`, with the command that runs it again for an engine that failed).
    struct SeedFailure: Error, Sendable {
        var message: String
    }

    /// One seed's run or why it failed.
    typealias SeedResult = Result<SeedRun, SeedFailure>

    /// Runs every job over the seeds (with `--shard I/N`, this shard's seeds), showing progress
    /// and the time left. Unsharded, prints one campaign report per scenario and the accuracy
    /// table and writes the outputs asked for (`report`); a shard writes its shard file instead. Returns the exit status: 0 every campaign passes
    /// (a shard: its file is written), 1 some expectation fails, 2 a run could not be set up.
    static func run(
        _ jobs: [ScenarioJob], seeds: [UInt64], options: RunCommand.Options, arguments: [String], terminal: Terminal
    ) throws -> Int32 {
        let positions = options.shard?.positions(total: seeds.count) ?? Array(seeds.indices)
        let progress = CampaignProgress(
            runs: jobs.count * positions.count, label: options.shard.map { "shard \($0.text): " } ?? "",
            terminal: terminal, linesWithoutTerminal: options.shard != nil && !options.quiet)
        var results: [[SeedResult]] = []
        for job in jobs {
            results.append(
                runSeeds(
                    job, seeds: positions.map { seeds[$0] }, threads: options.jobs, engine: options.engine,
                    progress: progress))
        }
        progress.finish()
        if let shard = options.shard {
            return try writeShard(
                jobs, shard: shard, seeds: seeds, positions: positions, results: results, options: options,
                arguments: arguments)
        }
        return try report(
            jobs, seeds: seeds, results: results, engineName: options.engine.reportName,
            generatedBy: "altsim " + (["run"] + arguments).joined(separator: " "), options: options, terminal: terminal)
    }

    /// Judges every scenario over the seeds from its runs (`results[job][seed position]`),
    /// prints the campaign reports, the summary and the accuracy table, and writes the outputs
    /// of `options`. `altsim merge` calls it with the runs of the shards.
    static func report(
        _ jobs: [ScenarioJob], seeds: [UInt64], results: [[SeedResult]], engineName: String, generatedBy: String,
        options: RunCommand.Options, terminal: Terminal
    ) throws -> Int32 {
        var entries: [CampaignDocument.Entry] = []
        var accuracy: [AccuracyCampaign.ScenarioRuns] = []
        for (job, runs) in zip(jobs, results) {
            let entry = judge(job, results: runs, terminal: terminal)
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
            title: "AltitudeSim accuracy campaign", generatedBy: generatedBy, engine: engineName, seeds: seeds,
            entries: entries, accuracy: campaign)
        try write(document, options: options)
        if errors > 0 { return ExitStatus.badInput }
        return failed > 0 ? ExitStatus.failure : ExitStatus.success
    }

    /// One scenario's verdict over the seeds, printed, and the accuracy of its runs.
    static func judge(_ job: ScenarioJob, results: [SeedResult], terminal: Terminal) -> (
        entry: CampaignDocument.Entry, runs: [RunAccuracy]
    ) {
        var runs: [SeedRun] = []
        var problem: String?
        for result in results {
            switch result {
            case .success(let run): runs.append(run)
            case .failure(let failure): problem = problem ?? failure.message
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
        var slots: [SeedResult?]
        init(count: Int) { slots = Array(repeating: nil, count: count) }
    }

    /// One run per seed, in seed order; runs on up to `threads` threads (each run is
    /// deterministic and shares nothing with the others, so the order of work does not matter).
    static func runSeeds(
        _ job: ScenarioJob, seeds: [UInt64], threads: Int, engine: EngineSpec, progress: CampaignProgress? = nil
    ) -> [SeedResult] {
        let results = Results(count: seeds.count)
        WorkerPool.run(count: seeds.count, threads: threads) { index in
            do {
                let result = try job.run(
                    seed: seeds[index], engine: engine, wantReport: false, keepRawSamples: false, traceSinks: [],
                    keepAccuracy: true)
                return SeedResult.success(
                    SeedRun(report: result.verdicts, accuracy: RunAccuracy.measure(run: result.outcome.run)))
            } catch {
                return .failure(failure(error, job: job, seed: seeds[index], engine: engine))
            }
        } completed: { index, result in
            results.slots[index] = result
            progress?.runFinished()
        }
        return results.slots.map { $0 ?? .failure(SeedFailure(message: CampaignRunError.notRun.description)) }
    }

    /// The line a campaign prints for a run that could not be set up; for an engine that failed
    /// mid-run, with the command that runs that seed again.
    static func failure(_ error: any Error, job: ScenarioJob, seed: UInt64, engine: EngineSpec) -> SeedFailure {
        let reproduce =
            error is EngineRunFailure
            ? "\n  reproduce: altsim run \(shown(EngineChoice.shellWord(job.path))) --seed \(seed)"
                + (job.scenario.variant.map { " --variant " + EngineChoice.shellWord($0) } ?? "")
                + (engine.commandLineArguments.map { " " + shown($0) } ?? "")
            : ""
        return SeedFailure(message: "ERROR \(shown(job.path)) (seed \(seed)): \(shownMessage(error))" + reproduce)
    }

    /// A seed the workers did not reach (cannot happen; kept so that nothing is force-unwrapped).
    enum CampaignRunError: Error, CustomStringConvertible {
        case notRun
        var description: String { "the run did not happen" }
    }
}
