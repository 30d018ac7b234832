/// The errors of a scenario built in Swift.
public struct ScenarioBuildError: Error, CustomStringConvertible {
    /// Every diagnostic, at the Swift `#fileID:#line` of its statement.
    public var diagnostics: [Diagnostic]

    /// `file:line:col: error: message` per diagnostic.
    public var description: String {
        diagnostics.map {
            "\($0.location): \($0.severity.rawValue): \($0.message)" + ($0.hint.map { "\nhint: \($0)" } ?? "")
        }
        .joined(separator: "\n")
    }
}
