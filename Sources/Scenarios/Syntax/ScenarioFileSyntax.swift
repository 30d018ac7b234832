/// A parsed file: its statements in order (includes stay as `include` statements; the
/// resolved files are in ``ParsedScenario``).
public struct ScenarioFileSyntax: Hashable, Sendable {
    /// The path as given to the parser.
    public var path: String
    /// The top-level statements.
    public var statements: [StatementSyntax]

    /// Creates a file syntax.
    public init(path: String, statements: [StatementSyntax]) {
        self.path = path
        self.statements = statements
    }
}
