/// One line plot of the report: value axis, legend, uncertainty bands, lines, horizontal rules
/// (floor lines) and annotation markers over the shared time axis.
struct LinePlot {
    /// A line to draw.
    struct Line {
        var series: TimeSeries
        var style: SeriesStyle
    }

    /// A band `center ± radius` (an estimate and its confidence radius), sampled together.
    struct Band {
        var timesNanoseconds: [Int64]
        var center: [Double]
        var radius: [Double]
        var style: SeriesStyle
    }

    /// A labelled horizontal line (a floor), drawn only when inside the data's range.
    struct Rule {
        var value: Double
        var label: String
    }

    /// `id` of the `<svg>` element (unique in the document).
    var id: String
    /// Heading inside the SVG (also its accessible title).
    var title: String
    /// Value axis title with unit, "pressure (Pa)".
    var valueTitle: String
    var bands: [Band] = []
    var lines: [Line] = []
    var rules: [Rule] = []
    var annotations: [Annotation] = []

    /// Whether there is anything to draw (a plot without data is left out of the report).
    var hasData: Bool {
        lines.contains { $0.series.values.contains { $0.isFinite } }
    }

    /// Renders the plot as an `<svg>` element.
    func svg(axis: TimeAxis, layout: PlotLayout) -> String {
        let top = layout.legendPixels
        let bottom = top + layout.plotHeightPixels
        let height = bottom + layout.bottomMarginPixels
        let columns = Int(layout.plotWidthPixels)
        let start = axis.startNanoseconds
        let end = axis.endNanoseconds

        let decimatedLines = lines.map {
            Decimation.minMax($0.series, startNanoseconds: start, endNanoseconds: end, columns: columns)
        }
        let decimatedBands = bands.map {
            Decimation.band(
                timesNanoseconds: $0.timesNanoseconds, center: $0.center, radius: $0.radius,
                startNanoseconds: start, endNanoseconds: end, columns: columns)
        }
        var low = Double.infinity
        var high = -Double.infinity
        for segment in decimatedLines.joined() {
            for point in segment {
                low = min(low, point.value)
                high = max(high, point.value)
            }
        }
        for segment in decimatedBands.joined() {
            for column in segment {
                low = min(low, column.lower)
                high = max(high, column.upper)
            }
        }
        let values = ValueAxis(low: low, high: high, topPixels: top, heightPixels: layout.plotHeightPixels)

        var svg = SVGWriter()
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("id", id), ("class", "plot"),
                ("width", n(layout.widthPixels)), ("height", n(height)),
                ("viewBox", "0 0 \(n(layout.widthPixels)) \(n(height))"), ("role", "img"),
                ("font-family", "DejaVu Sans, Arial, sans-serif"),
            ])
        svg.element("title", [], text: title)
        Legend.draw(
            bands.map { .band($0.style) } + lines.map { .line($0.style) },
            x: layout.leftMarginPixels, y: 16, into: &svg)
        AxisDrawing.drawFrame(axis: axis, values: values, top: top, bottom: bottom, into: &svg)
        AxisDrawing.drawValueTitle(valueTitle, top: top, bottom: bottom, into: &svg)
        AxisDrawing.drawTimeTitle(axis: axis, y: bottom + 36, into: &svg)
        EventMarkers.draw(annotations, axis: axis, top: top, bottom: bottom, numbered: true, into: &svg)

        drawBands(decimatedBands, axis: axis, values: values, into: &svg)
        drawRules(axis: axis, values: values, top: top, into: &svg)
        drawLines(decimatedLines, axis: axis, values: values, into: &svg)
        svg.close("svg")
        return svg.text
    }

    /// The uncertainty bands, each decimated segment one closed path.
    private func drawBands(
        _ decimatedBands: [[[Decimation.BandColumn]]], axis: TimeAxis, values: ValueAxis,
        into svg: inout SVGWriter
    ) {
        for (band, segments) in zip(bands, decimatedBands) {
            for segment in segments {
                var outline = segment.map { (x: axis.x($0.timeNanoseconds), y: values.y($0.upper)) }
                outline += segment.reversed().map { (x: axis.x($0.timeNanoseconds), y: values.y($0.lower)) }
                if segment.count == 1, let only = segment.first {
                    // A lone column: widen to one pixel so it shows.
                    let x = axis.x(only.timeNanoseconds)
                    outline = [
                        (x, values.y(only.upper)), (x + 1, values.y(only.upper)), (x + 1, values.y(only.lower)),
                        (x, values.y(only.lower)),
                    ]
                }
                svg.element(
                    "path",
                    [("class", "band"), ("d", SVGWriter.polylineData(outline) + "Z")] + band.style.fillAttributes)
            }
        }
    }

    /// The floor lines with their labels.
    private func drawRules(axis: TimeAxis, values: ValueAxis, top: Double, into svg: inout SVGWriter) {
        // Floor labels sit above their line; one too close to the last drawn label is left out.
        var lastLabelY = Double.infinity
        for rule in rules.sorted(by: { $0.value < $1.value }) where values.contains(rule.value) {
            let y = values.y(rule.value)
            svg.line(
                x1: axis.leftPixels, y1: y, x2: axis.leftPixels + axis.widthPixels, y2: y,
                [("class", "floor"), ("stroke", Palette.floor), ("stroke-width", "1"), ("stroke-dasharray", "2 4")])
            if lastLabelY - y >= 11, y - 3 > top + 8 {
                svg.label(
                    rule.label, x: axis.leftPixels + axis.widthPixels - 4, y: y - 2,
                    [("font-size", "10"), ("fill", Palette.floor), ("text-anchor", "end")] + SVGWriter.halo)
                lastLabelY = y
            }
        }
    }

    /// The series, each decimated segment one path.
    private func drawLines(
        _ decimatedLines: [[[Decimation.Point]]], axis: TimeAxis, values: ValueAxis,
        into svg: inout SVGWriter
    ) {
        for (line, segments) in zip(lines, decimatedLines) {
            for segment in segments {
                var points = segment.map { (x: axis.x($0.timeNanoseconds), y: values.y($0.value)) }
                if points.count == 1, let only = points.first { points.append((only.x + 1, only.y)) }
                svg.element(
                    "path", [("class", "series"), ("d", SVGWriter.polylineData(points))] + line.style.strokeAttributes)
            }
        }
    }

}
