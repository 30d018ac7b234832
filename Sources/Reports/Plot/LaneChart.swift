/// The code lanes under the line plots: one row per `CodeLane` (steps as labelled boxes,
/// events as labelled ticks) plus a first row of numbered world events, on the shared time axis.
struct LaneChart {
    /// `id` of the `<svg>` element.
    var id: String
    /// Heading inside the SVG.
    var title: String
    var lanes: [CodeLane]
    var annotations: [Annotation]

    /// Height of one row, px.
    static let rowPixels = 24.0
    /// Height of one line of the code legend below the axis, px.
    static let legendLinePixels = 14.0

    /// Whether there is anything to draw.
    var hasData: Bool { lanes.contains { !$0.steps.isEmpty } || !annotations.isEmpty }

    /// Renders the chart as an `<svg>` element.
    func svg(axis: TimeAxis, layout: PlotLayout) -> String {
        let top = 8.0
        let rows = 1 + lanes.count
        let bottom = top + Double(rows) * Self.rowPixels
        let legend = legendLines(widthPixels: layout.widthPixels - 16)
        let height = bottom + layout.bottomMarginPixels + Double(legend.count) * Self.legendLinePixels
        var svg = SVGWriter()
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("id", id), ("class", "plot lanes"),
                ("width", n(layout.widthPixels)), ("height", n(height)),
                ("viewBox", "0 0 \(n(layout.widthPixels)) \(n(height))"), ("role", "img"),
                ("font-family", "DejaVu Sans, Arial, sans-serif"),
            ])
        svg.element("title", [], text: title)
        AxisDrawing.drawFrame(axis: axis, values: nil, top: top, bottom: bottom, into: &svg)
        AxisDrawing.drawTimeTitle(axis: axis, y: bottom + 36, into: &svg)
        EventMarkers.draw(annotations, axis: axis, top: top, bottom: bottom, numbered: false, into: &svg)
        drawEventsRow(axis: axis, top: top, into: &svg)
        for (index, lane) in lanes.enumerated() {
            let rowTop = top + Double(index + 1) * Self.rowPixels
            svg.line(
                x1: 4, y1: rowTop, x2: axis.leftPixels + axis.widthPixels, y2: rowTop,
                [("stroke", Palette.grid), ("stroke-width", "1")])
            // Long names get a smaller font rather than running off the left edge.
            let available = axis.leftPixels - 10
            let fontSize = max(7, min(11, 11 * available / max(1, Legend.textWidth(lane.name))))
            svg.label(
                lane.name, x: axis.leftPixels - 6, y: rowTop + 16,
                [("font-size", FixedNumber.format(fontSize, decimals: 1)), ("text-anchor", "end")])
            switch lane.kind {
            case .steps: LaneSteps(lane: lane, axis: axis, rowTop: rowTop).draw(into: &svg)
            case .events: drawEvents(lane, axis: axis, rowTop: rowTop, into: &svg)
            }
        }
        drawLegend(legend, top: bottom + layout.bottomMarginPixels, into: &svg)
        svg.close("svg")
        return svg.text
    }

    /// The codes each step lane shows with their meanings, wrapped to the width
    /// ("warningCode: 0 none — no warning · 836 highPressureChange — high change in pressure …").
    func legendLines(widthPixels: Double) -> [String] {
        var lines: [String] = []
        for lane in lanes where lane.kind == .steps && !lane.legend.isEmpty {
            let entries = lane.legend.map { $0.meaning.isEmpty ? $0.title : $0.title + " — " + $0.meaning }
            var line = lane.name + ":"
            for entry in entries {
                let candidate = line + (line.hasSuffix(":") ? " " : " · ") + entry
                if Legend.textWidth(candidate, fontSize: 10) > widthPixels, !line.hasSuffix(":") {
                    lines.append(line)
                    line = "    " + entry
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        return lines
    }

    private func drawLegend(_ lines: [String], top: Double, into svg: inout SVGWriter) {
        guard !lines.isEmpty else { return }
        svg.open("g", [("class", "code-legend"), ("font-size", "10")])
        for (index, line) in lines.enumerated() {
            svg.element(
                "text",
                [("x", "8"), ("y", n(top + Double(index + 1) * Self.legendLinePixels - 3)), ("xml:space", "preserve")],
                text: line)
        }
        svg.close("g")
    }

    /// The numbered world events; events too close for their own label share one ("2–3 filters pressure …").
    private func drawEventsRow(axis: TimeAxis, top: Double, into svg: inout SVGWriter) {
        svg.label("events", x: axis.leftPixels - 6, y: top + 16, [("font-size", "11"), ("text-anchor", "end")])
        var entries: [CodeLane.Step] = []
        var groupEnd = -Double.infinity
        var groupFirst = 0
        for (index, annotation) in annotations.enumerated() {
            let x = axis.x(annotation.timeNanoseconds)
            if !entries.isEmpty, x + 3 <= groupEnd {
                let first = annotations[groupFirst].label
                entries[entries.count - 1].label = "\(groupFirst + 1)–\(index + 1) \(first) …"
                let list = entries[entries.count - 1].meaning
                entries[entries.count - 1].meaning =
                    (list.isEmpty ? "\(groupFirst + 1) \(first)" : list) + "; \(index + 1) \(annotation.label)"
                continue
            }
            groupFirst = index
            let label = "\(index + 1) \(annotation.label)"
            entries.append(CodeLane.Step(timeNanoseconds: annotation.timeNanoseconds, label: label))
            groupEnd = x + 3 + Legend.textWidth(label, fontSize: 10) + 6
        }
        drawEvents(CodeLane(name: "events", kind: .events, steps: entries), axis: axis, rowTop: top, into: &svg)
    }

    /// A tick per event, labelled when the label does not run into the next one.
    private func drawEvents(_ lane: CodeLane, axis: TimeAxis, rowTop: Double, into svg: inout SVGWriter) {
        let left = axis.leftPixels
        let right = axis.leftPixels + axis.widthPixels
        var lastLabelEnd = -Double.infinity
        var ticks = ""
        for step in lane.steps {
            let x = min(max(axis.x(step.timeNanoseconds), left), right)
            ticks += "M" + n(x) + " " + n(rowTop + 4) + "L" + n(x) + " " + n(rowTop + Self.rowPixels - 4)
            svg.open("g", [("class", "event-hover")])
            svg.element("title", [], text: step.meaning.isEmpty ? step.title : step.title + ": " + step.meaning)
            svg.element(
                "rect",
                [
                    ("x", n(x - 3)), ("y", n(rowTop + 2)), ("width", "6"), ("height", n(Self.rowPixels - 4)),
                    ("fill", "#ffffff"), ("fill-opacity", "0"),
                ])
            svg.close("g")
            let width = Legend.textWidth(step.label, fontSize: 10)
            if x + 3 > lastLabelEnd, x + 3 + width <= right + layoutSlack {
                svg.label(step.label, x: x + 3, y: rowTop + 16, [("font-size", "10")] + SVGWriter.halo)
                lastLabelEnd = x + 3 + width + 6
            }
        }
        if !ticks.isEmpty {
            svg.element(
                "path",
                [
                    ("class", "event-ticks"), ("d", ticks), ("fill", "none"), ("stroke", "#000000"),
                    ("stroke-width", "2"),
                ])
        }
    }

    private var layoutSlack: Double { 12 }
}
