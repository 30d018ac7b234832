/// Collects every diagnostic of a parse (all errors of a file, not only the first).
///
/// After ``limit`` errors the bag stops accepting more and records one final error saying
/// so, which keeps pathological inputs (a 10 MB line of garbage) fast to report.
public struct DiagnosticBag: Sendable {
    /// The diagnostics in the order they were reported.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The most errors kept per bag before it stops (the last slot says "too many errors").
    public let limit: Int
    private var truncated = false

    /// Creates an empty bag keeping at most `limit` errors.
    public init(limit: Int = 100) {
        self.limit = max(1, limit)
    }

    /// Whether any error was reported.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Whether the error limit was reached (further reports are dropped).
    public var isFull: Bool { truncated }

    /// The errors only.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// Adds a diagnostic (dropped once the limit was reached).
    public mutating func report(_ diagnostic: Diagnostic) {
        guard !truncated else { return }
        if diagnostics.count >= limit - 1 {
            truncated = true
            diagnostics.append(
                Diagnostic(
                    .error, range: diagnostic.range,
                    message: "too many errors (\(limit)); stopping here"))
            return
        }
        diagnostics.append(diagnostic)
    }

    /// Adds an error at a range.
    public mutating func error(_ message: String, at range: SourceRange, hint: String? = nil, notes: [String] = []) {
        report(Diagnostic(.error, range: range, message: message, hint: hint, notes: notes))
    }

    /// Adds all diagnostics of another bag.
    public mutating func append(contentsOf other: DiagnosticBag) {
        for diagnostic in other.diagnostics { report(diagnostic) }
    }
}
