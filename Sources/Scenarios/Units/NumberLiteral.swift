/// A number as written in a scenario file, kept verbatim so printing reproduces it exactly.
public struct NumberLiteral: Hashable, Sendable, CustomStringConvertible {
    /// The text as written (`-0.8`, `+60`, `1e3`).
    public let text: String
    /// The value as the nearest double.
    public let value: Double

    /// Creates a literal from source text; nil when the text is not a finite number.
    public init?(text: String) {
        guard let value = Double(text), value.isFinite else { return nil }
        self.text = text
        self.value = value
    }

    /// Creates a literal for a value built in code: integers print without a fraction,
    /// others in Swift's shortest round-tripping form.
    public init(_ value: Double) {
        let finite = value.isFinite ? value : 0
        if finite == finite.rounded(), abs(finite) < 1e15 {
            self.text = String(Int64(finite))
        } else {
            self.text = "\(finite)"
        }
        self.value = Double(self.text) ?? 0
    }

    /// The exact decimal value, when it fits 64-bit integers.
    var exact: Rational? { Rational(decimal: text) }

    /// The literal's text.
    public var description: String { text }
}
