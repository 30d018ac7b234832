/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable, Hashable {
    /// The file cannot be used as written.
    case error
    /// The file can be used but something looks wrong.
    case warning
    /// Extra information attached to another diagnostic.
    case note
}
