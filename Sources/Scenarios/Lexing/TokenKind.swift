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
