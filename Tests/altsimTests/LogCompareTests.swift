import Foundation
import Testing

/// `altsim log compare` and `altsim log fit` on the bundled gsb trials and their reproduction.
@Suite("altsim log compare and log fit")
struct LogCompareTests {
    static let root = LogRunTests.root
    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
    static var gsbTrials: [String] {
        let folder = path("field-logs/falcon-2018/trials")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix("gsb_") }.sorted().map { folder + "/" + $0 }
    }
    static let site = path("field-logs/sites/gsb.scenario")
    static let reproduction = path("field-logs/sites/gsb-reproduction.scenario")

    @Test("The table of the fitted reproduction: every statistic named, sim, real and ratio, JSON and report")
    func tableOfTheReproduction() throws {
        let folder = try Altsim.scratch("log-compare")
        let json = folder.appendingPathComponent("compare.json").path
        let report = folder.appendingPathComponent("compare.html").path
        let result = try Altsim.run(
            ["log", "compare"] + Self.gsbTrials + [
                "--site", Self.site, "--with", Self.reproduction, "--seeds", "1...3", "--json", json, "--report",
                report,
            ])
        #expect(result.status <= 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("real: 14 recordings, 14 labelled entrances"))
        #expect(result.stdout.contains("at seeds 1,2,3: 9 device runs"))
        for name in [
            "Allan deviation τ = 1 s (Pa)", "Allan deviation τ = 60 s (Pa)", "pressure step per storey (Pa)",
            "pressure sample rate (Hz)", "gap share (> 2 × median interval) (%)", "outdoor accuracy median (m)",
            "indoor accuracy p90 (m)", "entrance to accuracy > 50 m (s)", "engine indoor-detection delay (s)",
        ] {
            #expect(result.stdout.contains(name), "\(name)")
        }
        #expect(result.stdout.contains("statistic"))
        #expect(
            result.stdout.contains(" sim |") && result.stdout.contains(" real |") && result.stdout.contains(" ratio"))
        #expect(result.stdout.contains("pressure sample rate (Hz)             |  1.00 |  1.00 |   1.00"))
        #expect(result.stdout.contains("statistics within 25 %"))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let rows = try #require(object["rows"] as? [[String: Any]])
        #expect(rows.count == 17)
        let rate = try #require(rows.first { $0["statistic"] as? String == "pressure sample rate" })
        #expect(rate["ratio"] as? Double == 1)
        #expect(rate["within"] as? Bool == true)
        let html = try String(contentsOfFile: report, encoding: .utf8)
        #expect(html.contains("<svg id=\"allan\""))
        #expect(html.contains("<svg id=\"accuracy\""))
        #expect(html.contains("Allan deviation τ = 1 s (Pa)"))
        // Same inputs, same bytes.
        let again = try Altsim.run(
            ["log", "compare"] + Self.gsbTrials + [
                "--site", Self.site, "--with", Self.reproduction, "--seeds", "1...3",
            ])
        #expect(again.stdout == result.stdout.replacingOccurrences(of: "report: \(report)\n", with: ""))
    }

    @Test("Without --with the command says what to give")
    func missingWith() throws {
        let result = try Altsim.run(["log", "compare", Self.gsbTrials[0], "--site", Self.site])
        #expect(result.status == 2)
        #expect(result.stderr.contains("give the scenario to compare with: --with SCENARIO.scenario"))
    }

    @Test("A recording without a still stretch is refused with the rule it breaks")
    func noStillStretch() throws {
        let folder = try Altsim.scratch("log-compare-ramp")
        var text = "time,pressure,latitude,longitude,accuracy,indoors\n"
        for second in 0..<120 {
            text += "\(1_700_000_000 + second),\(100_000 + 11 * second),40.8086,-73.9616,10,0\n"
        }
        let path = folder.appendingPathComponent("gsb_ramp.csv").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let result = try Altsim.run(["log", "compare", path, "--site", Self.site, "--with", Self.reproduction])
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("the recordings have no still stretch"))
        #expect(result.stderr.contains("within 10.0 Pa"))
    }

    @Test("log fit prints the phone model of the reproduction scenario, reproducibly")
    func fitPrintsThePhoneModel() throws {
        let result = try Altsim.run(
            ["log", "fit"] + Self.gsbTrials + ["--site", Self.site, "--name", "falcon iphone"])
        #expect(result.status == 0, "\(result.stderr)")
        let line = try #require(result.stdout.split(separator: "\n").last.map(String.init))
        #expect(line.hasPrefix("phone model \"falcon iphone\" barometer default, rate 1 Hz, noise "))
        // The gaps and the outdoor levels as the trials show them (Docs/field-logs.md, Measurements);
        // with levels no accuracy scale is fitted.
        #expect(line.contains(", gaps 0.197 % lasting 2.36 s; "), "\(line)")
        #expect(line.contains("gnss urban, outdoor-accuracy 10 m 31.5 % or 25 m 63.4 % or 30 m 5.04 %, "), "\(line)")
        #expect(!line.contains("accuracy-scale"), "\(line)")
        #expect(result.stdout.contains("# barometer gaps: 3 of 1525 intervals (0.197 %) longer than 2 × the median"))
        #expect(result.stdout.contains("of 483 outdoor fixes under 100 m (7 at no level); 22 outdoor fixes of 100 m"))
        let scenario = try String(contentsOfFile: Self.reproduction, encoding: .utf8)
        #expect(scenario.contains(line), "the reproduction holds the fitted line: \(line)")
        let again = try Altsim.run(["log", "fit"] + Self.gsbTrials + ["--site", Self.site, "--name", "falcon iphone"])
        #expect(again.stdout == result.stdout)
    }

    @Test("log fit on the walks gives the documented network-position fit")
    func fitOfTheWalks() throws {
        let folder = Self.path("field-logs/falcon-2018/indoor-outdoor")
        let walks = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map { folder + "/" + $0 }
        let result = try Altsim.run(
            ["log", "fit"] + walks + ["--site", Self.path("field-logs/sites/nyc-street.scenario")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("network positions: 116 distinct, median 200 m"))
        #expect(result.stdout.contains("(102 intervals)"))
    }
}
