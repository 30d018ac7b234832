/// The frame, grid, ticks and axis titles shared by line plots and lane charts.
enum AxisDrawing {
    /// Plot-area border, value grid and ticks (when `values` is given), time grid and ticks.
    static func drawFrame(axis: TimeAxis, values: ValueAxis?, top: Double, bottom: Double, into svg: inout SVGWriter) {
        let left = axis.leftPixels
        let right = axis.leftPixels + axis.widthPixels
        svg.open("g", [("class", "axes"), ("font-size", "11"), ("fill", Palette.axis)])
        if let values {
            for tick in values.ticks {
                let y = values.y(tick.value)
                svg.line(x1: left, y1: y, x2: right, y2: y, [("stroke", Palette.grid), ("stroke-width", "1")])
                svg.label(tick.label, x: left - 6, y: y + 4, [("text-anchor", "end")])
            }
        }
        for tick in axis.ticks {
            let x = axis.x(tick.timeNanoseconds)
            svg.line(x1: x, y1: top, x2: x, y2: bottom, [("stroke", Palette.grid), ("stroke-width", "1")])
            svg.line(x1: x, y1: bottom, x2: x, y2: bottom + 4, [("stroke", Palette.axis), ("stroke-width", "1")])
            svg.label(tick.label, x: x, y: bottom + 16, [("text-anchor", "middle")])
        }
        svg.element(
            "rect",
            [
                ("x", n(left)), ("y", n(top)), ("width", n(right - left)), ("height", n(bottom - top)),
                ("fill", "none"), ("stroke", Palette.axis), ("stroke-width", "1"),
            ])
        svg.close("g")
    }

    /// The value axis title, rotated, left of the tick labels.
    static func drawValueTitle(_ title: String, top: Double, bottom: Double, into svg: inout SVGWriter) {
        let y = (top + bottom) / 2
        svg.label(
            title, x: 14, y: y,
            [("font-size", "11"), ("text-anchor", "middle"), ("transform", "rotate(-90 14 \(n(y)))")])
    }

    /// The time axis title, centred under the tick labels.
    static func drawTimeTitle(axis: TimeAxis, y: Double, into svg: inout SVGWriter) {
        svg.label(
            axis.title, x: axis.leftPixels + axis.widthPixels / 2, y: y,
            [("font-size", "11"), ("text-anchor", "middle")])
    }
}
