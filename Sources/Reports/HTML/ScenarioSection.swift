/// One scenario's part of the report: heading, facts, plots, annotation table, expectations.
enum ScenarioSection {
    static func write(_ scenario: ReportedRun, anchor: String, layout: PlotLayout, into html: inout HTMLWriter) {
        html.raw("<section id=\"\(anchor)\">\n<h2>")
        html.text(scenario.name)
        html.raw(" " + HTMLWriter.verdict(scenario.verdict) + "</h2>\n<p class=\"meta\">file <code>")
        html.text(scenario.path)
        html.raw("</code> · seed <code>\(scenario.seed)</code>")
        if !scenario.traceHash.isEmpty {
            html.raw(" · trace <code>")
            html.text(scenario.traceHash)
            html.raw("</code>")
        }
        if !scenario.warningsRaised.isEmpty {
            html.raw(" · warnings raised: ")
            html.text(scenario.warningsRaised.joined(separator: ", "))
        }
        html.raw("</p>\n")
        if let message = scenario.errorMessage {
            html.raw("<pre class=\"error\">")
            html.text(message)
            html.raw("</pre>\n")
        }
        let series = scenario.series
        let axis = layout.timeAxis(startNanoseconds: series.startNanoseconds, endNanoseconds: series.endNanoseconds)
        HTMLReport.writeFigures(
            ScenarioPlots.figures(series, idPrefix: anchor), axis: axis, layout: layout, into: &html)
        DetailSection.write(scenario, anchor: anchor, layout: layout, into: &html)
        writeAnnotations(series.annotations, start: series.startNanoseconds, into: &html)
        writeExpectations(scenario.expectations, into: &html)
        html.raw("</section>\n")
    }

    /// The numbered world events (numbers match the plots' markers).
    static func writeAnnotations(_ annotations: [Annotation], start: Int64, into html: inout HTMLWriter) {
        guard !annotations.isEmpty else { return }
        html.element("h3", "Events")
        html.raw("<table class=\"annotations\">\n")
        html.row([("#", false), ("from", false), ("to", false), ("kind", false), ("event", false)], header: true)
        for (index, annotation) in annotations.enumerated() {
            html.row([
                (String(index + 1), true),
                (elapsedText(nanoseconds: annotation.timeNanoseconds, since: start), true),
                (annotation.endNanoseconds.map { elapsedText(nanoseconds: $0, since: start) } ?? "", true),
                (annotation.kind.words, false),
                (annotation.label, false),
            ])
        }
        html.raw("</table>\n")
    }

    /// Each expectation with its verdict; failures with details and the reproduce command.
    static func writeExpectations(_ expectations: [ExpectationResult], into html: inout HTMLWriter) {
        html.element("h3", "Expectations")
        guard !expectations.isEmpty else {
            html.element("p", "This scenario states no expectations.", class: "nodata")
            return
        }
        html.raw("<ol class=\"expectations\">\n")
        for expectation in expectations {
            let mark =
                expectation.judged
                ? HTMLWriter.verdict(expectation.passed ? .passed : .failed)
                : "<span class=\"verdict notjudged\">– not judged</span>"
            html.raw("<li>" + mark + " <code>")
            html.text(expectation.text)
            html.raw("</code> <span class=\"location\">")
            html.text(expectation.location)
            html.raw("</span>")
            if !expectation.passed || !expectation.judged, !expectation.detailLines.isEmpty {
                html.raw("\n<pre class=\"excerpt\">")
                html.text(expectation.detailLines.joined(separator: "\n"))
                html.raw("</pre>")
            }
            if !expectation.passed {
                html.raw("\n<pre class=\"reproduce\">")
                html.text(expectation.reproduceCommand)
                html.raw("</pre>")
            }
            html.raw("</li>\n")
        }
        html.raw("</ol>\n")
    }
}
