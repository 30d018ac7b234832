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

    init(_ kind: StatementKind, head: String = "", joiner: String = ", ", repeatable: Set<String> = [], _ summary: String,
         _ clauses: [Pattern]) {
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

/// The whole grammar: a schema per statement keyword.
public enum Grammar {
    /// Every statement's schema.
    public static let statements: [StatementSchema] = world + people + [expectations]

    /// The schema for a keyword, if any.
    public static func schema(for keyword: String) -> StatementSchema? {
        statements.first { $0.kind.keyword == keyword }
    }

    /// The schema of a kind.
    public static func schema(of kind: StatementKind) -> StatementSchema {
        statements.first { $0.kind == kind } ?? StatementSchema(kind, "", [])
    }

    /// The statement keywords valid at the top level of a file.
    public static var topLevelKeywords: [String] {
        statements.map(\.kind.keyword).filter { $0 != StatementKind.timeline.keyword }
    }

    /// A position east/west and north/south of the origin, as used by several statements.
    static let position = "at $length $word(east|west) $length $word(north|south)"
}
