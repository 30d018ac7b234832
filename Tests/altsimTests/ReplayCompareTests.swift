import Foundation
import Testing

@Suite("altsim replay and compare")
struct ReplayCompareTests {
    /// Records a trace of the fixture and returns its path.
    static func record(in folder: URL) throws -> String {
        let trace = folder.appendingPathComponent("trace.jsonl").path
        let result = try Altsim.run(["run", Altsim.fixture("holds.scenario"), "--trace", trace, "--quiet"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        return trace
    }

    @Test("A recorded trace replays identically")
    func identical() throws {
        let trace = try Self.record(in: try Altsim.scratch("replay"))
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        #expect(text.hasPrefix("{\"engine\":\"default\""))
        #expect(text.contains("\"type\":\"pressureSample\""), "a replayable trace keeps the raw samples")
        let result = try Altsim.run(["replay", trace])
        #expect(result.status == 0, "stdout: \(result.stdout)\nstderr: \(result.stderr)")
        #expect(result.stdout.contains("events identical"))
    }

    @Test("A trace recorded with a relative scenario path replays from another folder")
    func relativePath() throws {
        let folder = try Altsim.scratch("relative")
        let trace = folder.appendingPathComponent("t.jsonl").path
        let recorded = try Altsim.run(["run", "Tests/altsimTests/Fixtures/holds.scenario", "--trace", trace])
        #expect(recorded.status == 0)
        let result = try Altsim.run(["replay", "t.jsonl"], in: folder)
        #expect(result.status == 0, "stdout: \(result.stdout)\nstderr: \(result.stderr)")
    }

    @Test("A tampered trace fails, naming the event that differs")
    func tampered() throws {
        let trace = try Self.record(in: try Altsim.scratch("tamper"))
        var lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.indices.first { $0 > 0 && lines[$0].contains("\"event\":\"altitudeCallback\"") && lines[$0].contains("\"height\":") })
        lines[index] = lines[index].replacingOccurrences(of: "\"height\":", with: "\"height\":1")
        try lines.joined(separator: "\n").write(toFile: trace, atomically: true, encoding: .utf8)
        let result = try Altsim.run(["replay", trace])
        #expect(result.status == 1)
        #expect(result.stdout.contains("divergence at event #\(index - 1) (line \(index + 1) of"))
        #expect(result.stdout.contains("engine/altitudeCallback"))
        #expect(result.stdout.contains("expected: "))
        #expect(result.stdout.contains("got:      "))
    }

    @Test("A truncated trace fails; a file that is not a trace is bad input")
    func truncatedAndBad() throws {
        let folder = try Altsim.scratch("truncated")
        let trace = try Self.record(in: folder)
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").prefix(10)
        try (lines.joined(separator: "\n") + "\n").write(toFile: trace, atomically: true, encoding: .utf8)
        let truncated = try Altsim.run(["replay", trace])
        #expect(truncated.status == 1)
        #expect(truncated.stdout.contains("divergence at event #9"))
        #expect(try Altsim.run(["replay", Altsim.fixture("holds.scenario")]).status == 2)
        #expect(try Altsim.run(["replay", folder.appendingPathComponent("missing.jsonl").path]).status == 2)
    }

    @Test("compare runs both configurations and writes one overlaid report")
    func compare() throws {
        let folder = try Altsim.scratch("compare")
        let html = folder.appendingPathComponent("ab.html").path
        let result = try Altsim.run(["compare", Altsim.fixture("holds.scenario"),
                                     "--a", "name=off filters=none", "--b", "name=on filters=pressure,location pressure-filter-limit=80Pa",
                                     "--report", html])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("A off"))
        #expect(result.stdout.contains("B on"))
        #expect(result.stdout.contains("p80 |HAE error|"))
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("off"))
        #expect(page.contains("on"))
        #expect(page.contains("<svg"))
    }

    @Test("compare rejects a bad configuration with exit 2")
    func badConfiguration() throws {
        for config in ["filters=sideways", "speed=3", "calibration-validity=soon", "nonsense"] {
            let result = try Altsim.run(["compare", Altsim.fixture("holds.scenario"), "--a", config, "--b", "default"])
            #expect(result.status == 2, "\(config)")
            #expect(result.stderr.contains("altsim compare:"))
        }
    }
}
