import Foundation
import ScenarioTesting
import Scenarios

extension CampaignRun {
    /// Writes this shard's runs as a ``CampaignShardFile`` to `--json` and prints what it ran.
    /// Returns 0 once the file is written: the shard's runs are judged as a campaign only by
    /// `altsim merge` (a share of runs, an `across seeds` figure needs every shard), so a failed
    /// expectation is not a failed shard and a scheduler's dependent merge job still starts.
    static func writeShard(
        _ jobs: [ScenarioJob], shard: ShardSelection, seeds: [UInt64], positions: [Int], results: [[SeedResult]],
        options: RunCommand.Options, arguments: [String]
    ) throws -> Int32 {
        var scenarios: [CampaignShardFile.Scenario] = []
        var failedRuns = 0
        var errorRuns = 0
        for (job, runs) in zip(jobs, results) {
            let policy = includePolicy(
                for: job.path, arguments: options.paths, allowOutside: options.allowIncludeOutside)
            let files = ScenarioFingerprint.files(ofScenarioAt: job.path, includePolicy: policy).map {
                CampaignShardFile.FileHash(path: $0.path, sha256: $0.sha256)
            }
            var stored: [StoredRun] = []
            for (position, result) in zip(positions, runs) {
                switch result {
                case .success(let run): if !run.report.passed { failedRuns += 1 }
                case .failure: errorRuns += 1
                }
                stored.append(
                    StoredRun(
                        position: position, seed: seeds[position], result: result,
                        expectations: job.scenario.expectations))
            }
            scenarios.append(
                CampaignShardFile.Scenario(
                    path: job.path, variant: job.scenario.variant, files: files, runs: stored))
        }
        let file = CampaignShardFile(
            shard: shard, campaign: ShardMerge.campaignArguments(arguments), seeds: seeds, engine: options.engine.text,
            engineName: options.engine.reportName, scenarios: scenarios)
        let runs = jobs.count * positions.count
        print(
            "shard \(shard.text): \(jobs.count) scenario\(jobs.count == 1 ? "" : "s") × \(positions.count) of \(seeds.count) seeds: "
                + "\(runs) run\(runs == 1 ? "" : "s"), \(runs - failedRuns - errorRuns) without a failed expectation, "
                + "\(failedRuns) with one, \(errorRuns) not set up (the campaign is judged by 'altsim merge')")
        guard let path = options.json else { return ExitStatus.badInput }
        try OutputFile.write(try file.encoded(), to: path, role: shardRole)
        print("shard:  \(shown(path))")
        return ExitStatus.success
    }

    /// What a shard file is called in messages.
    static let shardRole = "campaign shard"
}
