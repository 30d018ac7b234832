import Foundation

/// Number and duration formatting for messages and the printer.
enum Format {
    /// The shortest text that reads back as `value` (integers without a fraction).
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A duration as the author would write it: `2 h`, `45 min`, `90 s`, `0.25 s`.
    static func duration(_ nanoseconds: Int64) -> String {
        let (value, unit) = durationParts(nanoseconds)
        return "\(value) \(unit)"
    }

    /// The number text and unit of ``duration(_:)``; exact (reads back to the same ns).
    static func durationParts(_ nanoseconds: Int64) -> (String, String) {
        let day: Int64 = 86_400_000_000_000
        let hour: Int64 = 3_600_000_000_000
        let minute: Int64 = 60_000_000_000
        if nanoseconds != 0, nanoseconds % day == 0, abs(nanoseconds / day) >= 2 {
            return (String(nanoseconds / day), "d")
        }
        if nanoseconds != 0, nanoseconds % hour == 0 { return (String(nanoseconds / hour), "h") }
        if nanoseconds != 0, nanoseconds % minute == 0 { return (String(nanoseconds / minute), "min") }
        return (decimalSeconds(nanoseconds), "s")
    }

    /// Exact decimal seconds of a nanosecond count (`1500000000` → `"1.5"`).
    static func decimalSeconds(_ nanoseconds: Int64) -> String {
        let negative = nanoseconds < 0
        let magnitude = nanoseconds.magnitude
        let whole = magnitude / 1_000_000_000
        var fraction = String(magnitude % 1_000_000_000)
        fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (negative ? "-" : "") + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// A `Double` count of seconds as exact nanoseconds (for printing spec durations).
    static func nanoseconds(seconds: Double) -> Int64 {
        let ns = (seconds * 1e9).rounded()
        guard ns.isFinite, abs(ns) < 9.2e18 else { return 0 }
        return Int64(ns)
    }
}
