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
