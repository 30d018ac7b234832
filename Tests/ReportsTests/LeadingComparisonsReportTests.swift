import Testing

@testable import Reports

@Suite("Run report led by A/B comparisons")
struct LeadingComparisonsReportTests {
    static func leading(_ caption: String, title: String) -> LeadingComparison {
        var comparison = ComparisonReportTests.comparison()
        comparison.title = title
        return LeadingComparison(caption: caption, comparison: comparison)
    }

    @Test("The comparisons come first, each with its sentence and its own plot ids, then the library")
    func order() {
        let document = SyntheticReports.document(includeWeek: false)
        let html = HTMLReport.render(
            document,
            leadingWith: [
                Self.leading("Look at the slams.", title: "A/B: pressure filter"),
                Self.leading("Look at the jump.", title: "A/B: location filter"),
            ])
        let first = html.range(of: "Look at the slams.")
        let second = html.range(of: "Look at the jump.")
        let library = html.range(of: "The library: every scenario")
        let firstScenario = html.range(of: "<section id=\"s1\">")
        #expect(first != nil && second != nil && library != nil && firstScenario != nil)
        if let first, let second, let library, let firstScenario {
            #expect(first.lowerBound < second.lowerBound)
            #expect(second.lowerBound < library.lowerBound)
            #expect(library.lowerBound < firstScenario.lowerBound)
        }
        for kind in ScenarioPlots.kinds {
            #expect(html.contains("id=\"ab1-\(kind)\""))
            #expect(html.contains("id=\"ab2-\(kind)\""))
            #expect(!html.contains("id=\"ab-\(kind)\""))
        }
        #expect(html.contains("<a href=\"#ab2\">A/B: location filter</a>"))
        #expect(html.contains("<section id=\"ab1\" class=\"leading\">"))
    }

    @Test("Without comparisons the page is the plain run report")
    func none() {
        let document = SyntheticReports.document(includeWeek: false)
        #expect(HTMLReport.render(document, leadingWith: []) == HTMLReport.render(document))
    }
}
