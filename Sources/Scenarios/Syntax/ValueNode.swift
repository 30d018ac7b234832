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
