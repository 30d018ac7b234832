import Foundation
import Reports
import ScenarioTesting

/// `altsim merge SHARD.json...`: the shards of a campaign combined into exactly what the
/// unsharded run gives (the same terminal text, JSON, JUnit and HTML report), or the JSON
/// reports of a fuzzing campaign's shards combined into one (as `altsim fuzz merge`).
enum MergeCommand: Subcommand {
    static let spec = CommandSpec(
        name: "merge",
        summary: "combine the shards of a campaign (run --seeds --shard, or fuzz --shard)",
        synopsis: [
            "altsim merge SHARD.json... [--report FILE.html] [--junit FILE.xml] [--json FILE] [--quiet]",
            "altsim merge FUZZ.json... --json FILE",
        ],
        discussion: """
            Campaign shards (written by 'altsim run PATH... --seeds LIST --shard I/N --json SHARD.json')
            are checked to be every shard of one campaign, once each, from the same command, seed list,
            engine and scenario files; the scenario files are read again (run the merge where the
            shards' paths lead) and must still have the contents the shards ran. The merge then
            prints and writes what 'altsim run PATH... --seeds LIST' with the same outputs prints and
            writes. Fuzz reports (written by 'altsim fuzz --shard I/N --json FILE') are merged into one
            report, as by 'altsim fuzz merge'.
            """,
        options: [
            .value("--report", "FILE", path: true, help: "write the campaign's HTML report"),
            .value("--junit", "FILE", path: true, help: "write the campaign's JUnit XML"),
            .value("--json", "FILE", path: true, help: "write the campaign's JSON results (or the merged fuzz report)"),
            .flag("--quiet", help: "no progress line while the scenario files are read"),
        ],
        epilogue: """
            Exit status: 0 every expectation holds (fuzz: no invariant failed), 1 some fails, 2 bad input
            (a shard missing, twice, from another campaign or unreadable; a scenario changed).
            """)

    static func run(arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.wantsHelp {
            print(usage)
            return ExitStatus.success
        }
        let inputs = parsed.positionals
        guard !inputs.isEmpty else { throw UsageError(message: "give the shard files to merge") }
        var outputs: [OutputPlan.Output] = []
        if let path = parsed.value("--report") { outputs.append(.init(role: RunCommand.reportRole, path: path)) }
        if let path = parsed.value("--junit") { outputs.append(.init(role: RunCommand.junitRole, path: path)) }
        if let path = parsed.value("--json") { outputs.append(.init(role: RunCommand.jsonRole, path: path)) }
        try OutputPlan.validate(outputs: outputs, inputs: inputs)

        guard let (shards, others) = readInputs(inputs) else { return ExitStatus.badInput }
        if shards.isEmpty {
            // Fuzz reports: merged as `altsim fuzz merge` does.
            if let other = parsed.given(["--report", "--junit"]).first {
                throw UsageError(
                    message: "fuzz reports merge into a JSON report only (\(other) is for campaign shards)")
            }
            guard let json = parsed.value("--json") else {
                throw UsageError(message: "merging fuzz reports needs --json OUT")
            }
            return try FuzzCommand.merge(inputs, output: json, command: "altsim merge")
        }
        if let other = others.first {
            printError(
                "altsim merge: error: \(shown(other)) is not a campaign shard, but \(shown(shards[0].path)) is; "
                    + "merge campaign shards and fuzz reports separately")
            return ExitStatus.badInput
        }
        return try mergeCampaign(shards, parsed: parsed, arguments: arguments)
    }

    /// The campaign shards among `inputs`, and the other files (fuzz reports, or mistakes);
    /// `nil` after printing why a file could not be read or is a damaged shard.
    static func readInputs(_ inputs: [String]) -> (shards: [ShardMerge.Input], others: [String])? {
        var shards: [ShardMerge.Input] = []
        var others: [String] = []
        for path in inputs {
            let bytes: [UInt8]
            do { bytes = try ShardFileReader.read(path) } catch {
                printError("altsim merge: error: \(shown(path)): cannot read the file: \(error)")
                return nil
            }
            guard isCampaignShard(bytes) else {
                others.append(path)
                continue
            }
            do {
                shards.append(ShardMerge.Input(path: path, file: try CampaignShardFile.decode(bytes, path: path)))
            } catch {
                printError("altsim merge: error: \(error)")
                return nil
            }
        }
        return (shards, others)
    }

