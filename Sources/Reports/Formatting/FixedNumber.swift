/// Locale-free number formatting with a fixed number of decimals, so that output is
/// byte-identical on every machine ("1234.5", "-0.25", never "1,234.5" or "-0.00").
enum FixedNumber {
    /// `value` rounded half away from zero to `decimals` places (0…9); "nan", "inf", "-inf"
    /// for non-finite values. A result that rounds to zero is printed without a sign.
    static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let places = max(0, min(9, decimals))
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        // Beyond 2^62 the integer conversion would trap; such values are never plotted, print plainly.
        guard scaled < 4.0e18 else { return value.description }
        let units = UInt64(scaled)
        let divisor = UInt64(scale)
        let whole = units / divisor
        let fraction = units % divisor
        var text = units == 0 || value >= 0 ? "" : "-"
        text += String(whole)
        if places > 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: places - digits.count) + digits
        }
        return text
    }

    /// SVG coordinate: one decimal place, trailing ".0" dropped ("12", "12.5").
    static func coordinate(_ value: Double) -> String {
        let text = format(value, decimals: 1)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// Optional figure for tables: `decimals` places plus unit, or an em dash when absent.
    static func figure(_ value: Double?, decimals: Int, unit: String = "") -> String {
        guard let value else { return "—" }
        return format(value, decimals: decimals) + unit
    }

    /// A fraction 0…1 as a percentage with one decimal ("68.3 %"), or an em dash.
    static func percent(_ fraction: Double?) -> String {
        guard let fraction else { return "—" }
        return format(fraction * 100, decimals: 1) + " %"
    }
}
