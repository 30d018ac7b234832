import Foundation
import Testing

/// `altsim run` on a parameter sweep (`vary …`): one run per value, each named with its value in the
/// terminal, the JSON results and the JUnit report, and each run's trace replays that run.
@Suite("altsim run: parameter sweeps")
struct SweepRunTests {
    static let scenario = """
        scenario "Sweep: a phone on a table"
        seed 5
        duration 20 s
        origin 47.3769, 8.5417
        terrain flat 408 m
        stations grid 3 × 3 spacing 25 km
        vary terrain height over 0 m, 1600 m

        device "table" barometer bmp390, rate 1 Hz, calibrated 1 h ago
          at 00:00 start sdk; altitude every 1 s

        expect status 200 within 15 s

        """

    @Test("Each run is named with its values in every result, and its trace replays that run")
    func namedRunsAndReplay() throws {
        let folder = try Altsim.scratch("sweep-run")
        try Self.scenario.write(to: folder.appendingPathComponent("s.scenario"), atomically: true, encoding: .utf8)
        let result = try Altsim.run(
            ["run", "s.scenario", "--json", "r.json", "--junit", "r.xml", "--trace", "t.jsonl"], in: folder)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("PASS s.scenario [terrain height = 0 m] (seed 5)"))
        #expect(result.stdout.contains("PASS s.scenario [terrain height = 1600 m] (seed 5)"))
        #expect(result.stdout.contains("2 scenarios: 2 passed"))
        let json = try String(contentsOf: folder.appendingPathComponent("r.json"), encoding: .utf8)
        #expect(json.contains("Sweep: a phone on a table [terrain height = 1600 m]"))
        let junit = try String(contentsOf: folder.appendingPathComponent("r.xml"), encoding: .utf8)
        #expect(junit.contains("testcase name=\"Sweep: a phone on a table [terrain height = 0 m]\""))
        let traces = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") }
            .sorted()
        #expect(traces.count == 2)
        let second = try String(contentsOf: folder.appendingPathComponent(traces[1]), encoding: .utf8)
        #expect(second.split(separator: "\n").first?.contains("\"variant\":\"terrain height = 1600 m\"") == true)
        for trace in traces {
            let replay = try Altsim.run(["replay", trace], in: folder)
            #expect(replay.status == 0, "\(trace): \(replay.stdout) \(replay.stderr)")
        }
    }

    @Test(
        "--variant runs one run of a sweep, the same trace as in the whole sweep; a wrong name is an error naming the runs"
    )
    func oneVariant() throws {
        let folder = try Altsim.scratch("sweep-variant")
        try Self.scenario.write(to: folder.appendingPathComponent("s.scenario"), atomically: true, encoding: .utf8)
        try "scenario \"No sweep\"\nduration 5 s\ndevice \"d\"\n  at 00:00 start sdk\n".write(
            to: folder.appendingPathComponent("plain.scenario"), atomically: true, encoding: .utf8)
        let whole = try Altsim.run(["run", "s.scenario", "--trace", "all.jsonl"], in: folder)
        #expect(whole.status == 0, "stderr: \(whole.stderr)")
        let one = try Altsim.run(
            ["run", "s.scenario", "--variant", "terrain height = 1600 m", "--trace", "one.jsonl"], in: folder)
        #expect(one.status == 0, "stderr: \(one.stderr)")
        #expect(one.stdout.contains("PASS s.scenario [terrain height = 1600 m] (seed 5)"))
        #expect(!one.stdout.contains("terrain height = 0 m"))
        #expect(one.stdout.contains("1 scenario: 1 passed"))
        let traces = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("all.") }
            .sorted()
        let inSweep = try String(contentsOf: folder.appendingPathComponent(traces[1]), encoding: .utf8)
        let alone = try String(contentsOf: folder.appendingPathComponent("one.jsonl"), encoding: .utf8)
        // The records after the header (which names the output) are the same bytes.
        #expect(inSweep.split(separator: "\n").dropFirst() == alone.split(separator: "\n").dropFirst())

        let wrong = try Altsim.run(["run", "s.scenario", "--variant", "terrain height = 1600"], in: folder)
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("has no run 'terrain height = 1600'"))
        #expect(wrong.stderr.contains("its runs: 'terrain height = 0 m', 'terrain height = 1600 m'"))
        let plain = try Altsim.run(["run", "plain.scenario", "--variant", "terrain height = 0 m"], in: folder)
        #expect(plain.status == 2)
        #expect(plain.stderr.contains("is not a parameter sweep"))
    }
}
