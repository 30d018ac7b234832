/// Floor lines of a height plot: each drawn only over the intervals the phone is inside its
/// building, thinned so lines stay at least `minimumSpacingPixels` apart, labelled without overlap.
///
/// Thinning rule: with adjacent floors closer than the minimum spacing, every k-th floor is
/// drawn (k the smallest of 1, 2, 5, 10, 20, 50, 100 that spaces them far enough), counted from
/// the lowest. A label sits above its line at the right end of the line's last interval and is
/// left out when it would come within `labelSpacingPixels` of the label drawn below it.
enum FloorRules {
    /// Closest two drawn floor lines may be, px.
    static let minimumSpacingPixels = 6.0
    /// Closest two floor labels may be, px (the label font is 10 px).
    static let labelSpacingPixels = 11.0

    /// Draws the rules inside the value axis.
    static func draw(_ rules: [LinePlot.Rule], axis: TimeAxis, values: ValueAxis, into svg: inout SVGWriter) {
        let visible = rules.sorted { $0.value < $1.value }.filter { values.contains($0.value) }
        let stride = thinningStride(visible.map { values.y($0.value) })
        var lastLabelY = Double.infinity
        for (index, rule) in visible.enumerated() where index % stride == 0 {
            let y = values.y(rule.value)
            let spans = pixelSpans(rule.intervals, axis: axis)
            for span in spans {
                svg.line(
                    x1: span.lowerBound, y1: y, x2: span.upperBound, y2: y,
                    [("class", "floor"), ("stroke", Palette.floor), ("stroke-width", "1"), ("stroke-dasharray", "2 4")])
            }
            guard let last = spans.last, lastLabelY - y >= labelSpacingPixels, y - 3 > values.topPixels + 8 else {
                continue
            }
            svg.label(
                rule.label, x: max(last.upperBound - 4, axis.leftPixels + 40), y: y - 2,
                [("font-size", "10"), ("fill", Palette.floor), ("text-anchor", "end")] + SVGWriter.halo)
            lastLabelY = y
        }
    }

    /// Every how many floors a line is drawn, given the floors' y pixels (lowest floor first).
    static func thinningStride(_ pixels: [Double]) -> Int {
        guard pixels.count >= 2 else { return 1 }
        let gaps = zip(pixels, pixels.dropFirst()).map { abs($0 - $1) }.sorted()
        let typical = gaps[gaps.count / 2]
        for stride in [1, 2, 5, 10, 20, 50, 100] where Double(stride) * typical >= minimumSpacingPixels {
            return stride
        }
        return max(1, pixels.count)
    }

    /// The x pixel spans of the intervals, clipped to the time axis; no intervals means the whole width.
    static func pixelSpans(_ intervals: [ClosedRange<Int64>], axis: TimeAxis) -> [ClosedRange<Double>] {
        guard !intervals.isEmpty else { return [axis.leftPixels...(axis.leftPixels + axis.widthPixels)] }
        return intervals.compactMap { interval in
            guard interval.upperBound >= axis.startNanoseconds, interval.lowerBound <= axis.endNanoseconds else {
                return nil
            }
            let from = axis.x(max(interval.lowerBound, axis.startNanoseconds))
            let to = axis.x(min(interval.upperBound, axis.endNanoseconds))
            return from...max(from + 1, to)
        }
    }
}
