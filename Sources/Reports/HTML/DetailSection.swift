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
        let panels = DetailPanel.panels(for: scenario)
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
            for figure in ScenarioPlots.figures(scenario.series, idPrefix: prefix) {
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
