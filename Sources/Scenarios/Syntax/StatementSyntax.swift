/// One statement: a line (or several, joined by trailing commas) of a scenario file.
///
/// `head` holds what follows the keyword before the first clause (a name, a time, a value);
/// `sections` are the `;`-separated groups of comma-separated clauses (in a device line each
/// section configures one sensor; in a timeline line each section is one action with its
/// modifiers). `block` holds the indented statements under a `device`.
public struct StatementSyntax: Hashable, Sendable {
    /// Which statement.
    public var kind: StatementKind
    /// The head clause (name `"head"`; empty elements when the statement has none).
    public var head: ClauseSyntax
    /// `;`-separated groups of clauses.
    public var sections: [[ClauseSyntax]]
    /// Indented statements (timeline and expectations of a device).
    public var block: [StatementSyntax]
    /// The whole statement's source range (its first line).
    public var range: SourceRange
    /// `N ×` (or `N x`) before a `device`: how many copies of the device the statement stands for
    /// (`nil`: one, written without a count).
    public var copies: ValueNode?

    /// Creates a statement.
    public init(
        kind: StatementKind, head: ClauseSyntax = ClauseSyntax(name: "head", elements: []),
        sections: [[ClauseSyntax]] = [], block: [StatementSyntax] = [], range: SourceRange = .unknown
    ) {
        self.kind = kind
        self.head = head
        self.sections = sections
        self.block = block
        self.range = range
    }

    /// Where the statement starts.
    public var location: SourceLocation { range.start }

    /// All clauses of all sections, in order.
    public var clauses: [ClauseSyntax] { sections.flatMap { $0 } }

    /// The first clause named `name`, if any.
    public func clause(_ name: String) -> ClauseSyntax? { clauses.first { $0.name == name } }

    /// Every clause named `name`.
    public func clauses(named name: String) -> [ClauseSyntax] { clauses.filter { $0.name == name } }
}
