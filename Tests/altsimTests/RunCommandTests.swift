import Foundation
import Testing

@Suite("altsim run and check")
struct RunCommandTests {
    @Test("A scenario whose expectations hold exits 0 and prints PASS with each expectation")
    func holds() throws {
        let result = try Altsim.run(["run", Altsim.fixture("holds.scenario"), "--quiet"])
        #expect(result.status == 0, "stdout: \(result.stdout)\nstderr: \(result.stderr)")
        #expect(result.stdout.contains("PASS "))
        #expect(result.stdout.contains("ok "))
        #expect(result.stdout.contains("1 scenario: 1 passed, 0 failed, 0 errors"))
    }

    @Test("A failing expectation exits 1 with the seed and the reproduce command")
    func fails() throws {
        let path = Altsim.fixture("fails.scenario")
        let result = try Altsim.run(["run", path, "--seed", "9"])
        #expect(result.status == 1, "stdout: \(result.stdout)\nstderr: \(result.stderr)")
        #expect(result.stdout.contains("FAIL "))
        #expect(result.stdout.contains("expectation failed: expect hae error p80 <= 0 m"))
        #expect(result.stdout.contains("seed:     9"))
        #expect(result.stdout.contains("reproduce: altsim run \(path) --seed 9"))
    }

    @Test("A failure under --engine reproduces with the same --engine")
    func failsWithEngine() throws {
        let path = Altsim.fixture("fails.scenario")
        let result = try Altsim.run(["run", path, "--seed", "9", "--engine", "filters=none"])
        #expect(result.status == 1, "stdout: \(result.stdout)\nstderr: \(result.stderr)")
        #expect(result.stdout.contains("reproduce: altsim run \(path) --seed 9 --engine filters=none"))
    }

