/// The legend row above a plot: a sample of each line (with its dash pattern) or band, then its name.
enum Legend {
    /// One entry.
    enum Entry {
        case line(SeriesStyle)
        case band(SeriesStyle)
    }

    /// Draws entries left to right from (x, y), wrapping never: names are short by design.
    static func draw(_ entries: [Entry], x: Double, y: Double, into svg: inout SVGWriter) {
        var cursor = x
        svg.open("g", [("class", "legend"), ("font-size", "11")])
        for entry in entries {
            switch entry {
            case .line(let style):
                svg.line(x1: cursor, y1: y - 4, x2: cursor + 24, y2: y - 4, style.strokeAttributes)
                cursor += 28
                svg.label(style.label, x: cursor, y: y)
                cursor += textWidth(style.label) + 16
            case .band(let style):
                svg.element(
                    "rect",
                    [("x", n(cursor)), ("y", n(y - 9)), ("width", "24"), ("height", "10")] + style.fillAttributes)
                cursor += 28
                svg.label(style.label, x: cursor, y: y)
                cursor += textWidth(style.label) + 16
            }
        }
        svg.close("g")
    }

    /// Width estimate of 11 px sans-serif text, px (no font metrics without a renderer).
    static func textWidth(_ text: String, fontSize: Double = 11) -> Double {
        Double(text.count) * fontSize * 0.58
    }
}
