/// One token with its text and source range.
public struct Token: Hashable, Sendable {
    /// What kind of token.
    public var kind: TokenKind
    /// The text: the source spelling, the unescaped value for strings, the canonical spelling
    /// for punctuation (`→` becomes `->`, `≤` becomes `<=`).
    public var text: String
    /// Where it is.
    public var range: SourceRange
    /// Whether whitespace precedes the token on its line (`90°C` vs `90° C`).
    public var spaceBefore: Bool

    /// Creates a token.
    public init(kind: TokenKind, text: String, range: SourceRange, spaceBefore: Bool) {
        self.kind = kind
        self.text = text
        self.range = range
        self.spaceBefore = spaceBefore
    }

    /// Whether this is the punctuation `symbol`.
    func isPunctuation(_ symbol: String) -> Bool { kind == .punctuation && text == symbol }
}
