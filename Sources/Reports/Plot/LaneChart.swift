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
    /// Steps narrower than this are merged into one hatched "busy" box, px.
    static let minimumStepPixels = 2.0

    /// Whether there is anything to draw.
    var hasData: Bool { lanes.contains { !$0.steps.isEmpty } || !annotations.isEmpty }

    /// Renders the chart as an `<svg>` element.
    func svg(axis: TimeAxis, layout: PlotLayout) -> String {
        let top = 8.0
        let rows = 1 + lanes.count
        let bottom = top + Double(rows) * Self.rowPixels
        let height = bottom + layout.bottomMarginPixels
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
            case .steps: drawSteps(lane, axis: axis, rowTop: rowTop, into: &svg)
            case .events: drawEvents(lane, axis: axis, rowTop: rowTop, into: &svg)
            }
        }
        svg.close("svg")
        return svg.text
    }

    private func drawEventsRow(axis: TimeAxis, top: Double, into svg: inout SVGWriter) {
        svg.label("events", x: axis.leftPixels - 6, y: top + 16, [("font-size", "11"), ("text-anchor", "end")])
        let entries = annotations.enumerated().map {
            CodeLane.Step(timeNanoseconds: $0.element.timeNanoseconds, label: "\($0.offset + 1) \($0.element.label)")
        }
        drawEvents(CodeLane(name: "events", kind: .events, steps: entries), axis: axis, rowTop: top, into: &svg)
    }

    /// Boxes from each step to the next (the last to the axis end), labelled when the label fits.
    private func drawSteps(_ lane: CodeLane, axis: TimeAxis, rowTop: Double, into svg: inout SVGWriter) {
        let left = axis.leftPixels
        let right = axis.leftPixels + axis.widthPixels
        var boxes: [(x1: Double, x2: Double, label: String, changes: Int)] = []
        for (index, step) in lane.steps.enumerated() {
            let endTime = index + 1 < lane.steps.count ? lane.steps[index + 1].timeNanoseconds : axis.endNanoseconds
            let x1 = min(max(axis.x(step.timeNanoseconds), left), right)
            let x2 = min(max(axis.x(endTime), left), right)
            guard x2 > x1 || index + 1 == lane.steps.count else { continue }
            if x2 - x1 < Self.minimumStepPixels, let last = boxes.last,
                last.changes > 1 || last.x2 - last.x1 < Self.minimumStepPixels,
                x1 - last.x2 < 0.5
            {
                boxes[boxes.count - 1] = (last.x1, x2, "", last.changes + 1)
            } else {
                boxes.append((x1, x2, step.label, 1))
            }
        }
        var outline: [(x: Double, y: Double)] = []
        for box in boxes {
            let y = rowTop + 4
            let h = Self.rowPixels - 8
            if box.changes > 1 {
                svg.element(
                    "rect",
                    [
                        ("class", "busy"), ("x", n(box.x1)), ("y", n(y)), ("width", n(max(1, box.x2 - box.x1))),
                        ("height", n(h)), ("fill", "#666666"), ("stroke", "none"),
                    ],
                )
                continue
            }
            guard !box.label.isEmpty else { continue }
            svg.element(
                "rect",
                [
                    ("x", n(box.x1)), ("y", n(y)), ("width", n(max(1, box.x2 - box.x1))), ("height", n(h)),
                    ("fill", "#e8f0f8"), ("stroke", "#335577"), ("stroke-width", "1"),
                ])
            outline.append((box.x1, y + h))
            outline.append((box.x2, y + h))
            if Legend.textWidth(box.label, fontSize: 10) + 6 < box.x2 - box.x1 {
                svg.label(box.label, x: box.x1 + 3, y: rowTop + 16, [("font-size", "10")] + SVGWriter.halo)
            }
        }
        if !outline.isEmpty {
            svg.element(
                "path",
                [
                    ("class", "lane-base"), ("d", SVGWriter.polylineData(outline)),
                    ("fill", "none"), ("stroke", "#335577"), ("stroke-width", "1"),
                ])
        }
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
