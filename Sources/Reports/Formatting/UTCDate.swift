/// Formats an instant (ns since the Unix epoch) as a UTC date and time without Foundation,
/// so the text never depends on the machine's time zone or locale.
enum UTCDate {
    /// "2026-03-01 06:30:00 UTC".
    static func format(nanoseconds: Int64) -> String {
        var seconds = nanoseconds / 1_000_000_000
        if nanoseconds % 1_000_000_000 < 0 { seconds -= 1 }
        var days = seconds / 86_400
        var secondOfDay = seconds % 86_400
        if secondOfDay < 0 {
            secondOfDay += 86_400
            days -= 1
        }
        let (year, month, day) = civil(daysSinceEpoch: days)
        let hour = secondOfDay / 3600
        let minute = (secondOfDay / 60) % 60
        let second = secondOfDay % 60
        return "\(year)-\(two(month))-\(two(day)) \(two(hour)):\(two(minute)):\(two(second)) UTC"
    }

    /// Howard Hinnant's days-to-civil algorithm (proleptic Gregorian).
    static func civil(daysSinceEpoch: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
