/// The grammar of one statement: its head and the clauses it accepts.
public struct StatementSchema: Sendable {
    /// Which statement.
    public let kind: StatementKind
    /// What follows the keyword (may be empty).
    public let head: Pattern
    /// The clauses, in the order they are tried (ties in length go to the earlier one).
    public let clauses: [Pattern]
    /// How the printer joins clauses of a section: `", "` for world statements, `" "` for
    /// expectations and timeline actions, which read as sentences.
    public let joiner: String
    /// One line for documentation.
    public let summary: String
    /// The clauses that form a list and may stand several times in one section (a terrain's
    /// `hill`s, a network's `outage`s); any other clause given twice is an error.
    public let repeatableClauses: Set<String>

    init(
        _ kind: StatementKind, head: String = "", joiner: String = ", ", repeatable: Set<String> = [],
        _ summary: String,
        _ clauses: [Pattern]
    ) {
        self.kind = kind
        self.head = Pattern("head", head)
        self.clauses = clauses
        self.joiner = joiner
        self.summary = summary
        self.repeatableClauses = repeatable
    }

    /// The clause pattern named `name`, if any.
    public func clause(named name: String) -> Pattern? { clauses.first { $0.name == name } }
}
