import Foundation

/// Probes the file system (only used to check that a named grid file exists).
enum FileProbe {
    static func isReadable(_ path: String) -> Bool { FileManager.default.isReadableFile(atPath: path) }
}

/// Proleptic Gregorian calendar arithmetic in UTC (no time zones, no leap seconds).
enum CivilDate {
    /// Days from 1970-01-01 to the date (Howard Hinnant's `days_from_civil`).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let m = Int64(month)
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + Int64(day) - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date of a day count since 1970-01-01 (`civil_from_days`).
    static func date(daysSinceEpoch days: Int64) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }

    /// Days in a month of a year.
    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

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
        let day: Int64 = 86_400_000_000_000, hour: Int64 = 3_600_000_000_000, minute: Int64 = 60_000_000_000
        if nanoseconds != 0, nanoseconds % day == 0, abs(nanoseconds / day) >= 2 { return (String(nanoseconds / day), "d") }
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
