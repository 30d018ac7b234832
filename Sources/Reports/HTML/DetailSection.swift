/// Writes a run's detail panels (`DetailPanel`) below its main plots: per panel a caption
/// saying what it shows, then the pressure and HAE plots over the panel's window, each with its
/// own value axis and the panel's instants marked.
enum DetailSection {
    /// Plot kinds a panel shows, in order (`ScenarioPlots.kinds`).
    static let kinds = ["pressure", "hae"]
    /// Height of a panel's plot area, px (lower than the main plots).
    static let plotHeightPixels = 130.0

    /// Writes the panels of `scenario`, SVG ids "`anchor`-d1-hae" and so on.
    static func write(_ scenario: ReportedRun, anchor: String, layout: PlotLayout, into html: inout HTMLWriter) {
        write(DetailPanel.panels(for: scenario), anchor: anchor, layout: layout, into: &html) {
            ScenarioPlots.figures(scenario.series, idPrefix: $0)
        }
    }

    /// Writes the panels of both runs of an A/B report (titles start "A" or "B") over the overlaid plots.
    static func write(_ comparison: ComparisonReport, layout: PlotLayout, into html: inout HTMLWriter) {
        func tagged(_ run: ReportedRun, _ tag: String) -> [DetailPanel] {
            DetailPanel.panels(for: run).map { panel in
                var panel = panel
                panel.title = tag + ": " + panel.title
                return panel
            }
        }
        let panels = tagged(comparison.a, "A " + comparison.labelA) + tagged(comparison.b, "B " + comparison.labelB)
        write(panels, anchor: "ab", layout: layout, into: &html) {
            ScenarioPlots.comparisonFigures(
                a: comparison.a.series, b: comparison.b.series, labelA: comparison.labelA,
                labelB: comparison.labelB, idPrefix: $0)
        }
    }

    /// Writes `panels`, each showing the `kinds` of the figures `figures(idPrefix)` builds.
    static func write(
        _ panels: [DetailPanel], anchor: String, layout: PlotLayout, into html: inout HTMLWriter,
        figures: (String) -> [ScenarioPlots.Figure]
    ) {
        guard !panels.isEmpty else { return }
        html.element("h3", "Details")
        var panelLayout = layout
        panelLayout.plotHeightPixels = plotHeightPixels
        for (index, panel) in panels.enumerated() {
            let prefix = anchor + "-d\(index + 1)"
            let axis = panelLayout.timeAxis(
                startNanoseconds: panel.startNanoseconds, endNanoseconds: panel.endNanoseconds)
            html.raw("<figure class=\"detail\" id=\"\(prefix)\">\n<figcaption>")
            html.text(panel.title)
            html.raw("</figcaption>\n")
            for figure in figures(prefix) {
                guard case .line(var plot) = figure, kinds.contains(where: { plot.id == prefix + "-" + $0 }),
                    plot.hasData
                else { continue }
                plot.highlightsNanoseconds = panel.instantsNanoseconds
                html.raw(plot.svg(axis: axis, layout: panelLayout))
                html.raw("\n")
            }
            html.raw("</figure>\n")
        }
    }
}
