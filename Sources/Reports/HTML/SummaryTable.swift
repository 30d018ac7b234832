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
            let held = scenario.expectations.filter(\.passed).count
            html.raw("<tr><td class=\"num\">\(index + 1)</td><td><a href=\"#s\(index + 1)\">")
            html.text(scenario.name)
            html.raw("</a><br><span class=\"location\">")
            html.text(scenario.path)
            html.raw(
                "</span></td><td class=\"num\">\(scenario.seed)</td><td>" + HTMLWriter.verdict(scenario.verdict)
                    + "</td>")
            html.raw("<td class=\"num\">\(held) / \(scenario.expectations.count) held</td>")
            for cell in figureCells(scenario.accuracy) {
                html.raw("<td class=\"num\">")
                html.text(cell)
                html.raw("</td>")
            }
            html.raw("</tr>\n")
        }
        html.raw("</table>\n")
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
