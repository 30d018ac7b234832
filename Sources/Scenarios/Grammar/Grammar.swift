/// The whole grammar: a schema per statement keyword.
public enum Grammar {
    /// Every statement's schema.
    public static let statements: [StatementSchema] = world + [tags] + people + [expectations, sweep]

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
