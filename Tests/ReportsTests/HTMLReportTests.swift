import Foundation
import Testing

@testable import Reports

@Suite("HTML report")
struct HTMLReportTests {
    static let document = SyntheticReports.document(includeWeek: false)
    static let html = HTMLReport.render(document)

    @Test("Identical input gives identical bytes")
    func deterministic() {
        #expect(HTMLReport.render(SyntheticReports.document(includeWeek: false)) == Self.html)
    }

    @Test("Self-contained: no script, no external resource")
    func selfContained() {
        let lower = Self.html.lowercased()
        #expect(!lower.contains("<script"))
        #expect(!lower.contains("src="))
        #expect(!lower.contains("<link"))
        #expect(!lower.contains("@import"))
        #expect(!lower.contains("url("))
        // The only URL is the SVG namespace, which is never fetched.
        let urls = lower.components(separatedBy: "http").count - 1
        #expect(urls == lower.components(separatedBy: "xmlns=\"http://www.w3.org/2000/svg\"").count - 1)
    }

    @Test("Summary table lists every scenario with seed, verdict word and figures")
    func summary() throws {
        let table = try #require(
            Self.html.range(of: "<table class=\"summary\">").flatMap { start in
                Self.html[start.lowerBound...].range(of: "</table>").map {
                    String(Self.html[start.lowerBound..<$0.upperBound])
                }
            })
        #expect(table.contains("office tower, calm day"))
        #expect(table.contains("<td class=\"num\">11</td>"))
        #expect(table.contains("✓ PASSED"))
        #expect(table.contains("✗ FAILED"))
        #expect(table.contains("1.42 m"))
        #expect(table.contains("71.0 %"))
        #expect(table.contains("12.0 s"))
        #expect(table.contains("1 / 2 held"))
    }

    @Test("Every scenario has its five plots, each with drawn data")
    func plots() {
        for scenario in 1...2 {
            for kind in ScenarioPlots.kinds {
                #expect(
                    Self.html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"s\(scenario)-\(kind)\""),
                    "s\(scenario)-\(kind)")
            }
        }
        // Five main plots per run; detail panels (`DetailSection`) add two each.
        let panels = Self.html.components(separatedBy: "<figure class=\"detail\"").count - 1
        #expect(Self.html.components(separatedBy: "<svg ").count - 1 == 10 + 2 * panels)
        #expect(Self.html.contains("class=\"band\""))
        #expect(Self.html.contains("class=\"floor\""))
        #expect(Self.html.contains(">floor 12<"))
        #expect(Self.html.contains(">elevator to floor 12<"))
    }

    @Test("A failed expectation shows its details and the reproduce command; a passed one does not")
    func failures() throws {
        let section = try #require(Self.html.components(separatedBy: "<section id=\"s2\">").last)
        #expect(section.contains("actual: floor 11 at +06:20"))
        #expect(
            section.contains("<pre class=\"reproduce\">altsim run scenarios/demo/elevator.scenario --seed 11</pre>"))
        let first = try #require(
            Self.html.components(separatedBy: "<section id=\"s2\">").first?.components(
                separatedBy: "<section id=\"s1\">"
            ).last)
        #expect(!first.contains("class=\"reproduce\""))
        #expect(first.contains("scenarios/demo/tower.scenario:31:3"))
    }

    @Test("Scenario text cannot inject markup")
    func injection() {
        let evil = "<script>alert(1)</script><img src=x onerror=alert(2)>"
        var scenario = SyntheticReports.scenario(
            name: evil, path: "\"><svg onload=alert(3)>", durationSeconds: 120, verdict: .failed,
            expectations: [
                ExpectationResult(
                    text: evil, location: "a:1:1", passed: false,
                    detailLines: [evil], reproduceCommand: "x & y < z")
            ])
        scenario.warningsRaised = [evil]
        scenario.series.annotations.append(
            Annotation(timeNanoseconds: scenario.series.startNanoseconds, label: evil, kind: .fault))
        scenario.series.codeLanes.append(
            CodeLane(name: evil, steps: [.init(timeNanoseconds: scenario.series.startNanoseconds, label: evil)]))
        let html = HTMLReport.render(ReportDocument(title: evil, generatedBy: evil, scenarios: [scenario]))
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<svg onload"))
        #expect(!html.contains("\"><svg"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("x &amp; y &lt; z"))
        let comparison = HTMLReport.render(
            ComparisonReport(title: evil, generatedBy: evil, labelA: evil, labelB: evil, a: scenario, b: scenario))
        #expect(!comparison.contains("<script"))
        #expect(!comparison.contains("<img"))
    }

    @Test("Plots without data are left out and named")
    func missingData() {
        let empty = ReportedRun(
            name: "empty", path: "e.scenario", seed: 1, verdict: .error, errorMessage: "boom",
            series: ScenarioSeries(startNanoseconds: 0, endNanoseconds: 60_000_000_000))
        let html = HTMLReport.render(ReportDocument(title: "t", generatedBy: "g", scenarios: [empty]))
        #expect(!html.contains("<svg"))
        #expect(html.contains("No data recorded for: Pressure at the phone; Height above the ellipsoid (HAE)"))
        #expect(html.contains("! ERROR"))
        #expect(html.contains("<pre class=\"error\">boom</pre>"))
    }

    @Test("A 7-day run stays small: every series is decimated to the pixel columns")
    func weekIsSmall() {
        let week = SyntheticReports.scenario(durationSeconds: 7 * 86_400, pressureRateHz: 1, estimateRateHz: 0.2)
        let html = HTMLReport.render(ReportDocument(title: "t", generatedBy: "g", scenarios: [week]))
        #expect(week.series.measuredPressurePa.count == 604_800)
        #expect(html.utf8.count < 800_000)
        #expect(html.contains("(days)"))
    }
}
