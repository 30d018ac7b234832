/// How a series is drawn: colour plus a dash pattern and width, so lines stay distinguishable
/// in grey-scale print and for readers who do not see colour.
struct SeriesStyle: Hashable, Sendable {
    /// Name in the legend.
    var label: String
    /// Stroke (or fill) colour, "#rrggbb".
    var color: String
    /// SVG dash pattern, `nil` for solid.
    var dash: String?
    /// Stroke width, px.
    var width: Double = 1.5
    /// Fill opacity for bands.
    var fillOpacity: Double = 0.25

    /// Attributes for a stroked line.
    var strokeAttributes: [(String, String)] {
        var attributes = [("fill", "none"), ("stroke", color), ("stroke-width", n(width)), ("stroke-linejoin", "round")]
        if let dash { attributes.append(("stroke-dasharray", dash)) }
        return attributes
    }

    /// Attributes for a filled band.
    var fillAttributes: [(String, String)] {
        [("fill", color), ("fill-opacity", FixedNumber.format(fillOpacity, decimals: 2)), ("stroke", "none")]
    }
}

/// The palette of the report (Okabe–Ito colours, distinct for colour-blind readers) and its patterns.
enum Palette {
    static let truth = "#000000"
    static let estimate = "#0072B2"
    static let measured = "#999999"
    static let reference = "#D55E00"
    static let accuracy = "#E69F00"
    static let comparisonB = "#CC79A7"
    static let floor = "#009E73"
    static let grid = "#dddddd"
    static let axis = "#333333"
}
