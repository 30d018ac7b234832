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
        #expect(result.stdout.contains("engine events reproduced from"))
        #expect(text.contains("\"type\":\"appCall\""), "app calls are recorded")
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
        var lines = try String(contentsOfFile: trace, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        let index = try #require(
            lines.indices.first {
                $0 > 0 && lines[$0].contains("\"event\":\"altitudeCallback\"") && lines[$0].contains("\"height\":")
            })
        lines[index] = lines[index].replacingOccurrences(of: "\"height\":", with: "\"height\":1")
        try lines.joined(separator: "\n").write(toFile: trace, atomically: true, encoding: .utf8)
        let result = try Altsim.run(["replay", trace])
        #expect(result.status == 1)
        #expect(result.stdout.contains("divergence at event #\(index - 1) (line \(index + 1) of"))
        #expect(result.stdout.contains("engine/altitudeCallback"))
        #expect(result.stdout.contains("engine replay of the recorded inputs"))
        #expect(result.stdout.contains("expected: "))
        #expect(result.stdout.contains("got:      "))
    }

    @Test("A trace with app calls, samples and every kind of assistance reply replays through a bare engine")
    func flakyNetwork() throws {
        let folder = try Altsim.scratch("replay-flaky")
        let trace = folder.appendingPathComponent("flaky.jsonl").path
        let recorded = try Altsim.run(["run", "scenarios/flaky-network.scenario", "--trace", trace, "--quiet"])
        #expect(recorded.status == 0 || recorded.status == 1, "stderr: \(recorded.stderr)")
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        for part in [
            "\"type\":\"appCall\"", "\"type\":\"pressureSample\"", "\"type\":\"locationSample\"",
            "\"reply\":\"response\"", "\"reply\":\"payload\"", "\"payloadBase64\":\"", "\"failure\":\"timeout\"",
            "\"failure\":\"unreachable\"", "\"failure\":\"httpStatus(503)\"",
        ] {
            #expect(text.contains(part), "the trace records \(part)")
        }
        let result = try Altsim.run(["replay", trace])
        #expect(result.status == 0, "stdout: \(result.stdout)\nstderr: \(result.stderr)")
        #expect(result.stdout.contains("engine events reproduced from"))
    }

    @Test("A tampered input fails at the first engine event that differs")
    func tamperedInput() throws {
        let trace = try Self.record(in: try Altsim.scratch("tamper-input"))
        var lines = try String(contentsOfFile: trace, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        let callbacks = lines.indices.filter {
            lines[$0].contains("\"event\":\"altitudeCallback\"") && lines[$0].contains("\"height\":")
        }
        let later = try #require(callbacks.dropFirst(callbacks.count / 2).first)
        let sample = try #require(
            lines.indices.last { $0 < later && lines[$0].contains("\"type\":\"pressureSample\"") })
        let value = try #require(lines[sample].range(of: #""measuredPa":[0-9.e+-]+"#, options: .regularExpression))
        let pressure = try #require(Double(lines[sample][value].dropFirst("\"measuredPa\":".count)))
        lines[sample].replaceSubrange(value, with: "\"measuredPa\":\(pressure + 25)")
        try lines.joined(separator: "\n").write(toFile: trace, atomically: true, encoding: .utf8)
        let result = try Altsim.run(["replay", trace])
        #expect(result.status == 1, "stdout: \(result.stdout)")
        #expect(result.stdout.contains("engine replay of the recorded inputs"))
        // The first engine event after the tampered sample that depends on it: no earlier one.
        let reported = try #require(result.stdout.firstMatch(of: /divergence at event #([0-9]+)/).flatMap { Int($0.1) })
        #expect(
            reported + 1 > sample && reported + 1 <= later,
            "reported line \(reported + 2), sample at line \(sample + 1)")
        #expect(result.stdout.contains("expected: ") && result.stdout.contains("got:      "))
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
        let result = try Altsim.run([
            "compare", Altsim.fixture("holds.scenario"),
            "--a", "name=off filters=none", "--b", "name=on filters=pressure,location pressure-filter-limit=80Pa",
            "--report", html,
        ])
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
