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
}
