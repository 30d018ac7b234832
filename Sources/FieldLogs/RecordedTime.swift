/// Reading the time cells of recordings into ns since the Unix epoch, exactly (no floating point
/// for the digits a double cannot hold) and without a calendar library (no locale, no time zone
/// database: the same bytes give the same instant on every machine).
enum RecordedTime {
    /// A cell that does not name an instant, by class.
    enum Problem: Error {
        case empty, notATime, outOfRange
    }

    /// An ISO 8601 UTC time: `2017-02-04T16:43:23.463Z` (fraction optional, any number of digits,
    /// `Z` or `+00:00`; a space may replace the `T`; other offsets are applied).
    static func iso8601(_ cell: String) throws(Problem) -> Int64 {
        if cell.isEmpty { throw .empty }
        let bytes = Array(cell.utf8)
        func digits(_ start: Int, _ count: Int) throws(Problem) -> Int {
            guard start + count <= bytes.count else { throw .notATime }
            var value = 0
            for byte in bytes[start..<(start + count)] {
                guard (48...57).contains(byte) else { throw .notATime }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard bytes.count >= 19, bytes[4] == 45, bytes[7] == 45, bytes[10] == 84 || bytes[10] == 32,
            bytes[13] == 58, bytes[16] == 58
        else { throw .notATime }
        let year = try digits(0, 4)
        let month = try digits(5, 2)
        let day = try digits(8, 2)
        let hour = try digits(11, 2)
        let minute = try digits(14, 2)
        let second = try digits(17, 2)
        guard (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else {
            throw .outOfRange
        }
        var index = 19
        var fraction: Int64 = 0
        if index < bytes.count, bytes[index] == 46 {
            index += 1
            var scale: Int64 = 100_000_000
            var any = false
            while index < bytes.count, (48...57).contains(bytes[index]) {
                fraction += Int64(bytes[index] - 48) * scale
                scale /= 10
                index += 1
                any = true
            }
            guard any else { throw .notATime }
        }
        var offsetSeconds = 0
        if index < bytes.count {
            if bytes[index] == 90, index == bytes.count - 1 {
                index += 1
            } else if bytes[index] == 43 || bytes[index] == 45, bytes.count == index + 6, bytes[index + 3] == 58 {
                let sign = bytes[index] == 43 ? 1 : -1
                offsetSeconds = sign * (try digits(index + 1, 2) * 3600 + digits(index + 4, 2) * 60)
            } else {
                throw .notATime
            }
        }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second - offsetSeconds)
        return seconds * 1_000_000_000 + fraction
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's `days_from_civil`).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// A decimal number of `unitNanoseconds` since the epoch (`1486226603.463` s, `1486226603463`
    /// ms, `1486226603463000000` ns), exact to the nanosecond.
    static func decimal(_ cell: String, unitNanoseconds: Int64) throws(Problem) -> Int64 {
        if cell.isEmpty { throw .empty }
        var text = Substring(cell)
        var negative = false
        if text.first == "-" {
            negative = true
            text = text.dropFirst()
        } else if text.first == "+" {
            text = text.dropFirst()
        }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty || parts.count == 2, whole.allSatisfy(\.isASCIIDigit) else {
            if Double(cell) != nil { throw .outOfRange }  // an exponent: too large or too odd to be a time
            throw .notATime
        }
        let fractionDigits = parts.count == 2 ? parts[1] : ""
        guard fractionDigits.allSatisfy(\.isASCIIDigit), !(whole.isEmpty && fractionDigits.isEmpty) else {
            throw .notATime
        }
        guard let units = whole.isEmpty ? 0 : Int64(whole) else { throw .outOfRange }
        let (scaled, overflow) = units.multipliedReportingOverflow(by: unitNanoseconds)
        guard !overflow else { throw .outOfRange }
        var fraction: Int64 = 0
        var scale = unitNanoseconds / 10
        for digit in fractionDigits where scale > 0 {
            fraction += Int64(digit.asciiValue! - 48) * scale
            scale /= 10
        }
        let (sum, overflowSum) = scaled.addingReportingOverflow(fraction)
        guard !overflowSum else { throw .outOfRange }
        return negative ? -sum : sum
    }

    /// The unit of an epoch time column from its magnitude: seconds (≈ 10⁹ in this century), ms
    /// (≈ 10¹²) or ns (≈ 10¹⁸); `nil` for a magnitude none of them has (10¹¹ s is year 5138).
    static func epochUnitNanoseconds(ofMagnitude value: Double) -> Int64? {
        let magnitude = abs(value)
        if magnitude < 1e11 { return 1_000_000_000 }
        if magnitude >= 1e11, magnitude < 1e14 { return 1_000_000 }
        if magnitude >= 1e17, magnitude < 9.2e18 { return 1 }
        return nil
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
