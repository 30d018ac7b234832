import Foundation
import Testing

@testable import Reports

@Suite("Rows one run does not judge are counted as not judged, never as held")
struct NotJudgedReportTests {
    /// A passed run with two held expectations and one `across seeds` coverage row, and a
    /// passed run whose only expectation is not judged.
    static func document() -> ReportDocument {
        let reproduce = "altsim run p.scenario --seed 3"
        let mixed = [
            ExpectationResult(
                text: "expect no error", location: "p.scenario:4:1", passed: true,
                detailLines: ["expected: no error 850", "actual: not reported"], reproduceCommand: reproduce),
            ExpectationResult(
                text: "expect floor 2 at 00:05", location: "p.scenario:5:1", passed: true,
                detailLines: ["expected: floor 2", "actual: floor 2"], reproduceCommand: reproduce),
            ExpectationResult(
                text: "expect uncertainty 90 % coverage >= 85 % across seeds", location: "p.scenario:6:1",
                passed: true, judged: false,
                detailLines: ["expected: coverage >= 85 %", "actual: 91 %", "not judged in one run (pooled)"],
                reproduceCommand: reproduce),
        ]
        let onlyPooled = [mixed[2]]
        return ReportDocument(
            title: "not judged", generatedBy: "test",
            scenarios: [
                SyntheticReports.scenario(
                    name: "mixed", path: "p.scenario", seed: 3, durationSeconds: 60, expectations: mixed),
                SyntheticReports.scenario(
                    name: "pooled only", path: "q.scenario", seed: 3, durationSeconds: 60, expectations: onlyPooled),
            ])
    }

    @Test("JSON: a notJudged count per run and judged per expectation")
    func json() throws {
        let text = JSONReport.render(Self.document())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let scenarios = try #require(object["scenarios"] as? [[String: Any]])
        #expect(scenarios.map { $0["notJudged"] as? Int } == [1, 1])
        let expectations = try #require(scenarios[0]["expectations"] as? [[String: Any]])
        #expect(expectations.map { $0["judged"] as? Bool } == [true, true, false])
    }

    @Test(
        "JUnit: a run of only not-judged rows is skipped; in a mixed run each not-judged row is a skipped case; schema-valid"
    )
    func junit() throws {
        let xml = JUnitReport.render(Self.document())
        // Two runs plus the mixed run's one not-judged row; the pooled-only run and that row are skipped.
        #expect(xml.contains("tests=\"3\" failures=\"0\" errors=\"0\" skipped=\"2\""))
        #expect(xml.contains("<skipped message=\"1 expectation not judged in one run (judged across seeds)\"/>"))
        #expect(xml.contains("2 of 2 expectations held, 1 not judged"))
        #expect(
            xml.contains(
                "<testcase name=\"mixed: expect uncertainty 90 % coverage &gt;= 85 % across seeds\" classname=\"p.scenario\">\n"
                    + "      <skipped message=\"not judged in one run (judged across seeds): p.scenario:6:1\"/>"))
        #expect(xml.components(separatedBy: "<skipped ").count == 3)
        try Self.validate(xml, name: "junit-not-judged")
    }

    @Test("JUnit: a failed mixed run keeps its failure and lists its not-judged rows as skipped cases")
    func junitFailedMixedRun() throws {
        var document = Self.document()
        var failing = document.scenarios[0]
        failing.verdict = .failed
        failing.expectations[1].passed = false
        let secondPooled = ExpectationResult(
            text: "sometimes error 851 in at least 20% of runs", location: "p.scenario:7:1", passed: true,
            judged: false, reproduceCommand: "altsim run p.scenario --seed 3")
        failing.expectations.append(secondPooled)
        document.scenarios = [failing]
        let xml = JUnitReport.render(document)
        #expect(xml.contains("tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"2\""))
        #expect(xml.components(separatedBy: "<failure ").count == 2)
        #expect(xml.contains("<testcase name=\"mixed: sometimes error 851 in at least 20% of runs\""))
        #expect(xml.contains("not judged in one run (judged across seeds): p.scenario:7:1"))
        // The failure names only the judged row that failed.
        #expect(xml.contains("<failure message=\"expect floor 2 at 00:05\""))
        try Self.validate(xml, name: "junit-not-judged-failed")
    }

    /// Validates `xml` against the JUnit schema with xmllint.
    static func validate(_ xml: String, name: String) throws {
        let xmllint = try #require(ChromiumRenderTests.findExecutable("xmllint"))
        let file = try TestFiles.scratch(name).appendingPathComponent("junit.xml")
        try xml.write(to: file, atomically: true, encoding: .utf8)
        let result = try ChromiumRenderTests.run(
            xmllint, ["--noout", "--schema", TestFiles.fixture("junit.xsd").path, file.path])
        #expect(result.status == 0, "xmllint: \(result.stderr)")
    }

    @Test("HTML: the summary counts not judged apart, marks the coverage figures, and the row says not judged")
    func html() {
        let html = HTMLReport.render(Self.document())
        #expect(html.contains("2 / 2 held, 1 not judged"))
        #expect(html.contains("0 / 0 held, 1 not judged"))
        #expect(!html.contains("3 / 3 held"))
        #expect(html.contains(SummaryTable.notJudgedMark))
        #expect(html.contains("<span class=\"verdict notjudged\">– not judged</span> <code>expect uncertainty"))
        #expect(html.contains("not judged in one run (pooled)"))
    }

    @Test("A/B table: held counts only judged rows")
    func comparison() {
        let runs = Self.document().scenarios
        let rows = ComparisonSection.differenceRows(a: runs[0], b: runs[1])
        #expect(rows.first { $0.name == "expectations held" }?.a == "2 / 2, 1 not judged")
        #expect(rows.first { $0.name == "expectations held" }?.b == "0 / 0, 1 not judged")
    }
}
