import Foundation
import Testing

@testable import Reports

/// The HTML report of `altsim log compare`: the table with each row's verdict, the two plots.
@Suite("Field comparison report")
struct FieldComparisonReportTests {
    static let document = FieldComparisonDocument(
        title: "comparison <1>", generatedBy: "altsim log compare a.csv", notes: ["real: 1 recording"],
        rows: [
            .init(name: "Allan deviation τ = 1 s (Pa)", sim: 0.9, real: 0.8, ratio: 1.125, isWithin: true),
            .init(name: "gap share (%)", sim: 0, real: 0.2, ratio: 0, isWithin: false),
            .init(name: "Allan deviation τ = 60 s (Pa)", sim: nil, real: nil, ratio: nil, isWithin: nil),
        ], simAllan: [(1, 0.9), (2, 0.8), (5, 1.0)], realAllan: [(1, 0.8), (2, 1.0)],
        simOutdoorAccuracies: [25, 25], simIndoorAccuracies: [25, 150, 300], realOutdoorAccuracies: [10, 25, 30],
        realIndoorAccuracies: [30, 120, 340])

    @Test("Rows with sim, real, ratio and verdict; both plots; escaped; the same bytes twice")
    func rendersTableAndPlots() {
        let html = FieldComparisonReport.render(Self.document)
        #expect(html.contains("comparison &lt;1&gt;"))
        #expect(html.contains("<td>Allan deviation τ = 1 s (Pa)</td><td class=\"num\">0.900</td>"))
        #expect(html.contains("<td class=\"num\">1.13</td><td>yes</td>"))
        #expect(html.contains("<td>NO</td>"))
        #expect(html.contains("<td>not judged</td>"))
        #expect(html.contains("<svg id=\"allan\""))
        #expect(html.contains("<svg id=\"accuracy\""))
        #expect(html.contains("real indoors"))
        #expect(FieldComparisonReport.render(Self.document) == html)
    }

    @Test("Log axes span whole decades around the data")
    func decades() {
        let small = LogAxisPlot.decades([0.8, 1.84])
        #expect(small.low == 0.1 && small.high == 10)
        let large = LogAxisPlot.decades([10, 2000])
        #expect(large.low == 10 && large.high == 10_000)
        let none = LogAxisPlot.decades([])
        #expect(none.low == 1 && none.high == 10)
        let shares: [Double] = LogAxisPlot.distribution([1, 2, 4]).map { $0.y }
        #expect(shares == [1.0 / 3, 2.0 / 3, 1])
    }
}
