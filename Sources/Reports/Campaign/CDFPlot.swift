public import ScenarioTesting

/// The distribution functions of |HAE error| of some groups, one line each, on one SVG: the
/// share of callbacks (0…100 %) at or below each error, with rules at 2 m, 3 m and 80 % and the
/// published figures as marked points (the FCC rule's corner at 3 m / 80 %, NextNav's 2018
/// Stage Z result at 1.8 m / 80 % and 3 m / 94 %).
public struct CDFPlot: Sendable {
    /// The groups drawn, in legend order.
    public var groups: [AccuracyGroup]
    /// The right end of the error axis, m.
    public var maximumErrorMeters: Double

    /// Line colours (Okabe–Ito), one per group in order; the fifth and later repeat dashed.
    static let colours = ["#0072B2", "#D55E00", "#009E73", "#CC79A7"]
    static let widthPixels = 520.0, heightPixels = 300.0
    static let left = 56.0, right = 12.0, top = 30.0, bottom = 40.0

    /// A plot of `groups`, its error axis from 0 to `maximumErrorMeters`.
    public init(groups: [AccuracyGroup], maximumErrorMeters: Double) {
        self.groups = groups
        self.maximumErrorMeters = max(1, maximumErrorMeters)
    }

    /// The error axis for a campaign: a whole number of metres past the largest p95, at least 5 m
    /// (both published figures lie within it) and at most 30 m (a broken group's tail is cut).
    public static func axisMaximumMeters(_ groups: [AccuracyGroup]) -> Double {
        let p95 = groups.compactMap { $0.percentilesMeters.last?.value }.filter(\.isFinite).max() ?? 0
        return min(30, max(5, (p95 * 1.25).rounded(.up)))
    }

    func x(_ meters: Double) -> Double {
        Self.left + min(meters, maximumErrorMeters) / maximumErrorMeters * (Self.widthPixels - Self.left - Self.right)
    }

    func y(_ share: Double) -> Double {
        Self.top + (1 - share) * (Self.heightPixels - Self.top - Self.bottom)
    }

    /// The SVG markup, its element carrying `id`.
    public func svg(id: String) -> String {
        var svg = SVGWriter()
        svg.open(
            "svg",
            [
                ("id", id), ("xmlns", "http://www.w3.org/2000/svg"), ("width", n(Self.widthPixels)),
                ("height", n(Self.heightPixels)), ("viewBox", "0 0 \(n(Self.widthPixels)) \(n(Self.heightPixels))"),
                ("role", "img"), ("font-family", "sans-serif"), ("font-size", "11"),
            ])
        drawAxes(into: &svg)
        for (index, group) in groups.enumerated() { drawLine(group, index: index, into: &svg) }
        drawPublished(into: &svg)
        svg.close("svg")
        return svg.text
    }

    func drawAxes(into svg: inout SVGWriter) {
        let bottomY = y(0)
        for share in stride(from: 0.0, through: 1.0, by: 0.2) {
            svg.line(x1: x(0), y1: y(share), x2: x(maximumErrorMeters), y2: y(share), [("stroke", Palette.grid)])
            svg.label(
                FixedNumber.format(share * 100, decimals: 0) + " %", x: x(0) - 6, y: y(share) + 4,
                [("text-anchor", "end")])
        }
        let step = maximumErrorMeters > 12 ? 5.0 : maximumErrorMeters > 6 ? 2.0 : 1.0
        for meters in stride(from: 0.0, through: maximumErrorMeters, by: step) {
            svg.line(x1: x(meters), y1: y(0), x2: x(meters), y2: y(1), [("stroke", Palette.grid)])
            svg.label(
                FixedNumber.format(meters, decimals: 0), x: x(meters), y: bottomY + 14, [("text-anchor", "middle")])
        }
        for meters in [2.0, 3.0] where meters <= maximumErrorMeters {
            svg.line(
                x1: x(meters), y1: y(0), x2: x(meters), y2: y(1),
                [("stroke", Palette.axis), ("stroke-dasharray", "4 3")])
        }
        svg.line(
            x1: x(0), y1: y(0.8), x2: x(maximumErrorMeters), y2: y(0.8),
            [("stroke", Palette.axis), ("stroke-dasharray", "4 3")])
        svg.line(x1: x(0), y1: bottomY, x2: x(maximumErrorMeters), y2: bottomY, [("stroke", Palette.axis)])
        svg.line(x1: x(0), y1: y(0), x2: x(0), y2: y(1), [("stroke", Palette.axis)])
        svg.label("|HAE error|, m", x: x(maximumErrorMeters / 2), y: Self.heightPixels - 6, [("text-anchor", "middle")])
    }

    func drawLine(_ group: AccuracyGroup, index: Int, into svg: inout SVGWriter) {
        let colour = Self.colours[index % Self.colours.count]
        var points: [(x: Double, y: Double)] = [(x(0), y(0))]
        var previousShare = 0.0
        for point in group.cdf where point.errorMeters <= maximumErrorMeters {
            // A step function: across at the previous share, then up.
            points.append((x(point.errorMeters), y(previousShare)))
            points.append((x(point.errorMeters), y(point.share)))
            previousShare = point.share
        }
        if previousShare < 1 { points.append((x(maximumErrorMeters), y(previousShare))) }
        var style: [(String, String)] = [("fill", "none"), ("stroke", colour), ("stroke-width", "1.8")]
        if index >= Self.colours.count { style.append(("stroke-dasharray", "6 3")) }
        svg.element("path", [("d", SVGWriter.polylineData(points))] + style)
        // Legend entries side by side, each as wide as its text (about 6.5 px a character at 11 px).
        let legendX =
            Self.left
            + groups.prefix(index).reduce(0.0) { $0 + 40 + 6.5 * Double(Self.legendText($1).count) }
        svg.line(x1: legendX, y1: 12, x2: legendX + 18, y2: 12, style)
        svg.label(Self.legendText(group), x: legendX + 22, y: 16)
    }

    /// A group's legend text: its name and run count.
    static func legendText(_ group: AccuracyGroup) -> String { "\(group.name) (\(group.runs))" }

    func drawPublished(into svg: inout SVGWriter) {
        // Labels right of their circles; the FCC corner's below the 80 % rule, clear of NextNav's.
        let marks: [(meters: Double, share: Double, label: String, below: Bool)] = [
            (3, 0.8, "FCC 3 m / 80 %", true), (1.8, 0.8, "NextNav 1.8 m", false), (3, 0.94, "NextNav 94 %", false),
        ]
        for mark in marks where mark.meters <= maximumErrorMeters {
            svg.element(
                "circle",
                [
                    ("cx", n(x(mark.meters))), ("cy", n(y(mark.share))), ("r", "4"), ("fill", "#ffffff"),
                    ("stroke", Palette.truth), ("stroke-width", "1.5"),
                ])
            svg.label(mark.label, x: x(mark.meters) + 6, y: y(mark.share) + (mark.below ? 14 : -5), SVGWriter.halo)
        }
    }
}
