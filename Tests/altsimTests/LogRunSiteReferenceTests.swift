import Foundation
import Testing

/// A site scenario naming its assistance source (`reference series`, `reference declared`):
/// `altsim log run` answers from it as from `--reference`, the command line overrides it, and
/// the simulator refuses it.
@Suite("altsim log run with the site's reference")
struct LogRunSiteReferenceTests {
    typealias Walk = LogRunReferenceTests

    /// The recorded series of the synthetic walk's weather (1002 hPa falling 1.8 hPa/h), σ 0.3 hPa.
    static func trueSeries(in folder: URL, name: String = "knyc.csv") throws -> String {
        var series = "time,pressure,sigma\n"
        for t in stride(from: 0, through: 240, by: 60) {
            series += "\(Walk.startSeconds + t),\(String(format: "%.3f", Walk.seaLevelPa(atSecond: t) / 100)),0.3\n"
        }
        let path = folder.appendingPathComponent(name).path
        try Data(series.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The gsb site without its own `reference` line, and `line` added at its end (line
    /// ``addedLine``), written into `folder` as `name`.
    static func site(in folder: URL, adding line: String, name: String = "gsb.scenario") throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data((baseSite.joined(separator: "\n") + "\n" + line + "\n").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The gsb site's lines but its `reference`.
    static var baseSite: [String] {
        let text = (try? String(contentsOfFile: LogRunTests.site("gsb.scenario"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            .filter { !$0.hasPrefix("reference ") }
    }

    /// The line number of the line ``site(in:adding:name:)`` adds.
    static var addedLine: Int { baseSite.count + 1 }

    /// The printed lines.
    static func lines(_ result: Altsim.Result) -> [String] { result.stdout.split(separator: "\n").map(String.init) }

    @Test func aSiteNamingASeriesRunsAsTheCommandLinesSeries() throws {
        let folder = try Altsim.scratch("site-reference-series")
        let recording = try Walk.recording(in: folder)
        let series = try Self.trueSeries(in: folder)
        let named = try Self.site(in: folder, adding: "reference series \"knyc.csv\"")
        let bySite = try Walk.absoluteFloor(["log", "run", recording, "--site", named], folder: folder)
        #expect(bySite.result.status != 2, "\(bySite.result.stderr)")
        #expect(bySite.floor == 6, "\(bySite.result.stdout)")
        let byCommand = try Walk.absoluteFloor(
            ["log", "run", recording, "--site", LogRunTests.site("gsb.scenario"), "--reference", series],
            folder: folder)
        #expect(byCommand.floor == 6, "\(byCommand.result.stdout)")
        #expect(Self.lines(bySite.result) == Self.lines(byCommand.result))
        let report = folder.appendingPathComponent("site.html").path
        let reported = try Altsim.run(["log", "run", recording, "--site", named, "--report", report])
        #expect(reported.status != 2, "\(reported.stderr)")
        let html = try String(contentsOfFile: report, encoding: .utf8)
        #expect(html.contains("the series \(series) (5 points, in hPa)"), "the generated line names the site's series")
    }

    @Test func theCommandLineOverridesTheSite() throws {
        let folder = try Altsim.scratch("site-reference-override")
        let recording = try Walk.recording(in: folder)
        let truth = try Self.trueSeries(in: folder)
        // The site names a series of the standard atmosphere's 1013.25 hPa: wrong by 11 hPa, so the
        // absolute floor misses unless the command line's series replaces it.
        try Data("time,pressure\n\(Walk.startSeconds),1013.25\n".utf8)
            .write(to: folder.appendingPathComponent("standard.csv"))
        let named = try Self.site(in: folder, adding: "reference series \"standard.csv\"")
        let bySite = try Walk.absoluteFloor(["log", "run", recording, "--site", named], folder: folder)
        #expect(bySite.result.status != 2, "\(bySite.result.stderr)")
        #expect(bySite.floor != 6, "\(bySite.result.stdout)")
        let overridden = try Walk.absoluteFloor(
            ["log", "run", recording, "--site", named, "--reference", truth], folder: folder)
        #expect(overridden.floor == 6, "\(overridden.result.stdout)")
        // --reference-sigma replaces the σ of the site's declared reference, and its series.
        let declared = try Self.site(
            in: folder, adding: "reference declared 1002 hPa ± 9 hPa", name: "gsb-declared.scenario")
        for (site, extra, expected) in [
            (declared, [String](), "the declared sea-level pressure 1002.00 hPa, σ 900 Pa"),
            (declared, ["--reference-sigma", "40"], "the declared sea-level pressure 1002.00 hPa, σ 40 Pa"),
            (named, ["--reference-sigma", "40"], "s&#39; declared sea-level pressure, σ 40 Pa"),
            (LogRunTests.site("gsb.scenario"), [], "the declared sea-level pressure 1013.25 hPa, σ 1500 Pa"),
        ] {
            let report = folder.appendingPathComponent("r-\(UUID().uuidString).html").path
            let result = try Altsim.run(["log", "run", recording, "--site", site, "--report", report] + extra)
            #expect(result.status != 2, "\(result.stderr)")
            let html = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
            #expect(html.contains(expected), "\(extra): \(expected)")
        }
    }

    @Test func aBadSeriesTheSiteNamesIsRefusedAtItsLineAndTheStatement() throws {
        let folder = try Altsim.scratch("site-reference-bad")
        try Data("time,pressure\n1486224600,1013.2\n1486224000,1013.4\n".utf8)
            .write(to: folder.appendingPathComponent("bad.csv"))
        let site = try Self.site(in: folder, adding: "reference series \"bad.csv\"")
        let result = try Altsim.run(["log", "run", LogRunTests.trial("gsb_a_1_3.csv"), "--site", site])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.csv:3: error: time '1486224000' is not after"), "\(result.stderr)")
        #expect(
            result.stderr.contains("gsb.scenario:\(Self.addedLine):1: note: the site's assistance source"),
            "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let missing = try Self.site(in: folder, adding: "reference series \"gone.csv\"", name: "gone.scenario")
        let gone = try Altsim.run(["log", "run", LogRunTests.trial("gsb_a_1_3.csv"), "--site", missing])
        #expect(gone.status == 2)
        #expect(
            gone.stderr.contains("gone.scenario:\(Self.addedLine):18: error: cannot read reference series"),
            "\(gone.stderr)")
        let outside = try Self.site(in: folder, adding: "reference series \"/etc/hostname\"", name: "out.scenario")
        let refused = try Altsim.run(["log", "run", LogRunTests.trial("gsb_a_1_3.csv"), "--site", outside])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("is outside the scenario's folder"), "\(refused.stderr)")
    }

    @Test func theSimulatorRefusesASiteReference() throws {
        let folder = try Altsim.scratch("site-reference-run")
        let site = try Self.site(in: folder, adding: "reference declared 1013.25 hPa ± 15 hPa")
        let run = try Altsim.run(["run", site])
        #expect(run.status == 2)
        #expect(
            (run.stdout + run.stderr).contains(
                "gsb.scenario:\(Self.addedLine):1: error: 'reference' names the assistance source of a field-log site"),
            "\(run.stdout)\(run.stderr)")
        let check = try Altsim.run(["check", site])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let compare = try Altsim.run([
            "log", "compare", LogRunTests.trial("gsb_a_1_3.csv"), "--site", LogRunTests.site("gsb.scenario"),
            "--with", site,
        ])
        #expect(compare.status == 2)
        #expect(compare.stderr.contains("'reference' names the assistance source"), "\(compare.stderr)")
    }
}
