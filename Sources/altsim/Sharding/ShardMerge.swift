import Foundation
import ScenarioTesting

/// The checks and the assembly of `altsim merge` for campaign shards: every shard of one
/// campaign present exactly once, all from the same command (seed list, engine, scenario files
/// and their contents), and their runs put back into seed-list order.
enum ShardMerge {
    /// A shard file and where it was read from.
    struct Input {
        var path: String
        var file: CampaignShardFile
    }

    /// The inputs ordered by shard index.
    /// - Throws: ``ShardMergeError`` naming the shard files: shards of different counts, the same
    ///   shard twice, a shard missing, another seed list, engine, command or scenario version.
    static func ordered(_ inputs: [Input]) throws(ShardMergeError) -> [Input] {
        guard let first = inputs.first else { throw ShardMergeError(message: "give the shard files to merge") }
        for input in inputs.dropFirst() {
            try check(input, against: first)
        }
        var byIndex: [Int: Input] = [:]
        for input in inputs {
            if let earlier = byIndex[input.file.shard.index] {
                throw ShardMergeError(
                    message: "\(shown(earlier.path)) and \(shown(input.path)) are both shard \(input.file.shard.text); "
                        + "give each shard once")
            }
            byIndex[input.file.shard.index] = input
        }
        let count = first.file.shard.count
        let missing = (0..<count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else {
            let names =
                missing.prefix(10).map { "\($0)/\(count)" }.joined(separator: ", ")
                + (missing.count > 10 ? ", … (\(missing.count) in all)" : "")
            throw ShardMergeError(
                message:
                    "shard\(missing.count == 1 ? "" : "s") \(names) of the campaign \(missing.count == 1 ? "is" : "are") "
                    + "missing (present: \(present(Array(byIndex.values)))); run \(missing.count == 1 ? "it" : "them") "
                    + "with --shard I/\(count) (a job array's task of that index) and merge again")
        }
        return (0..<count).compactMap { byIndex[$0] }
    }

    /// `0/4 (a.json), 1/4 (b.json)`, by index.
    static func present(_ inputs: [Input]) -> String {
        inputs.sorted { $0.file.shard.index < $1.file.shard.index }
            .map { "\($0.file.shard.text) \(shown($0.path))" }.joined(separator: ", ")
    }

    /// Whether `input` is a shard of the same campaign as `first`.
    static func check(_ input: Input, against first: Input) throws(ShardMergeError) {
        let (a, b) = (first.file, input.file)
        let names = "\(shown(input.path)) (shard \(b.shard.text)) and \(shown(first.path)) (shard \(a.shard.text))"
        guard a.shard.count == b.shard.count else {
            throw ShardMergeError(
                message: "\(names) cut the campaign into different numbers of shards; merge the shards of one run")
        }
        guard a.seeds == b.seeds else {
            throw ShardMergeError(
                message: "\(names) ran different seed lists (\(seedText(b.seeds)) and \(seedText(a.seeds))); "
                    + "merge the shards of one campaign")
        }
        guard a.engine == b.engine else {
            throw ShardMergeError(
                message: "\(names) ran different engines ('\(shown(b.engine))' and '\(shown(a.engine))')")
        }
        guard a.campaign == b.campaign else {
            throw ShardMergeError(
                message:
                    "\(names) ran different commands ('altsim run \(shown(b.campaign.joined(separator: " ")))' "
                    + "and 'altsim run \(shown(a.campaign.joined(separator: " ")))')")
        }
        guard a.scenarios.map(\.path) == b.scenarios.map(\.path),
            a.scenarios.map(\.variant) == b.scenarios.map(\.variant)
        else {
            throw ShardMergeError(message: "\(names) ran different scenario files; merge the shards of one campaign")
        }
        for (old, new) in zip(a.scenarios, b.scenarios) where old.files != new.files {
            let changed = zip(old.files, new.files).first { $0.0 != $0.1 }.map { $0.1.path } ?? new.path
            throw ShardMergeError(
                message: "\(names) ran different versions of \(shown(new.path)) (\(shown(changed)) differs); "
                    + "run every shard from the same scenario files")
        }
    }

    /// `1...40` or `1,2,5`.
    static func seedText(_ seeds: [UInt64]) -> String {
        guard let first = seeds.first, let last = seeds.last else { return "none" }
        if first <= last && seeds == Array(first...last) { return "\(first)...\(last)" }
        return seeds.prefix(10).map(String.init).joined(separator: ",") + (seeds.count > 10 ? ",…" : "")
    }

    /// The options of `altsim run` that do not change what a campaign computes or that belong
    /// to one process (how it is cut, where it writes, how many threads, progress): left out of
    /// the command a merged campaign names.
    static let processOptions: Set<String> = ["--shard", "--json", "--junit", "--report", "--jobs"]
    static let processFlags: Set<String> = ["--quiet"]

    /// `arguments` without ``processOptions`` and ``processFlags``: the unsharded campaign.
    static func campaignArguments(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            index += 1
            if word == "--" {
                kept += arguments[(index - 1)...]
                break
            }
            let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
            if processFlags.contains(word) { continue }
            if processOptions.contains(name) {
                if !word.contains("=") { index += 1 }
                continue
            }
            kept.append(word)
        }
        return kept
    }

    /// Every seed's run of every scenario, `[scenario][seed position]`, from the ordered shards.
    /// - Throws: ``ShardMergeError`` when a shard lacks a run or a run does not fit its scenario.
    static func results(_ shards: [Input], jobs: [ScenarioJob]) throws(ShardMergeError) -> [[CampaignRun.SeedResult]] {
        guard let first = shards.first else { return [] }
        let count = first.file.shard.count
        var all: [[CampaignRun.SeedResult]] = []
        for (scenarioIndex, job) in jobs.enumerated() {
            var runs: [CampaignRun.SeedResult] = []
            for (position, seed) in first.file.seeds.enumerated() {
                let shard = shards[position % count]
                let stored = shard.file.scenarios[scenarioIndex].runs
                let slot = position / count
                guard slot < stored.count, stored[slot].position == position, stored[slot].seed == seed else {
                    throw ShardMergeError(
                        message:
                            "\(shown(shard.path)): the run of \(shown(job.path)) at seed \(seed) is not where shard "
                            + "\(shard.file.shard.text) keeps it (a damaged or edited shard file); run the shard again")
                }
                do { runs.append(try stored[slot].seedRun(expectations: job.scenario.expectations)) } catch {
                    throw ShardMergeError(message: "\(shown(shard.path)): \(shown(job.path)): \(error.message)")
                }
            }
            all.append(runs)
        }
        return all
    }
}
