/// A clock time `[day N] H:MM[:SS[.fff]]`.
public struct ClockTime: Hashable, Sendable, CustomStringConvertible {
    /// The day, from 1, when written (`day 2 08:00`); nil for a plain clock time.
    public var day: Int?
    /// Hours (any number without a day; 0…23 with a day).
    public var hours: Int
    /// Minutes, 0…59.
    public var minutes: Int
    /// Whole seconds, 0…59, when written.
    public var seconds: Int?
    /// Digits of the fraction of a second, when written (`"5"` for `:03.5`).
    public var fractionDigits: String?

    /// Creates a clock time.
    public init(day: Int? = nil, hours: Int, minutes: Int, seconds: Int? = nil, fractionDigits: String? = nil) {
        self.day = day
        self.hours = hours
        self.minutes = minutes
        self.seconds = seconds
        self.fractionDigits = fractionDigits
    }

    /// Nanoseconds since the scenario start (day 1 starts at 0).
    public var nanosecondsSinceStart: Int64? {
        let days = Int64(clamping: max(0, (day ?? 1) - 1))
        guard days < 100_000, hours >= 0, hours < 100_000_000, minutes >= 0, (seconds ?? 0) >= 0 else { return nil }
        var total = days * 86_400 + Int64(hours) * 3600 + Int64(clamping: minutes) * 60 + Int64(clamping: seconds ?? 0)
        guard total < 9_000_000_000 else { return nil }
        total *= 1_000_000_000
        if let fractionDigits {
            let digits = String(fractionDigits.prefix(9))
            let padded = digits + String(repeating: "0", count: 9 - digits.count)
            total += Int64(padded) ?? 0
        }
        return total
    }

    /// `day N HH:MM[:SS[.fff]]` with two-digit fields.
    public var description: String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        var text = day.map { "day \($0) " } ?? ""
        text += "\(two(hours)):\(two(minutes))"
        if let seconds { text += ":\(two(seconds))" }
        if let fractionDigits { text += ".\(fractionDigits)" }
        return text
    }
}
