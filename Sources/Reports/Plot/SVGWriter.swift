/// Builds SVG markup as text: elements with attributes in the order given, text escaped,
/// numbers through `FixedNumber` — so the same drawing is always the same bytes.
struct SVGWriter {
    private(set) var text = ""

    /// Appends raw, already-safe markup.
    mutating func raw(_ markup: String) { text += markup }

    /// Appends `<name a="v" …/>`; attribute values are escaped.
    mutating func element(_ name: String, _ attributes: [(String, String)]) {
        text += "<" + name + Self.attributes(attributes) + "/>"
    }

    /// Appends `<name …>escaped text</name>`.
    mutating func element(_ name: String, _ attributes: [(String, String)], text content: String) {
        text += "<" + name + Self.attributes(attributes) + ">" + MarkupEscaping.escape(content) + "</" + name + ">"
    }

    /// Opens `<name …>`; close it with `close(name)`.
    mutating func open(_ name: String, _ attributes: [(String, String)]) {
        text += "<" + name + Self.attributes(attributes) + ">"
    }

    /// Closes an element.
    mutating func close(_ name: String) { text += "</" + name + ">" }

    /// A line between two points.
    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, _ extra: [(String, String)]) {
        element("line", [("x1", n(x1)), ("y1", n(y1)), ("x2", n(x2)), ("y2", n(y2))] + extra)
    }

    /// A text label.
    mutating func label(_ content: String, x: Double, y: Double, _ extra: [(String, String)] = []) {
        element("text", [("x", n(x)), ("y", n(y))] + extra, text: content)
    }

    /// Attributes giving text a white outline, so a label stays readable over lines and markers.
    static let halo: [(String, String)] = [("stroke", "#ffffff"), ("stroke-width", "3"), ("paint-order", "stroke")]

    /// Path data "M x y L x y …" through the points.
    static func polylineData(_ points: [(x: Double, y: Double)]) -> String {
        var data = ""
        data.reserveCapacity(points.count * 14)
        for (index, point) in points.enumerated() {
            data += (index == 0 ? "M" : "L") + FixedNumber.coordinate(point.x) + " " + FixedNumber.coordinate(point.y)
        }
        return data
    }

    private static func attributes(_ attributes: [(String, String)]) -> String {
        var result = ""
        for (name, value) in attributes { result += " " + name + "=\"" + MarkupEscaping.escape(value) + "\"" }
        return result
    }
}

/// Short for `FixedNumber.coordinate`.
func n(_ value: Double) -> String { FixedNumber.coordinate(value) }
