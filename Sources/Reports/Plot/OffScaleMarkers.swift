/// Points beyond a robust value axis: the line breaks at them instead of spiking to the frame,
/// and each is marked by a small triangle at the edge it lies beyond, its value in a `<title>`.
enum OffScaleMarkers {
    /// Splits a decimated segment into runs of on-scale points, and collects the off-scale ones.
    static func split(_ segment: [Decimation.Point], values: ValueAxis) -> (
        runs: [[Decimation.Point]], offScale: [Decimation.Point]
    ) {
        var runs: [[Decimation.Point]] = []
        var offScale: [Decimation.Point] = []
        var current: [Decimation.Point] = []
        for point in segment {
            if values.contains(point.value) {
                current.append(point)
            } else {
                offScale.append(point)
                if !current.isEmpty { runs.append(current) }
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        return (runs, offScale)
    }

    /// Draws one marker per off-scale point: ▲ at the top edge for values above the axis, ▼ at
    /// the bottom for values below, in the line's colour, titled with the series, value and time.
    static func draw(
        _ points: [Decimation.Point], style: SeriesStyle, axis: TimeAxis, values: ValueAxis,
        into svg: inout SVGWriter
    ) {
        let decimals = TimeAxis.decimals(forStep: values.step)
        let top = values.topPixels
        let bottom = values.topPixels + values.heightPixels
        for point in points {
            let x = axis.x(point.timeNanoseconds)
            let above = point.value > values.maximum
            let tip = above ? top : bottom
            let base = above ? top + 7 : bottom - 7
            let data = "M\(n(x)) \(n(tip))L\(n(x - 4)) \(n(base))L\(n(x + 4)) \(n(base))Z"
            svg.open("path", [("class", "offscale"), ("d", data), ("fill", style.color), ("stroke", "#ffffff")])
            let words =
                style.label + " off scale: " + FixedNumber.format(point.value, decimals: decimals) + " at "
                + UTCDate.format(nanoseconds: point.timeNanoseconds)
            svg.element("title", [], text: words)
            svg.close("path")
        }
    }
}
