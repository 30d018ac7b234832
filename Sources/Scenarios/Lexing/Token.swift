/// The kind of a lexical token.
public enum TokenKind: Hashable, Sendable {
    /// A word: letters, digits, `_`, and `-` between letters (`sea-level`, `bmp390`, `p80`).
    case identifier
    /// A number as written, sign included (`-0.8`, `1e-3`, `+60`).
    case number
    /// A string literal; the token's `text` is the unescaped value.
    case string
    /// A clock time `HH:MM`, `H:MM:SS` or `HH:MM:SS.fff`.
    case clockTime
    /// A calendar date `YYYY-MM-DD`.
    case date
    /// Punctuation: `,` `;` `:` `×` `->` `°` `±` `+` `/` `%` `<` `<=` `>` `>=` `=`.
    case punctuation
}

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

/// The tokens of one non-blank source line.
public struct LexedLine: Sendable {
    /// The 1-based line number.
    public var line: Int
    /// Number of whitespace characters before the first token (0 for a top-level line).
    public var indent: Int
    /// The tokens, comments removed.
    public var tokens: [Token]
    /// Whether the lexer reported an error on this line (the parser then skips it).
    public var hasErrors: Bool
    /// Location of the start of the line.
    public var start: SourceLocation
}
