/// One message about a scenario file, with the place it refers to.
///
/// Rendered compiler-style by ``render(source:)``:
/// ```
/// city.scenario:4:1: error: unknown statement 'biulding'
/// biulding "Tower" at 120 m east 40 m north
/// ^~~~~~~~
/// hint: did you mean 'building'?
/// ```
public struct Diagnostic: Hashable, Sendable {
    /// Error, warning or note.
    public var severity: DiagnosticSeverity
    /// The source text the message is about (a point when start == end).
    public var range: SourceRange
    /// The message, quoting the offending text and naming what was expected.
    public var message: String
    /// A suggestion: a did-you-mean, the list of valid units, …
    public var hint: String?
    /// Further lines of explanation, printed as `note: …`.
    public var notes: [String]

    /// Creates a diagnostic over a range.
    public init(
        _ severity: DiagnosticSeverity = .error, range: SourceRange, message: String,
        hint: String? = nil, notes: [String] = []
    ) {
        self.severity = severity
        self.range = range
        self.message = message
        self.hint = hint
        self.notes = notes
    }

    /// Creates a diagnostic at a point.
    public init(
        _ severity: DiagnosticSeverity = .error, at location: SourceLocation, message: String,
        hint: String? = nil, notes: [String] = []
    ) {
        self.init(severity, range: SourceRange(at: location), message: message, hint: hint, notes: notes)
    }

    /// Where the diagnostic points.
    public var location: SourceLocation { range.start }
}
