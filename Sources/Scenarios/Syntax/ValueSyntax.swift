/// A value in a clause: what a grammar slot (`$length`, `$string`, `$time`, …) matched.
public indirect enum ValueSyntax: Hashable, Sendable {
    /// A physical quantity with its unit.
    case quantity(Quantity)
    /// A whole number (counts, floors, codes, seeds).
    case integer(Int64)
    /// A number without a unit (a latitude, a scale factor).
    case number(NumberLiteral)
    /// A string literal's value (names, paths).
    case string(String)
    /// A word from a fixed set, or a free identifier (`urban`, `bmp390`, `p80`, `<=`).
    case word(String)
    /// A time since the scenario start.
    case time(TimeLiteral)
    /// A calendar date `YYYY-MM-DD`.
    case date(year: Int, month: Int, day: Int)
    /// Two quantities of one dimension, `40 × 30 m` (width × depth).
    case size(Quantity, Quantity)
    /// Two counts, `3 × 3` (columns × rows).
    case grid(Int64, Int64)
    /// A comma-separated list of words (`pressure, location`).
    case list([String])
}