    @Test("A broken file exits 2 with a compiler-style error")
    func broken() throws {
        let path = Altsim.fixture("broken.scenario")
        let result = try Altsim.run(["run", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(path + ":2:"))
        #expect(result.stderr.contains("error:"))
        let check = try Altsim.run(["check", path])
        #expect(check.status == 2)
    }

    @Test("check exits 0 for good files; missing paths and bad options exit 2")
    func checkAndUsage() throws {
        #expect(try Altsim.run(["check", Altsim.fixture("holds.scenario")]).status == 0)
        #expect(try Altsim.run(["run", Altsim.fixture("no-such.scenario")]).status == 2)
        #expect(try Altsim.run(["run", Altsim.fixture("holds.scenario"), "--bogus"]).status == 2)
        #expect(try Altsim.run(["run", Altsim.fixture("holds.scenario"), "--seed", "x"]).status == 2)
    }

    @Test("A folder runs its scenarios in order and skips libraries; one failure makes it exit 1")
    func folder() throws {
        let folder = try Altsim.scratch("folder")
        for name in ["holds.scenario", "fails.scenario"] {
            try FileManager.default.copyItem(
                atPath: Altsim.fixture(name), toPath: folder.appendingPathComponent(name).path)
        }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("lib"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Altsim.fixture("library/models.scenario"),
            toPath: folder.appendingPathComponent("lib/models.scenario").path)
        let result = try Altsim.run(["run", folder.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("2 scenarios: 1 passed, 1 failed, 0 errors, 1 library skipped"))
        let failsAt = try #require(result.stdout.range(of: "fails.scenario"))
        let holdsAt = try #require(result.stdout.range(of: "holds.scenario"))
        #expect(failsAt.lowerBound < holdsAt.lowerBound)
    }

    @Test("--jobs runs scenarios at once with the same output, in file order, as one at a time")
    func parallel() throws {
        let folder = try Altsim.scratch("jobs")
        for (index, name) in ["fails.scenario", "holds.scenario", "fails.scenario", "holds.scenario"].enumerated() {
            try FileManager.default.copyItem(
                atPath: Altsim.fixture(name), toPath: folder.appendingPathComponent("\(index)-\(name)").path)
        }
        let sequential = try Altsim.run(["run", folder.path, "--json", folder.appendingPathComponent("a.json").path])
        let parallel = try Altsim.run([
            "run", folder.path, "--jobs", "3", "--json", folder.appendingPathComponent("a.json").path,
        ])
        #expect(sequential.status == 1)
        #expect(parallel.status == 1)
        #expect(parallel.stdout == sequential.stdout)
        #expect(sequential.stdout.contains("4 scenarios: 2 passed, 2 failed"))
        #expect(try Altsim.run(["run", folder.path, "--jobs", "0"]).status == 2)
    }

    @Test("Without a terminal (or with --quiet) there is no escape code and no progress line")
    func noEscapeCodes() throws {
        for extra in [[], ["--quiet"]] {
            let result = try Altsim.run(["run", Altsim.fixture("fails.scenario")] + extra)
            #expect(!result.stdout.contains("\u{1B}"))
            #expect(!result.stderr.contains("\u{1B}"))
            #expect(!result.stderr.contains("\r"))
            #expect(result.stdout.contains("FAIL "))
        }
    }

    @Test(
        "On a terminal: a progress line on stderr and coloured verdicts, both off with --quiet and NO_COLOR",
        .enabled(if: Altsim.findExecutable("script") != nil, "needs script(1) from util-linux for a pseudo-terminal"))
    func terminal() throws {
        let script = try #require(Altsim.findExecutable("script"))
        func onTerminal(_ command: String) throws -> String {
            let folder = try Altsim.scratch("tty")
            let output = folder.appendingPathComponent("out").path
            let process = Process()
            process.executableURL = URL(fileURLWithPath: script)
            process.arguments = ["-qc", command, "/dev/null"]
            _ = FileManager.default.createFile(atPath: output, contents: nil)
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
            process.standardOutput = handle
            process.standardInput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            try handle.close()
            return try String(contentsOfFile: output, encoding: .utf8)
        }
        let binary = try Altsim.binary().path
        let fixture = Altsim.fixture("holds.scenario")
        let shown = try onTerminal("env -u NO_COLOR \(binary) run \(fixture)")
        #expect(shown.contains("\r\u{1B}[2K[1/1] \(fixture)"), "progress line")
        #expect(shown.contains("\u{1B}[32mPASS\u{1B}[0m"), "green PASS")
        let quiet = try onTerminal("NO_COLOR=1 \(binary) run \(fixture) --quiet")
        #expect(!quiet.contains("\u{1B}"))
        #expect(quiet.contains("PASS "))
    }
}

@Suite("altsim run --seeds")
struct RunSeedsCommandTests {
    @Test("A single run lists `across seeds` rows as not judged and names the campaign command")
    func singleRun() throws {
        let path = Altsim.fixture("pooled.scenario")
        let json = FileManager.default.temporaryDirectory.appendingPathComponent("altsim-not-judged-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: json) }
        let result = try Altsim.run(["run", path, "--seed", "2", "--quiet", "--json", json.path])
        #expect(result.status == 0, "stdout: \(result.stdout)\nstderr: \(result.stderr)")
        #expect(result.stdout.contains("PASS \(path) (seed 2): 1 expectation hold, 2 not judged\n"))
        let written = try String(contentsOf: json, encoding: .utf8)
        #expect(written.contains("\"notJudged\" : 2") || written.contains("\"notJudged\": 2"), "\(written)")
        #expect(result.stdout.contains("n/j"))
        #expect(result.stdout.contains("judged across seeds by: altsim run \(path) --seeds 1...20"))
    }

    @Test("--seeds judges the campaign: pooled rows pass or fail with every seed's value; exit 1 on a failure")
    func campaign() throws {
        let path = Altsim.fixture("pooled.scenario")
        let result = try Altsim.run(["run", path, "--seeds", "1...4", "--jobs", "2", "--quiet"])
        #expect(result.status == 1, "stdout: \(result.stdout)\nstderr: \(result.stderr)")
        #expect(result.stdout.contains("FAIL \(path) over 4 runs: 1 of 3 expectations failed"))
        #expect(result.stdout.contains("expect uncertainty u68 coverage between 99% and 100% across seeds after 00:01"))
        #expect(result.stdout.contains("expected: coverage averaged over the runs (equal weight) in 99.0 %…100.0 %"))
        for seed in 1...4 { #expect(result.stdout.contains("    seed \(seed): ")) }
        #expect(result.stdout.contains("reproduce: altsim run \(path) --seeds 1...4"))
        #expect(result.stdout.contains("ok    \(path):13:1  expect warning 836 never — 4/4 runs"))
        #expect(result.stdout.contains("1 scenario over 4 seeds: 0 passed, 1 failed, 0 errors"))
        // The same campaign on one thread prints the same.
        let sequential = try Altsim.run(["run", path, "--seeds", "1,2,3,4", "--quiet"])
        #expect(
            sequential.stdout.replacingOccurrences(of: "--seeds 1...4", with: "")
                == result.stdout.replacingOccurrences(of: "--seeds 1...4", with: ""))
    }

    @Test("--seeds writes the campaign's HTML report, JUnit XML and JSON, and prints the accuracy table")
    func campaignOutputs() throws {
        let path = Altsim.fixture("pooled.scenario")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("altsim-campaign-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let html = directory.appendingPathComponent("campaign.html").path
        let junit = directory.appendingPathComponent("campaign.xml").path
        let json = directory.appendingPathComponent("campaign.json").path
        let result = try Altsim.run([
            "run", path, "--seeds", "1...3", "--jobs", "2", "--quiet", "--report", html, "--junit", junit, "--json",
            json,
        ])
        #expect(result.status == 1, "stdout: \(result.stdout)\nstderr: \(result.stderr)")
        #expect(result.stdout.contains("accuracy by group"))
        #expect(result.stdout.contains("published: FCC z-axis rule"))
        #expect(try String(contentsOfFile: html, encoding: .utf8).contains("Accuracy by group"))
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("<testsuite name=\"\(path)\""))
        let written = try String(contentsOfFile: json, encoding: .utf8)
        #expect(written.contains("\"kind\": \"campaign\""))
        #expect(written.contains("\"seeds\": [\n    1,\n    2,\n    3\n  ]"))
    }

    @Test(
        "Bad --seeds lists and clashing options exit 2",
        arguments: [
            ["--seeds", "5...1"], ["--seeds", "x"], ["--seeds", "1...20", "--seed", "3"],
            ["--seeds", "1...3", "--trace", "t.jsonl"],
            ["--seeds", "1...3", "--lead-with", "x.scenario", "--report", "r.html"],
            ["--seeds", "1...20000"],
        ])
    func badSeeds(options: [String]) throws {
        let result = try Altsim.run(["run", Altsim.fixture("pooled.scenario")] + options)
        #expect(result.status == 2, "stdout: \(result.stdout)\nstderr: \(result.stderr)")
    }
}
