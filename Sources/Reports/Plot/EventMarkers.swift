/// Annotations drawn across a plot area: a vertical line per instant, a shaded window per
/// fault or outage, each kind with its own dash pattern, numbered to match the annotation table.
enum EventMarkers {
    /// The stroke colour and dash pattern of a kind.
    static func style(_ kind: Annotation.Kind) -> (color: String, dash: String) {
        switch kind {
        case .timelineStep: ("#555555", "4 3")
        case .fault: ("#C0392B", "1 2")
        case .frontPassage: ("#0072B2", "8 3 2 3")
        case .outage: ("#E69F00", "6 2")
        case .transient: ("#009E73", "3 2")
        }
    }

    /// Draws every annotation inside the vertical range `top…bottom`; numbers (from 1, in the
    /// given order) are written at the top when `numbered` and they do not collide.
    static func draw(
        _ annotations: [Annotation], axis: TimeAxis, top: Double, bottom: Double,
        numbered: Bool, into svg: inout SVGWriter
    ) {
        guard !annotations.isEmpty else { return }
        svg.open("g", [("class", "annotations")])
        var numbers = NumberGroups()
        for (index, annotation) in annotations.enumerated() {
            let (color, dash) = style(annotation.kind)
            let left = axis.leftPixels
            let right = axis.leftPixels + axis.widthPixels
            let x = min(max(axis.x(annotation.timeNanoseconds), left), right)
            if let end = annotation.endNanoseconds {
                let x2 = min(max(axis.x(end), left), right)
                if x2 > x {
                    svg.element(
                        "rect",
                        [
                            ("x", n(x)), ("y", n(top)), ("width", n(x2 - x)), ("height", n(bottom - top)),
                            ("fill", color), ("fill-opacity", "0.10"), ("stroke", "none"),
                        ])
                    svg.line(
                        x1: x2, y1: top, x2: x2, y2: bottom,
                        [("stroke", color), ("stroke-width", "1"), ("stroke-dasharray", dash)])
                }
            }
            svg.line(
                x1: x, y1: top, x2: x, y2: bottom,
                [("stroke", color), ("stroke-width", "1"), ("stroke-dasharray", dash)])
            if numbered { numbers.add(index + 1, x: x, color: color, top: top, into: &svg) }
        }
        numbers.flush(top: top, into: &svg)
        svg.close("g")
    }

    /// Marker numbers written at the top of a plot; markers too close for their own number share
    /// one label ("1–3"), so every number of the events table appears on the plot.
    struct NumberGroups {
        var first = 0
        var last = 0
        var x = -Double.infinity
        var color = ""

        /// The right end of the pending label, px.
        var end: Double { x + 2 + Legend.textWidth(text, fontSize: 10) + 4 }

        var text: String { first == last ? String(first) : "\(first)–\(last)" }

        mutating func add(_ number: Int, x newX: Double, color newColor: String, top: Double, into svg: inout SVGWriter)
        {
            if first > 0, newX + 2 <= end {
                last = number
                return
            }
            flush(top: top, into: &svg)
            (first, last, x, color) = (number, number, newX, newColor)
        }

        mutating func flush(top: Double, into svg: inout SVGWriter) {
            guard first > 0 else { return }
            svg.label(text, x: x + 2, y: top + 10, [("class", "event-number"), ("font-size", "10"), ("fill", color)])
            first = 0
        }
    }
}
