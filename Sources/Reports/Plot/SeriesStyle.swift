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
        var attributes = [
            ("fill", "none"), ("stroke", color), ("stroke-width", n(width)), ("stroke-linejoin", "round"),
        ]
        if let dash { attributes.append(("stroke-dasharray", dash)) }
        return attributes
    }

    /// Attributes for a filled band.
    var fillAttributes: [(String, String)] {
        [("fill", color), ("fill-opacity", FixedNumber.format(fillOpacity, decimals: 2)), ("stroke", "none")]
    }
}
