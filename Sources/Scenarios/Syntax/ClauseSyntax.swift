/// One clause of a statement, such as `lobby 5.5 m` or `at 120 m east 40 m north`.
///
/// `name` identifies the grammar pattern that matched (see `Docs/scenario-language.md`), so a
/// semantic pass reads a statement with `statement.clause(WorldClause.Building.lobby)?.values[0].quantity`.
public struct ClauseSyntax: Hashable, Sendable {
    /// The grammar pattern's name (`"lobby"`, `"position"`, `"code"`).
    public var name: String
    /// Keywords and values in source order (printing them back gives the clause).
    public var elements: [ClauseElement]
    /// Where the clause was written.
    public var range: SourceRange

    /// Creates a clause.
    public init(name: String, elements: [ClauseElement], range: SourceRange = .unknown) {
        self.name = name
        self.elements = elements
        self.range = range
    }

    /// The values, in order.
    public var values: [ValueNode] {
        elements.compactMap { if case .value(let v) = $0 { v } else { nil } }
    }

    /// The keywords, in order.
    public var keywords: [String] {
        elements.compactMap { if case .keyword(let k) = $0 { k } else { nil } }
    }

    /// Where the clause starts.
    public var location: SourceLocation { range.start }
}
