/// One line plot of the report: value axis, legend, uncertainty bands, lines, horizontal rules
/// (floor lines) and annotation markers over the shared time axis.
struct LinePlot {
    /// A line to draw.
    struct Line {
        var series: TimeSeries
        var style: SeriesStyle
        /// Whether every value must fit the axis (the simulated truth); other lines are clipped
        /// to the bulk of the data by `RobustRange` and marked where they leave it.
        var alwaysOnScale = false
    }

    /// A band `center ± radius` (an estimate and its confidence radius), sampled together.
    struct Band {
        var timesNanoseconds: [Int64]
        var center: [Double]
        var radius: [Double]
        var style: SeriesStyle
    }

    /// A labelled horizontal line (a floor), drawn only when inside the data's range and only
    /// over `intervals` (the times the phone is inside the building; empty means the whole run).
    struct Rule {
        var value: Double
        var label: String
        var intervals: [ClosedRange<Int64>] = []
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
    /// Instants drawn as solid vertical lines (what a detail panel is about), ns since the epoch.
    var highlightsNanoseconds: [Int64] = []

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
        let values = valueAxis(decimatedLines, decimatedBands, top: top, heightPixels: layout.plotHeightPixels)

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
        // Only what is drawn: a recording has no true pressure, a trace without raw samples no
        // measured line, and a legend naming them would say they are there.
        Legend.draw(
            bands.filter { band in band.center.contains { $0.isFinite } }.map { .band($0.style) }
                + lines.filter { line in line.series.values.contains { $0.isFinite } }.map { .line($0.style) },
            x: layout.leftMarginPixels, y: 16, into: &svg)
        AxisDrawing.drawFrame(axis: axis, values: values, top: top, bottom: bottom, into: &svg)
        AxisDrawing.drawValueTitle(valueTitle, top: top, bottom: bottom, into: &svg)
        AxisDrawing.drawTimeTitle(axis: axis, y: bottom + 36, into: &svg)
        EventMarkers.draw(annotations, axis: axis, top: top, bottom: bottom, numbered: true, into: &svg)

        for t in highlightsNanoseconds where t >= start && t <= end {
            svg.line(
                x1: axis.x(t), y1: top, x2: axis.x(t), y2: bottom,
                [("class", "highlight"), ("stroke", Palette.highlight), ("stroke-width", "1.5")])
        }
        drawBands(decimatedBands, axis: axis, values: values, into: &svg)
        FloorRules.draw(rules, axis: axis, values: values, into: &svg)
        drawLines(decimatedLines, axis: axis, values: values, into: &svg)
        svg.close("svg")
        return svg.text
    }

    /// The robust value axis (`RobustRange`) over the decimated lines and bands.
    private func valueAxis(
        _ decimatedLines: [[[Decimation.Point]]], _ decimatedBands: [[[Decimation.BandColumn]]], top: Double,
        heightPixels: Double
    ) -> ValueAxis {
        var clipped: [Double] = []
        var fitted: [Double] = []
        for (line, segments) in zip(lines, decimatedLines) {
            let points = segments.joined().map(\.value)
            if line.alwaysOnScale { fitted += points } else { clipped += points }
        }
        for column in decimatedBands.joined().joined() { clipped += [column.lower, column.upper] }
        let (low, high) = RobustRange.range(values: clipped, fitted: fitted)
        return ValueAxis(low: low, high: high, topPixels: top, heightPixels: heightPixels)
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

    /// The series, each decimated segment one path.
    private func drawLines(
        _ decimatedLines: [[[Decimation.Point]]], axis: TimeAxis, values: ValueAxis,
        into svg: inout SVGWriter
    ) {
        for (line, segments) in zip(lines, decimatedLines) {
            var offScale: [Decimation.Point] = []
            for segment in segments {
                let split = OffScaleMarkers.split(segment, values: values)
                offScale += split.offScale
                for run in split.runs {
                    var points = run.map { (x: axis.x($0.timeNanoseconds), y: values.y($0.value)) }
                    if points.count == 1, let only = points.first { points.append((only.x + 1, only.y)) }
                    svg.element(
                        "path",
                        [("class", "series"), ("d", SVGWriter.polylineData(points))] + line.style.strokeAttributes)
                }
            }
            OffScaleMarkers.draw(offScale, style: line.style, axis: axis, values: values, into: &svg)
        }
    }

}
