internal import Foundation

/// A small SVG plot of named lines over a logarithmic x axis (and, when asked, a logarithmic y
/// axis): the Allan deviation of `altsim log compare` on log–log axes, and the distribution
/// functions of stated accuracy (share 0…100 % over accuracy on a log axis). Colours Okabe–Ito.
struct LogAxisPlot {
    /// One line: its legend name, points, colour and whether it is dashed.
    struct Line {
        var name: String
        var points: [(x: Double, y: Double)]
        var colour: String
        var dashed = false
    }

    var lines: [Line]
    var xLabel: String
    var yLabel: String
    /// Logarithmic y axis (else linear from 0 to 1, drawn as 0…100 %).
    var logY: Bool
    /// Draw steps (a distribution function) instead of a polyline with point markers.
    var steps = false

    static let width = 520.0, height = 300.0, left = 56.0, right = 12.0, top = 30.0, bottom = 40.0

    /// The decade bounds covering `values` (positive ones), at least one decade.
    static func decades(_ values: [Double]) -> (low: Double, high: Double) {
        let positive = values.filter { $0 > 0 && $0.isFinite }
        guard let low = positive.min(), let high = positive.max() else { return (1, 10) }
        let lowDecade = floor(log10(low))
        let highDecade = max(lowDecade + 1, ceil(log10(high)))
        return (pow(10, lowDecade), pow(10, highDecade))
    }

    func svg(id: String) -> String {
        let xs = Self.decades(lines.flatMap { $0.points.map(\.x) })
        let ys = logY ? Self.decades(lines.flatMap { $0.points.map(\.y) }) : (0.0, 1.0)
        let plotWidth = Self.width - Self.left - Self.right
        let plotHeight = Self.height - Self.top - Self.bottom
        func x(_ value: Double) -> Double {
            let clamped = min(max(value, xs.low), xs.high)
            return Self.left + (log10(clamped) - log10(xs.low)) / (log10(xs.high) - log10(xs.low)) * plotWidth
        }
        func y(_ value: Double) -> Double {
            let share =
                logY
                ? (log10(min(max(value, ys.0), ys.1)) - log10(ys.0)) / (log10(ys.1) - log10(ys.0))
                : min(max(value, 0), 1)
            return Self.top + (1 - share) * plotHeight
        }
        var svg = SVGWriter()
        svg.open(
            "svg",
            [
                ("id", id), ("xmlns", "http://www.w3.org/2000/svg"), ("width", n(Self.width)),
                ("height", n(Self.height)), ("viewBox", "0 0 \(n(Self.width)) \(n(Self.height))"), ("role", "img"),
                ("font-family", "sans-serif"), ("font-size", "11"),
            ])
        var decade = xs.low
        while decade <= xs.high * 1.000001 {
            svg.line(
                x1: x(decade), y1: y(logY ? ys.0 : 0), x2: x(decade), y2: y(logY ? ys.1 : 1), [("stroke", Palette.grid)]
            )
            svg.label(Self.tick(decade), x: x(decade), y: Self.height - Self.bottom + 14, [("text-anchor", "middle")])
            decade *= 10
        }
        if logY {
            var level = ys.0
            while level <= ys.1 * 1.000001 {
                svg.line(x1: x(xs.low), y1: y(level), x2: x(xs.high), y2: y(level), [("stroke", Palette.grid)])
                svg.label(Self.tick(level), x: Self.left - 6, y: y(level) + 4, [("text-anchor", "end")])
                level *= 10
            }
        } else {
            for share in stride(from: 0.0, through: 1.0, by: 0.2) {
                svg.line(x1: x(xs.low), y1: y(share), x2: x(xs.high), y2: y(share), [("stroke", Palette.grid)])
                svg.label(
                    FixedNumber.format(share * 100, decimals: 0) + " %", x: Self.left - 6, y: y(share) + 4,
                    [("text-anchor", "end")])
            }
        }
        svg.line(
            x1: x(xs.low), y1: y(logY ? ys.0 : 0), x2: x(xs.high), y2: y(logY ? ys.0 : 0), [("stroke", Palette.axis)])
        svg.line(
            x1: x(xs.low), y1: y(logY ? ys.0 : 0), x2: x(xs.low), y2: y(logY ? ys.1 : 1), [("stroke", Palette.axis)])
        svg.label(xLabel, x: Self.left + plotWidth / 2, y: Self.height - 6, [("text-anchor", "middle")])
        svg.label(yLabel, x: 4, y: Self.top - 8)
        var legendX = Self.left + 70
        for line in lines where !line.points.isEmpty {
            var style: [(String, String)] = [("fill", "none"), ("stroke", line.colour), ("stroke-width", "1.8")]
            if line.dashed { style.append(("stroke-dasharray", "6 3")) }
            var points: [(x: Double, y: Double)] = []
            if steps {
                var previous = 0.0
                points.append((x(line.points[0].x), y(0)))
                for point in line.points {
                    points.append((x(point.x), y(previous)))
                    points.append((x(point.x), y(point.y)))
                    previous = point.y
                }
            } else {
                points = line.points.map { (x($0.x), y($0.y)) }
            }
            svg.element("path", [("d", SVGWriter.polylineData(points))] + style)
            if !steps {
                for point in points {
                    svg.element("circle", [("cx", n(point.x)), ("cy", n(point.y)), ("r", "3"), ("fill", line.colour)])
                }
            }
            svg.line(x1: legendX, y1: 12, x2: legendX + 18, y2: 12, style)
            svg.label(line.name, x: legendX + 22, y: 16)
            legendX += 28 + 6 * Double(line.name.count)
        }
        svg.close("svg")
        return svg.text
    }

    /// A decade's tick label: 0.1, 1, 10, 100, 1000.
    static func tick(_ value: Double) -> String {
        value >= 1
            ? FixedNumber.format(value, decimals: 0) : FixedNumber.format(value, decimals: Int(-floor(log10(value))))
    }

    /// The empirical distribution function of sorted values: (value, share at or below it).
    static func distribution(_ sorted: [Double]) -> [(x: Double, y: Double)] {
        sorted.enumerated().map { (x: $0.element, y: Double($0.offset + 1) / Double(sorted.count)) }
    }
}
