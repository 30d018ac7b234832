import Foundation
import Testing

@testable import Reports

@Suite("JUnit XML")
struct JUnitReportTests {
    /// A document with a pass, a failure with two failed expectations, an error, a seed sweep and hostile text.
    static func document() -> ReportDocument {
        let failing = [
            ExpectationResult(
                text: "expect floor == 12", location: "a.scenario:3:1", passed: false,
                detailLines: ["expected: 12", "actual: 11 <oops> & \"quotes\""],
                reproduceCommand: "altsim run a.scenario --seed 2"),
            ExpectationResult(
                text: "expect p80 <= 2 m", location: "a.scenario:4:1", passed: false,
                reproduceCommand: "altsim run a.scenario --seed 2"),
            ExpectationResult(
                text: "expect no error", location: "a.scenario:5:1", passed: true,
                reproduceCommand: "altsim run a.scenario --seed 2"),
        ]
        return ReportDocument(
            title: "run <all> & \"more\"", generatedBy: "test\nline",
            scenarios: [
                SyntheticReports.scenario(name: "sweep", path: "s.scenario", seed: 1, durationSeconds: 60),
                SyntheticReports.scenario(name: "sweep", path: "s.scenario", seed: 2, durationSeconds: 60),
                SyntheticReports.scenario(
                    name: "fails", path: "a.scenario", seed: 2, durationSeconds: 60, verdict: .failed,
                    expectations: failing),
                SyntheticReports.scenario(
                    name: "crashes \u{1}", path: "c.scenario", seed: 3, durationSeconds: 60, verdict: .error),
            ])
    }

    @Test("Valid against the JUnit schema (xmllint --schema)")
    func schema() throws {
        let xmllint = try #require(
            ChromiumRenderTests.findExecutable("xmllint"),
            "xmllint is missing: install libxml2-utils (`bash tools/install-deps.sh`, or `make test`).")
        let directory = try TestFiles.scratch("junit")
        let file = directory.appendingPathComponent("junit.xml")
        try JUnitReport.render(Self.document()).write(to: file, atomically: true, encoding: .utf8)
        let result = try ChromiumRenderTests.run(
            xmllint, ["--noout", "--schema", TestFiles.fixture("junit.xsd").path, file.path])
        #expect(result.status == 0, "xmllint: \(result.stderr)")
        #expect(result.stderr.contains("validates"))
    }

    @Test("The schema rejects what CI systems would reject")
    func schemaCanFail() throws {
        let xmllint = try #require(ChromiumRenderTests.findExecutable("xmllint"))
        let directory = try TestFiles.scratch("junit-bad")
        let file = directory.appendingPathComponent("bad.xml")
        try
            "<testsuites><testsuite name=\"x\" tests=\"one\" failures=\"0\" errors=\"0\"><testcase/></testsuite></testsuites>"
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try ChromiumRenderTests.run(
            xmllint, ["--noout", "--schema", TestFiles.fixture("junit.xsd").path, file.path])
        #expect(result.status != 0)
    }

    @Test("One test case per run, seeds named when sweeping, failures carry the expectation text")
    func content() throws {
        let xml = JUnitReport.render(Self.document())
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 4)
        #expect(xml.contains("<testcase name=\"sweep [seed 1]\" classname=\"s.scenario\">"))
        #expect(xml.contains("<testcase name=\"sweep [seed 2]\" classname=\"s.scenario\">"))
        #expect(xml.contains("<testcase name=\"fails\" classname=\"a.scenario\">"))
        #expect(xml.contains("tests=\"4\" failures=\"1\" errors=\"1\""))
        #expect(xml.contains("<failure message=\"expect floor == 12 (and 1 more)\" type=\"expectation\">"))
        #expect(xml.contains("a.scenario:4:1: expectation failed: expect p80 &lt;= 2 m"))
        #expect(xml.contains("actual: 11 &lt;oops&gt; &amp; &quot;quotes&quot;"))
        #expect(xml.contains("reproduce: altsim run a.scenario --seed 2"))
        #expect(!xml.contains("expect no error"))
        #expect(xml.contains("<error message=\"engine crashed at +00:10:00\" type=\"error\">"))
        #expect(xml.contains("value=\"test&#10;line\""))
        #expect(!xml.contains("\u{1}"))
        #expect(xml == JUnitReport.render(Self.document()))
    }
}
