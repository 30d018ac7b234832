/// The body of an A/B report: differences table, overlaid plots, each run's expectations.
enum ComparisonSection {
    /// Writes the body; `idPrefix` keeps the plots' ids unique when one page holds several.
    static func write(
        _ comparison: ComparisonReport, layout: PlotLayout, idPrefix: String = "ab", into html: inout HTMLWriter
    ) {
        let a = comparison.a
        let b = comparison.b
        html.raw("<p class=\"meta\">scenario <code>")
        html.text(a.path)
        html.raw("</code> · seeds <code>\(a.seed)</code> / <code>\(b.seed)</code> · A = ")
        html.text(comparison.labelA)
        html.raw(" (solid) · B = ")
        html.text(comparison.labelB)
        html.raw(" (dashed)</p>\n")
        html.element("h2", "Differences")
        html.raw("<table class=\"differences\">\n")
        html.row(
            [("", false), ("A " + comparison.labelA, false), ("B " + comparison.labelB, false), ("B − A", false)],
            header: true)
        for row in differenceRows(a: a, b: b) {
            html.row([(row.name, false), (row.a, true), (row.b, true), (row.delta, true)])
        }
        html.raw("</table>\n")
        html.element("h2", "A and B overlaid")
        let axis = layout.timeAxis(
            startNanoseconds: min(a.series.startNanoseconds, b.series.startNanoseconds),
            endNanoseconds: max(a.series.endNanoseconds, b.series.endNanoseconds))
        let figures = ScenarioPlots.comparisonFigures(
            a: a.series, b: b.series, labelA: comparison.labelA, labelB: comparison.labelB, idPrefix: idPrefix)
        HTMLReport.writeFigures(figures, axis: axis, layout: layout, into: &html)
        ScenarioSection.writeAnnotations(a.series.annotations, start: axis.startNanoseconds, into: &html)
        DetailSection.write(comparison, layout: layout, into: &html)
        for (tag, label, run) in [("A", comparison.labelA, a), ("B", comparison.labelB, b)] {
            html.raw("<h2>")
            html.text(tag + " " + label + ": ")
            html.raw(HTMLWriter.verdict(run.verdict) + "</h2>\n")
            ScenarioSection.writeExpectations(run.expectations, into: &html)
        }
    }

    /// One row of the differences table.
    struct Row: Hashable {
        var name: String
        var a: String
        var b: String
        var delta: String
    }

    /// Verdict, expectations held, warnings raised, accuracy figures, time to first fix and the
    /// codes that first appear at different times, A vs B.
    static func differenceRows(a: ReportedRun, b: ReportedRun) -> [Row] {
        func numeric(
            _ name: String, _ pick: (AccuracyFigures) -> Double?, decimals: Int, unit: String, scale: Double = 1
        ) -> Row {
            let va = pick(a.accuracy).map { $0 * scale }
            let vb = pick(b.accuracy).map { $0 * scale }
            let delta = va.flatMap { x in vb.map { $0 - x } }
            let signed = delta.map { ($0 > 0 ? "+" : "") + FixedNumber.format($0, decimals: decimals) + unit } ?? "—"
            return Row(
                name: name, a: FixedNumber.figure(va, decimals: decimals, unit: unit),
                b: FixedNumber.figure(vb, decimals: decimals, unit: unit), delta: signed)
        }
        let heldA = a.expectations.heldCount
        let heldB = b.expectations.heldCount
        let onlyA = a.warningsRaised.filter { !b.warningsRaised.contains($0) }
        let onlyB = b.warningsRaised.filter { !a.warningsRaised.contains($0) }
        var warningDelta: [String] = onlyB.map { "+" + $0 } + onlyA.map { "−" + $0 }
        if warningDelta.isEmpty { warningDelta = ["same"] }
        return [
            Row(
                name: "verdict", a: a.verdict.label, b: b.verdict.label,
                delta: a.verdict == b.verdict ? "same" : "changed"),
            Row(
                name: "expectations held", a: heldText(a.expectations), b: heldText(b.expectations),
                delta: (heldB - heldA > 0 ? "+" : "") + String(heldB - heldA)),
            Row(
                name: "warnings raised",
                a: a.warningsRaised.isEmpty ? "none" : a.warningsRaised.joined(separator: ", "),
                b: b.warningsRaised.isEmpty ? "none" : b.warningsRaised.joined(separator: ", "),
                delta: warningDelta.joined(separator: ", ")),
            numeric("p80 |HAE error|", \.p80AbsHAEErrorMeters, decimals: 2, unit: " m"),
            numeric("bias", \.biasMeters, decimals: 2, unit: " m"),
            numeric("68 % coverage", \.coverage68, decimals: 1, unit: " %", scale: 100),
            numeric("90 % coverage", \.coverage90, decimals: 1, unit: " %", scale: 100),
            numeric("time to first fix", \.timeToFirstFixSeconds, decimals: 1, unit: " s"),
        ] + codeRows(a: a, b: b)
    }

    /// `8 / 8`, or `8 / 8, 3 not judged` when some rows are not judged in one run.
    static func heldText(_ expectations: [ExpectationResult]) -> String {
        let unjudged = expectations.notJudgedCount
        return "\(expectations.heldCount) / \(expectations.judgedCount)"
            + (unjudged > 0 ? ", \(unjudged) not judged" : "")
    }

    /// One row per code whose first appearance differs (``CodeTimelineDifference``), or one
    /// `code timelines … same` row when none does.
    static func codeRows(a: ReportedRun, b: ReportedRun) -> [Row] {
        let differences = CodeTimelineDifference.between(a.series, b.series)
        guard !differences.isEmpty else { return [Row(name: "code timelines", a: "—", b: "—", delta: "same")] }
        return differences.map {
            Row(
                name: $0.name, a: CodeTimelineDifference.shown($0.firstInANanoseconds),
                b: CodeTimelineDifference.shown($0.firstInBNanoseconds), delta: $0.change)
        }
    }
}
