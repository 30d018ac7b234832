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

/// A value with the source range it was read from.
public struct ValueNode: Hashable, Sendable {
    /// The value.
    public var value: ValueSyntax
    /// Where it was written (``SourceRange/unknown`` when built in code).
    public var range: SourceRange

    /// Creates a value node.
    public init(_ value: ValueSyntax, range: SourceRange = .unknown) {
        self.value = value
        self.range = range
    }

    /// The quantity, if this is one.
    public var quantity: Quantity? { if case .quantity(let q) = value { q } else { nil } }
    /// The integer, if this is one.
    public var integer: Int64? { if case .integer(let n) = value { n } else { nil } }
    /// The string, if this is one.
    public var string: String? { if case .string(let s) = value { s } else { nil } }
    /// The word, if this is one.
    public var word: String? { if case .word(let w) = value { w } else { nil } }
    /// The time, if this is one.
    public var time: TimeLiteral? { if case .time(let t) = value { t } else { nil } }
    /// The unitless number, if this is one.
    public var number: NumberLiteral? { if case .number(let n) = value { n } else { nil } }
}