    /// Whether the JSON in `bytes` says it is a campaign shard (its `kind`).
    static func isCampaignShard(_ bytes: [UInt8]) -> Bool {
        struct Kind: Decodable { var kind: String? }
        return (try? JSONDecoder().decode(Kind.self, from: Data(bytes)))?.kind == CampaignShardFile.kindName
    }

    /// Checks the shards, loads the campaign's scenarios again and reports the campaign.
    static func mergeCampaign(_ inputs: [ShardMerge.Input], parsed: ParsedArguments, arguments: [String]) throws
        -> Int32
    {
        let shards: [ShardMerge.Input]
        do { shards = try ShardMerge.ordered(inputs) } catch {
            printError("altsim merge: error: \(error)")
            return ExitStatus.badInput
        }
        let first = shards[0].file
        print("merge: \(shards.count) of \(first.shard.count) shards present: \(ShardMerge.present(shards))")
        let campaign = first.campaign
        guard var options = try RunCommand.parse(campaign), let seeds = options.seeds?.seeds else {
            printError(
                "altsim merge: error: \(shown(shards[0].path)): its command is not a campaign ('altsim run \(shown(campaign.joined(separator: " ")))')"
            )
            return ExitStatus.badInput
        }
        options.report = parsed.value("--report")
        options.junit = parsed.value("--junit")
        options.json = parsed.value("--json")
        options.quiet = parsed.flag("--quiet")
        guard let files = scenarioFiles(options.paths) else {
            printError(
                "altsim merge: error: the shards' scenario files are not where they ran; run the merge in the folder the shards ran in"
            )
            return ExitStatus.badInput
        }
        let loaded = RunCommand.loadJobs(files, options: options)
        if loaded.badInput {
            printError("altsim merge: error: the shards' scenario files do not load here (see above)")
            return ExitStatus.badInput
        }
        // The outputs may not replace a scenario file either (the shards were checked before reading).
        let outputs = RunCommand.plannedOutputs(options, jobs: loaded.jobs)
        try OutputPlan.validate(
            outputs: outputs,
            inputs: inputs.map(\.path) + OutputPlan.inputs(of: files, scenarios: loaded.jobs.map(\.scenario)))
        if let problem = changedScenario(loaded.jobs, shard: shards[0], options: options) {
            printError("altsim merge: error: \(problem)")
            return ExitStatus.badInput
        }
        let results: [[CampaignRun.SeedResult]]
        do { results = try ShardMerge.results(shards, jobs: loaded.jobs) } catch {
            printError("altsim merge: error: \(error)")
            return ExitStatus.badInput
        }
        let generatedBy = "altsim " + (["run"] + campaign + outputWords(arguments)).joined(separator: " ")
        return try CampaignRun.report(
            loaded.jobs, seeds: seeds, results: results, engineName: first.engineName, generatedBy: generatedBy,
            options: options, terminal: Terminal(quiet: options.quiet))
    }

    /// How the scenarios found now differ from the ones the shards ran, if they do.
    static func changedScenario(_ jobs: [ScenarioJob], shard: ShardMerge.Input, options: RunCommand.Options)
        -> String?
    {
        let recorded = shard.file.scenarios
        guard jobs.map(\.path) == recorded.map(\.path), jobs.map(\.scenario.variant) == recorded.map(\.variant) else {
            return "the scenario files found now (\(jobs.count) runs) are not the ones the shards ran "
                + "(\(recorded.count) runs, first \(recorded.first.map { shown($0.path) } ?? "none")); "
                + "run the merge where the shards ran, on the same files"
        }
        for (job, old) in zip(jobs, recorded) {
            let policy = includePolicy(
                for: job.path, arguments: options.paths, allowOutside: options.allowIncludeOutside)
            let now = ScenarioFingerprint.files(ofScenarioAt: job.path, includePolicy: policy)
            let then = old.files.map { ScenarioFingerprint.FileHash(path: $0.path, sha256: $0.sha256) }
            if let change = ScenarioFingerprint.change(recorded: then, now: now, showingCurrentHashes: false) {
                return "\(shown(shard.path)): "
                    + change.message.replacingOccurrences(
                        of: "since the recording", with: "since the shards ran")
                    + "; run the shards again or merge on the files they ran"
            }
        }
        return nil
    }

    /// The merge's output options as written (`--json out.json`), for the campaign's command.
    static func outputWords(_ arguments: [String]) -> [String] {
        var words: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            index += 1
            if word == "--" { break }
            let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
            guard ["--report", "--junit", "--json"].contains(name) else { continue }
            words.append(word)
            if !word.contains("="), index < arguments.endIndex {
                words.append(arguments[index])
                index += 1
            }
        }
        return words
    }
}
