import Foundation
import Testing

/// `altsim log run --report`: the HTML report of real recordings' runs.
@Suite("altsim log run --report")
struct LogRunReportTests {
    /// The indoor/outdoor walk, copied into `folder` under a name that picks the street site.
    static func walk(in folder: URL) throws -> String {
        let source = LogRunTests.root.appendingPathComponent(
            "Tests/FieldLogsTests/Fixtures/falcon-2018/indoor-outdoor/2016-11-30T09-30-40.319Z.csv")
        let copy = folder.appendingPathComponent("nyc-street_2016-11-30T09-30-40.319Z.csv")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: source, to: copy)
        return copy.path
    }

    static func arguments(report: String, walk: String) -> [String] {
        [
            "log", "run", LogRunTests.trial("gsb_a_1_3.csv"), LogRunTests.trial("noco_b_1_10.csv"), walk,
            "--site", LogRunTests.site("gsb.scenario"), "--site", LogRunTests.site("noco.scenario"),
            "--site", LogRunTests.site("nyc-street.scenario"), "--report", report,
        ]
    }

    @Test func theReportNamesEachRecordingWithItsFiguresAndIsDeterministic() throws {
        let folder = try Altsim.scratch("log-run-report")
        let first = folder.appendingPathComponent("a.html").path
        let kept = folder.appendingPathComponent("first.html")
        let walk = try Self.walk(in: folder)
        let run = try Altsim.run(Self.arguments(report: first, walk: walk))
        #expect(run.stdout.contains("report: "), "\(run.stdout)\(run.stderr)")
        let html = try String(contentsOfFile: first, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for name in ["gsb_a_1_3.csv", "noco_b_1_10.csv", "nyc-street_2016-11-30T09-30-40.319Z.csv"] {
            #expect(html.contains("<h2>" + name), "no section for \(name)")
        }
        // The summary: engine floor vs label (noco_b_1_10 ends on floor 9 by its label).
        #expect(html.contains("final floor: engine"))
        #expect(html.contains("assistance reference: the declared sea-level pressure 1013.25 hPa, σ 1500 Pa"))
        #expect(html.contains("<td class=\"num\">9</td><td class=\"num\">9</td>"))
        #expect(html.contains("field logs: 3 recordings, 2 exact floor"))
        // The walk's indoor agreement per labelled second, and the events.
        #expect(html.range(of: #"\d+ / \d+ s \(\d+\.\d %\)"#, options: .regularExpression) != nil)
        #expect(html.contains("indoor detector: agrees with the labels in"))
        #expect(html.contains("labelled entrance (indoors label)"))
        #expect(html.contains("entrance the engine found"))
        #expect(html.contains("labelled final floor 2"))
        // Cleaned rows are counted per recording, and the plots are drawn.
        #expect(html.contains("pressure: left over from an earlier session"))
        #expect(html.contains("<svg"))
        #expect(html.contains("expect final floor = label"))
        // The command line is in the report: the same one again, into the same path.
        try FileManager.default.moveItem(at: URL(fileURLWithPath: first), to: kept)
        _ = try Altsim.run(Self.arguments(report: first, walk: walk))
        let again = try Data(contentsOf: URL(fileURLWithPath: first))
        #expect(again == Data(html.utf8), "two identical runs wrote different reports")
    }

    @Test func anUnwritableReportIsAClearError() throws {
        let folder = try Altsim.scratch("log-run-report-bad")
        // Under a regular file: no folder can be made there.
        let blocker = folder.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)
        let missing = blocker.appendingPathComponent("report.html").path
        let result = try Altsim.run([
            "log", "run", LogRunTests.trial("gsb_a_1_3.csv"), "--site", LogRunTests.site("gsb.scenario"),
            "--report", missing,
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write the report '\(missing)'"), "\(result.stderr)")
        let onFolder = try Altsim.run([
            "log", "run", LogRunTests.trial("gsb_a_1_3.csv"), "--site", LogRunTests.site("gsb.scenario"),
            "--report", folder.path,
        ])
        #expect(onFolder.status == 2)
        #expect(onFolder.stderr.contains("not a regular file"), "\(onFolder.stderr)")
        let onInput = try Altsim.run([
            "log", "run", LogRunTests.trial("gsb_a_1_3.csv"), "--site", LogRunTests.site("gsb.scenario"),
            "--report", LogRunTests.site("gsb.scenario"),
        ])
        #expect(onInput.status == 2)
        #expect(onInput.stderr.contains("is an input of this run"), "\(onInput.stderr)")
    }
}
