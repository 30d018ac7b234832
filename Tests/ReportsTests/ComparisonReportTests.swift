import Testing

@testable import Reports

@Suite("A/B comparison report")
struct ComparisonReportTests {
    static func comparison() -> ComparisonReport {
        let a = SyntheticReports.scenario(seed: 5, verdict: .failed, estimateBiasMeters: 2)
        var b = SyntheticReports.scenario(seed: 5, verdict: .passed)
        b.accuracy.p80AbsHAEErrorMeters = 0.92
        b.accuracy.timeToFirstFixSeconds = 20
        b.warningsRaised = ["3001 low GNSS accuracy", "3005 pressure jump rejected"]
        return ComparisonReport(
            title: "filters off vs on", generatedBy: "altsim compare (test)", labelA: "filters off",
            labelB: "filters on", a: a, b: b)
    }

    @Test("Differences table: verdict, warnings, accuracy, time to first fix with B − A")
    func differences() {
        let c = Self.comparison()
        let rows = ComparisonSection.differenceRows(a: c.a, b: c.b)
        let byName = Dictionary(uniqueKeysWithValues: rows.map { ($0.name, $0) })
        #expect(byName["verdict"]?.a == "FAILED")
        #expect(byName["verdict"]?.b == "PASSED")
        #expect(byName["verdict"]?.delta == "changed")
        #expect(byName["p80 |HAE error|"]?.delta == "-0.50 m")
        #expect(byName["time to first fix"]?.delta == "+8.0 s")
        #expect(byName["bias"]?.delta == "-2.00 m")
        #expect(byName["warnings raised"]?.delta == "+3005 pressure jump rejected")
        #expect(byName["68 % coverage"]?.delta == "0.0 %")
    }

    @Test("Both runs are overlaid in one plot with distinct styles")
    func overlay() {
        let html = HTMLReport.render(Self.comparison())
        for kind in ScenarioPlots.kinds { #expect(html.contains("id=\"ab-\(kind)\"")) }
        #expect(html.contains("A filters off: estimate"))
        #expect(html.contains("B filters on: estimate"))
        #expect(html.contains("stroke-dasharray=\"7 3\""))
        #expect(html.contains(">B statusCode<"))
        #expect(html.contains("<table class=\"differences\">"))
        #expect(!html.contains("<script"))
        #expect(html == HTMLReport.render(Self.comparison()))
    }
}
