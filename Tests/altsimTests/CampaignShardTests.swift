import AltitudeSimTestSupport
import Foundation
import Testing

@testable import altsim

/// `altsim run … --seeds LIST --shard I/N` and `altsim merge`: the merged shards are the
/// unsharded campaign, byte for byte.
@Suite("Campaign shards and altsim merge")
struct CampaignShardTests {
    static let scenarios = [
        Altsim.fixture("pooled.scenario"), Altsim.fixture("holds.scenario"), Altsim.fixture("fails.scenario"),
    ]
    static let outputs = ["--json", "out.json", "--junit", "out.xml", "--report", "out.html"]

    /// Runs shard I/3 of the fixtures at `seeds` in `directory`, writing `s{I}.json`.
    static func shard(_ index: Int, of count: Int = 3, seeds: String = "1...7", in directory: URL, extra: [String] = [])
        throws -> Altsim.Result
    {
        try Altsim.run(
            ["run"] + scenarios + ["--seeds", seeds, "--shard", "\(index)/\(count)", "--json", "s\(index).json"]
                + extra,
            in: directory)
    }

    @Test("Merged shards give the unsharded campaign: the same stdout, and byte-identical JSON, JUnit and HTML report")
    func mergedIsUnsharded() throws {
        let whole = try Altsim.scratch("unsharded")
        let parts = try Altsim.scratch("sharded")
        defer {
            try? FileManager.default.removeItem(at: whole)
            try? FileManager.default.removeItem(at: parts)
        }
        let unsharded = try Altsim.run(["run"] + Self.scenarios + ["--seeds", "1...7"] + Self.outputs, in: whole)
        #expect(unsharded.status == 1, "fails.scenario fails: \(unsharded.stderr)")
        for index in 0..<3 {
            // The shards need not use the same thread count.
            let result = try Self.shard(index, in: parts, extra: index == 1 ? ["--jobs", "2"] : [])
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("shard \(index)/3: 3 scenarios × \(index == 0 ? 3 : 2) of 7 seeds"))
        }
        let merged = try Altsim.run(["merge", "s2.json", "s0.json", "s1.json"] + Self.outputs, in: parts)
        #expect(merged.status == unsharded.status, "\(merged.stderr)")
        let lines = merged.stdout.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        #expect(lines.first == "merge: 3 of 3 shards present: 0/3 s0.json, 1/3 s1.json, 2/3 s2.json")
        #expect(lines.count == 2 && String(lines[1]) == unsharded.stdout)
        for file in ["out.json", "out.xml", "out.html"] {
            let expected = try Data(contentsOf: whole.appendingPathComponent(file))
            let actual = try Data(contentsOf: parts.appendingPathComponent(file))
            #expect(expected == actual, "\(file) differs")
        }
    }

    @Test("A shard run again writes the same bytes (no timings, no host names; --jobs does not matter)")
    func rerunIsIdentical() throws {
        let first = try Altsim.scratch("rerun-a")
        let second = try Altsim.scratch("rerun-b")
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        #expect(try Self.shard(1, in: first).status == 0)
        #expect(try Self.shard(1, in: second, extra: ["--jobs", "2"]).status == 0)
        let a = try Data(contentsOf: first.appendingPathComponent("s1.json"))
        let b = try Data(contentsOf: second.appendingPathComponent("s1.json"))
        #expect(a == b)
        #expect(String(decoding: a, as: UTF8.self).contains("\"kind\" : \"altsim-campaign-shard\""))
    }

    @Test("A shard prints its progress and the time left to a log (standard error not a terminal)")
    func progressLines() throws {
        let directory = try Altsim.scratch("progress")
        defer { try? FileManager.default.removeItem(at: directory) }
        let progress = ["run"] + Self.scenarios.prefix(2) + ["--seeds", "1...10", "--json", "s.json", "--shard"]
        let result = try Altsim.run(progress + ["0/2"], in: directory)
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n")
        // 2 scenarios × 5 seeds: one line per tenth.
        #expect(lines.count == 10, "\(result.stderr)")
        #expect(lines.first?.hasPrefix("shard 0/2: 1/10 runs (10 %), ") == true)
        #expect(lines.first?.hasSuffix(" left") == true)
        #expect(lines.last?.hasPrefix("shard 0/2: 10/10 runs (100 %), ") == true)
        #expect(lines.last?.hasSuffix(", done") == true)
        let quiet = try Altsim.run(progress + ["1/2", "--quiet"], in: directory)
        #expect(quiet.stderr.isEmpty)
    }

    @Test("The time left is the wall time per run so far times the runs left")
    func timeLeft() {
        #expect(
            CampaignProgress.line(label: "shard 1/4: ", done: 10, runs: 40, elapsedSeconds: 60)
                == "shard 1/4: 10/40 runs (25 %), 1.0 min elapsed, about 3.0 min left")
        #expect(CampaignProgress.line(label: "", done: 0, runs: 4, elapsedSeconds: 0) == "0/4 runs (0 %), 0 s elapsed")
    }

    @Test("A single scenario's progress line shows the wall time left at its simulated rate")
    func scenarioTimeLeft() {
        #expect(
            ProgressSink.line(
                prefix: "[1/3] a.scenario", simulatedSeconds: 720, ratePerSecond: 180, durationSeconds: 3600)
                == "[1/3] a.scenario  12.0 min simulated, 3.0 min per second, about 16 s left")
        #expect(
            ProgressSink.line(prefix: "[1/1] b", simulatedSeconds: 60, ratePerSecond: 30, durationSeconds: nil)
                == "[1/1] b  1.0 min simulated, 30 s per second")
    }

    @Test(
        "Missing, duplicate and mismatched shards, and a scenario changed since the shards ran, are errors naming the files"
    )
    func badShards() throws {
        let directory = try Altsim.scratch("bad-shards")
        defer { try? FileManager.default.removeItem(at: directory) }
        for index in 0..<3 { #expect(try Self.shard(index, in: directory).status == 0) }

        let missing = try Altsim.run(["merge", "s0.json", "s2.json", "--json", "m.json"], in: directory)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("shard 1/3 of the campaign is missing (present: 0/3 s0.json, 2/3 s2.json)"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("m.json").path))

        try FileManager.default.copyItem(
            at: directory.appendingPathComponent("s0.json"), to: directory.appendingPathComponent("copy.json"))
        let twice = try Altsim.run(["merge", "s0.json", "s1.json", "s2.json", "copy.json"], in: directory)
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("s0.json and copy.json are both shard 0/3"), "\(twice.stderr)")

        let seeds = try Altsim.scratch("bad-shards-seeds")
        defer { try? FileManager.default.removeItem(at: seeds) }
        #expect(try Self.shard(2, seeds: "1...8", in: seeds).status == 0)
        let otherSeeds = try Altsim.run(
            ["merge", "s0.json", "s1.json", seeds.appendingPathComponent("s2.json").path], in: directory)
        #expect(otherSeeds.status == 2)
        #expect(
            otherSeeds.stderr.contains("(shard 2/3) and s0.json (shard 0/3) ran different seed lists (1...8 and 1...7)")
        )

        let engine = try Altsim.scratch("bad-shards-engine")
        defer { try? FileManager.default.removeItem(at: engine) }
        #expect(try Self.shard(2, in: engine, extra: ["--engine", "filters=pressure"]).status == 0)
        let otherEngine = try Altsim.run(
            ["merge", "s0.json", "s1.json", engine.appendingPathComponent("s2.json").path], in: directory)
        #expect(otherEngine.status == 2)
        #expect(otherEngine.stderr.contains("ran different engines ('filters=pressure' and 'default')"))

        let counts = try Altsim.scratch("bad-shards-count")
        defer { try? FileManager.default.removeItem(at: counts) }
        #expect(try Self.shard(1, of: 2, in: counts).status == 0)
        let otherCount = try Altsim.run(
            ["merge", "s0.json", counts.appendingPathComponent("s1.json").path, "s2.json"], in: directory)
        #expect(otherCount.status == 2)
        #expect(otherCount.stderr.contains("cut the campaign into different numbers of shards"))

        let notShard = try Altsim.run(["merge", "s0.json", Self.scenarios[0]], in: directory)
        #expect(notShard.status == 2)
    }

    @Test("A scenario file changed after the shards ran is refused, naming the file")
    func changedScenario() throws {
        let directory = try Altsim.scratch("changed")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = directory.appendingPathComponent("holds.scenario")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.scenarios[1]), to: scenario)
        for index in 0..<2 {
            let result = try Altsim.run(
                ["run", "holds.scenario", "--seeds", "1...4", "--shard", "\(index)/2", "--json", "s\(index).json"],
                in: directory)
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(try Altsim.run(["merge", "s0.json", "s1.json"], in: directory).status == 0)
        // The merge's outputs may not replace the scenario it reads.
        let onScenario = try Altsim.run(["merge", "s0.json", "s1.json", "--json", "holds.scenario"], in: directory)
        #expect(onScenario.status == 2)
        #expect(onScenario.stderr.contains("is an input of this run"), "\(onScenario.stderr)")
        try (String(contentsOf: scenario, encoding: .utf8) + "\n# edited after the shards ran\n").write(
            to: scenario, atomically: true, encoding: .utf8)
        let merged = try Altsim.run(["merge", "s0.json", "s1.json"], in: directory)
        #expect(merged.status == 2)
        #expect(
            merged.stderr.contains("s0.json: the scenario changed since the shards ran: holds.scenario"),
            "\(merged.stderr)")
    }

    @Test(
        "--shard needs --seeds and --json and leaves the reports to the merge",
        arguments: [
            ["--shard", "0/2", "--json", "s.json"], ["--seeds", "1...4", "--shard", "0/2"],
            ["--seeds", "1...4", "--shard", "0/2", "--json", "s.json", "--report", "r.html"],
            ["--seeds", "1...4", "--shard", "2/2", "--json", "s.json"],
            ["--seeds", "1...4", "--shard", "1/0", "--json", "s.json"],
        ])
    func shardOptions(options: [String]) throws {
        let result = try Altsim.run(["run", Self.scenarios[1]] + options)
        #expect(result.status == 2, "\(options): \(result.stderr)")
        #expect(result.stderr.contains("--shard"), "\(options): \(result.stderr)")
    }

    @Test("The shards partition the seed list: positions i with i % N == I")
    func partition() {
        let shards = (0..<3).map { ShardSelection(index: $0, count: 3).positions(total: 7) }
        #expect(shards == [[0, 3, 6], [1, 4], [2, 5]])
        #expect(ShardSelection(index: 4, count: 5).positions(total: 3).isEmpty)
    }

    @Test("The merged campaign names the unsharded command: the shard's own options left out")
    func campaignCommand() {
        #expect(
            ShardMerge.campaignArguments([
                "a.scenario", "--seeds", "1...40", "--shard", "auto", "--json=s.json", "--jobs", "2", "--quiet",
                "--engine", "filters=pressure",
            ]) == ["a.scenario", "--seeds", "1...40", "--engine", "filters=pressure"])
        #expect(
            MergeCommand.outputWords(["a.json", "--json", "o.json", "--quiet", "--report=r.html"]) == [
                "--json", "o.json", "--report=r.html",
            ])
    }

    @Test("Fuzz reports merge through altsim merge as through fuzz merge; a missing fuzz shard is an error")
    func fuzzReports() throws {
        let directory = try Altsim.scratch("fuzz-merge")
        defer { try? FileManager.default.removeItem(at: directory) }
        for index in 0..<2 {
            let result = try Altsim.run(
                [
                    "fuzz", "--seed", "3", "--count", "4", "--duration", "60", "--no-shrink", "--shard", "\(index)/2",
                    "--out", "f\(index)", "--json", "f\(index).json",
                ], in: directory)
            #expect(result.status <= 1, "\(result.stderr)")
        }
        let merged = try Altsim.run(["merge", "f0.json", "f1.json", "--json", "m.json"], in: directory)
        #expect(merged.status <= 1, "\(merged.stderr)")
        #expect(merged.stdout.contains("shards 0/2, 1/2, 4 cases"), "\(merged.stdout)")
        let alias = try Altsim.run(["fuzz", "merge", "f1.json", "f0.json", "--json", "a.json"], in: directory)
        #expect(alias.status == merged.status)
        let missing = try Altsim.run(["merge", "f1.json", "--json", "m.json"], in: directory)
        #expect(missing.status == 2)
        #expect(
            missing.stderr.contains("shard 0/2 of the campaign is missing (present: 1/2 f1.json)"), "\(missing.stderr)")
        let report = try Altsim.run(["merge", "f0.json", "f1.json", "--report", "r.html"], in: directory)
        #expect(report.status == 2)
    }

    @Test("A run that could not be set up (an engine process that dies) merges into the same error as unsharded")
    func failedRunsMerge() throws {
        let directory = try Altsim.scratch("engine-fails")
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixture = PackagePaths.url("Tests/altsimTests/Fixtures/Hostile/pipe-engine-fails-in-campaign")
        for name in ["engine.py", "ok.scenario"] {
            try FileManager.default.copyItem(
                at: fixture.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        let campaign = ["run", "ok.scenario", "--seeds", "1...3", "--engine-process", "python3 engine.py"]
        let unsharded = try Altsim.run(campaign + ["--json", "whole.json"], in: directory)
        #expect(unsharded.status == 2)
        #expect(unsharded.stdout.contains("--seed 1 --engine-process 'python3 engine.py'"), "\(unsharded.stdout)")
        for index in 0..<2 {
            let shard = try Altsim.run(campaign + ["--shard", "\(index)/2", "--json", "s\(index).json"], in: directory)
            #expect(shard.status == 0, "\(shard.stderr)")
        }
        try FileManager.default.moveItem(
            at: directory.appendingPathComponent("whole.json"), to: directory.appendingPathComponent("expected.json"))
        let merged = try Altsim.run(["merge", "s0.json", "s1.json", "--json", "whole.json"], in: directory)
        #expect(merged.status == 2)
        #expect(merged.stdout.hasSuffix(unsharded.stdout), "\(merged.stdout)")
        #expect(
            try Data(contentsOf: directory.appendingPathComponent("whole.json"))
                == Data(contentsOf: directory.appendingPathComponent("expected.json")))
    }

    @Test(
        "On a terminal a campaign redraws its progress line with the time left",
        .enabled(if: Altsim.findExecutable("script") != nil, "needs script(1) from util-linux for a pseudo-terminal"))
    func progressOnTerminal() throws {
        let script = try #require(Altsim.findExecutable("script"))
        let folder = try Altsim.scratch("campaign-tty")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["-qc", "\(try Altsim.binary().path) run \(Self.scenarios[1]) --seeds 1...3", "/dev/null"]
        process.standardOutput = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let shown = try String(contentsOf: output, encoding: .utf8)
        #expect(shown.contains("\r\u{1B}[2K0/3 runs (0 %), 0 s elapsed"), "\(shown)")
        #expect(shown.contains("\r\u{1B}[2K1/3 runs (33 %), "), "\(shown)")
        #expect(shown.contains(" left"), "\(shown)")
    }

    @Test("A shard whose scenario files do not all load writes no shard file (it would merge into another campaign)")
    func badScenarioWritesNothing() throws {
        let directory = try Altsim.scratch("bad-scenario-shard")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Altsim.run(
            [
                "run", Self.scenarios[1], Altsim.fixture("broken.scenario"), "--seeds", "1...4", "--shard", "0/2",
                "--json",
                "s.json",
            ], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.contains("shard 0/2 not run: every scenario file must load"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("s.json").path))
    }

    @Test("altsim merge refuses a FIFO, a device and a folder at once, naming what they are")
    func mergeInputsThatAreNotFiles() throws {
        let directory = try Altsim.scratch("merge-not-files")
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("shard.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for (input, kind) in [(fifo, "a FIFO"), ("/dev/zero", "a character device"), (directory.path, "a folder")] {
            let result = try Altsim.run(["merge", input, "--json", "m.json"], in: directory, timeLimitSeconds: 30)
            #expect(!result.timedOut, "\(input): hung")
            #expect(result.status == 2, "\(input): \(result.stderr)")
            #expect(
                result.stderr.contains("cannot read the file: it is \(kind), not a regular file"), "\(result.stderr)")
        }
    }

    @Test("A damaged or foreign JSON file among the shards is named, with what is wrong")
    func damagedShard() throws {
        let directory = try Altsim.scratch("damaged-shard")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try Self.shard(0, of: 1, seeds: "1...2", in: directory).status == 0)
        let path = directory.appendingPathComponent("s0.json")
        let text = try String(contentsOf: path, encoding: .utf8)
        try text.replacingOccurrences(of: "\"formatVersion\" : 1", with: "\"formatVersion\" : 9").write(
            to: directory.appendingPathComponent("v9.json"), atomically: true, encoding: .utf8)
        let version = try Altsim.run(["merge", "v9.json"], in: directory)
        #expect(version.status == 2)
        #expect(
            version.stderr.contains("v9.json: shard format version 9, this altsim reads version 1"), "\(version.stderr)"
        )
        try text.replacingOccurrences(of: "\"seeds\" : [", with: "\"seeds\" : [\"x\",").write(
            to: directory.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let damaged = try Altsim.run(["merge", "bad.json"], in: directory)
        #expect(damaged.status == 2)
        #expect(damaged.stderr.contains("bad.json: a damaged campaign shard ("), "\(damaged.stderr)")
        #expect(try Altsim.run(["merge", "s0.json"], in: directory).status <= 1)
    }
}
