/// Why a pattern did not match, and how far it got (the furthest failure is reported).
struct MatchFailure {
    /// Index of the token where matching failed (`tokens.count` at the end of the line).
    var index: Int
    /// The source range to point at.
    var range: SourceRange
    /// The message.
    var message: String
    /// An optional hint.
    var hint: String?

    var diagnostic: Diagnostic { Diagnostic(.error, range: range, message: message, hint: hint) }
}
