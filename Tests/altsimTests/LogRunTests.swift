import Foundation
import Testing

/// `altsim log run` on real falcon-2018 trials with the bundled site scenarios.
@Suite("altsim log run")
struct LogRunTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static func trial(_ name: String) -> String {
        root.appendingPathComponent("Tests/FieldLogsTests/Fixtures/falcon-2018/trials/\(name)").path
    }
    static func site(_ name: String) -> String { root.appendingPathComponent("field-logs/sites/\(name)").path }

    @Test func trialsEndOnTheirLabelledFloors() throws {
        let json = try Altsim.scratch("log-run").appendingPathComponent("field.json").path
        let result = try Altsim.run([
            "log", "run", Self.trial("gsb_a_1_3.csv"), Self.trial("noco_b_1_10.csv"), Self.trial("ssw_a_1_5.csv"),
            "--site", Self.site("gsb.scenario"), "--site", Self.site("noco.scenario"), "--site",
            Self.site("ssw.scenario"), "--json", json,
        ])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("gsb_a_1_3.csv: 9.6 m above the entrance the engine found → floor 2"))
        #expect(result.stdout.contains("label 9: exact"))
        #expect(result.stdout.contains("field logs: 3 recordings, 3 exact floor, 3 within one floor"))
        #expect(result.stdout.contains("indoor detector: agrees with the labels in"))
        #expect(result.stdout.contains("  expect final floor = label: holds (floor 9, label 9)"))
        #expect(result.stdout.contains("site expectations: 6 hold, 0 fail"))
        let data = try Data(contentsOf: URL(fileURLWithPath: json))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let totals = try #require(object["totals"] as? [String: Any])
        #expect(totals["exactFloor"] as? Int == 3)
        let rows = try #require(object["recordings"] as? [[String: Any]])
        #expect(rows.first?["labelledFloor"] as? Int == 2)
        #expect((rows.first?["cleaned"] as? [String: Int])?["pressure: left over from an earlier session"] == 1)
    }

    @Test func aMissedFloorFailsTheRun() throws {
        // gsb's storeys applied to noco's tenth floor: the height names another floor.
        let result = try Altsim.run([
            "log", "run", Self.trial("noco_b_1_10.csv"), "--site", Self.site("ssw.scenario"),
        ])
        #expect(result.status == 1)
        #expect(result.stdout.contains("field logs: 1 recordings, 0 exact floor"))
        #expect(result.stdout.contains("  expect final floor = label: FAILS (floor 10, label 9)"))
    }

    @Test func badSitesAndRecordingsAreRefused() throws {
        let noSite = try Altsim.run(["log", "run", Self.trial("gsb_a_1_3.csv")])
        #expect(noSite.status == 2)
        #expect(noSite.stderr.contains("give the site scenario with --site"))
        let unmatched = try Altsim.run([
            "log", "run", Self.trial("gsb_a_1_3.csv"), "--site", Self.site("noco.scenario"), "--site",
            Self.site("ssw.scenario"),
        ])
        #expect(unmatched.status == 2)
        #expect(unmatched.stderr.contains("no --site file names this recording"))
        let sigma = try Altsim.run([
            "log", "run", Self.trial("gsb_a_1_3.csv"), "--site", Self.site("gsb.scenario"), "--reference-sigma", "nan",
        ])
        #expect(sigma.status == 2)
        #expect(sigma.stderr.contains("--reference-sigma must be a number of Pa from 1 to 5000"))
        let folder = try Altsim.scratch("log-run-bad-site")
        let bad = folder.appendingPathComponent("bad.scenario").path
        try Data("scenario \"x\"\nbuilding\n".utf8).write(to: URL(fileURLWithPath: bad))
        let badSite = try Altsim.run(["log", "run", Self.trial("gsb_a_1_3.csv"), "--site", bad])
        #expect(badSite.status == 2)
        #expect(badSite.stderr.contains("bad.scenario:2"))
    }

    @Test func theTraceOfARunReplays() throws {
        let folder = try Altsim.scratch("log-run-trace")
        let trace = folder.appendingPathComponent("gsb_a.jsonl").path
        let run = try Altsim.run([
            "log", "run", Self.trial("gsb_a_1_3.csv"), "--site", Self.site("gsb.scenario"), "--trace", trace,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        #expect(text.hasPrefix("{"))
        #expect(text.contains("\"fieldRecording\":"))
        #expect(text.contains("\"type\":\"pressureSample\""))
        let replay = try Altsim.run(["replay", trace])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        #expect(replay.stdout.contains("engine events reproduced from 188 recorded inputs"))
        // A changed input is a divergence.
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let pressureLines = lines.indices.filter { lines[$0].contains("\"type\":\"pressureSample\"") }
        let index = try #require(pressureLines.dropFirst(40).first)
        lines[index] = lines[index].replacingOccurrences(of: "\"measuredPa\":10", with: "\"measuredPa\":9")
        let edited = folder.appendingPathComponent("edited.jsonl").path
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: edited))
        let diverged = try Altsim.run(["replay", edited])
        #expect(diverged.status == 1)
        #expect(diverged.stdout.contains("replay: divergence at event"))
    }

    @Test func aGzipTraceOfARunReplays() throws {
        let folder = try Altsim.scratch("log-run-trace-gz")
        let trace = folder.appendingPathComponent("gsb_a.jsonl.gz").path
        let run = try Altsim.run([
            "log", "run", Self.trial("gsb_a_1_3.csv"), "--site", Self.site("gsb.scenario"), "--trace", trace,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: trace))
        #expect(bytes.prefix(2) == Data([0x1F, 0x8B]))
        let replay = try Altsim.run(["replay", trace])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        #expect(replay.stdout.contains("engine events reproduced from 188 recorded inputs"))
    }

    @Test func traceNeedsOneRecording() throws {
        let result = try Altsim.run([
            "log", "run", Self.trial("gsb_a_1_3.csv"), Self.trial("gsb_c_1_3.csv"), "--site", Self.site("gsb.scenario"),
            "--trace", "out/x.jsonl",
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--trace writes the run of one recording"))
    }
}
