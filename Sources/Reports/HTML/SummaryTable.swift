/// The table that opens the report: one row per run with its verdict and key accuracy figures.
enum SummaryTable {
    static func write(_ scenarios: [ReportedRun], into html: inout HTMLWriter) {
        html.raw("<table class=\"summary\">\n")
        html.row(
            [
                ("#", false), ("scenario", false), ("seed", false), ("verdict", false), ("expectations", false),
                ("p80 |HAE err|", false), ("bias", false), ("68 % cov.", false), ("90 % cov.", false),
                ("first fix", false),
            ],
            header: true)
        for (index, scenario) in scenarios.enumerated() {
            let expectations = scenario.expectations
            html.raw("<tr><td class=\"num\">\(index + 1)</td><td><a href=\"#s\(index + 1)\">")
            html.text(scenario.name)
            html.raw("</a><br><span class=\"location\">")
            html.text(scenario.path)
            html.raw(
                "</span></td><td class=\"num\">\(scenario.seed)</td><td>" + HTMLWriter.verdict(scenario.verdict)
                    + "</td>")
            let unjudged = expectations.notJudgedCount > 0 ? ", \(expectations.notJudgedCount) not judged" : ""
            html.raw("<td class=\"num\">\(expectations.heldCount) / \(expectations.judgedCount) held\(unjudged)</td>")
            let coverageMark = coverageIsUnjudged(expectations)
            for (column, cell) in figureCells(scenario.accuracy).enumerated() {
                html.raw("<td class=\"num\">")
                html.text(cell)
                if coverageMark && (column == 2 || column == 3) { html.raw(notJudgedMark) }
                html.raw("</td>")
            }
            html.raw("</tr>\n")
        }
        html.raw("</table>\n")
    }

    /// The mark beside a coverage figure that an expectation of the run judges only across
    /// seeds: the figure is this run's share, not a verdict.
    static let notJudgedMark =
        " <span class=\"notjudged\" title=\"this run's share; the coverage expectation is judged across seeds\">(not judged)</span>"

    /// True when a coverage expectation of the run is not judged in one run (`… across seeds`).
    static func coverageIsUnjudged(_ expectations: [ExpectationResult]) -> Bool {
        expectations.contains { !$0.judged && $0.text.contains("coverage") }
    }

    /// p80, bias, 68 % and 90 % coverage, time to first fix, as table text.
    static func figureCells(_ accuracy: AccuracyFigures) -> [String] {
        [
            FixedNumber.figure(accuracy.p80AbsHAEErrorMeters, decimals: 2, unit: " m"),
            FixedNumber.figure(accuracy.biasMeters, decimals: 2, unit: " m"),
            FixedNumber.percent(accuracy.coverage68),
            FixedNumber.percent(accuracy.coverage90),
            FixedNumber.figure(accuracy.timeToFirstFixSeconds, decimals: 1, unit: " s"),
        ]
    }
}
