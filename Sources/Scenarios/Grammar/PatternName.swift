/// The name of a grammar pattern as a type: each statement's clauses are the cases of one enum,
/// shared by the grammar tables and the compiler, so a pattern renamed or added in one place and
/// not the other does not compile.
public protocol PatternName: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {}

extension Pattern {
    /// A pattern named by an enum case (its raw value is the name recorded in ``ClauseSyntax/name``).
    init<Name: PatternName>(_ name: Name, _ spec: String) {
        self.init(name.rawValue, spec)
    }
}

extension ClauseSyntax {
    /// The clause's pattern as a case of `type`, or `nil` when it was matched by another statement's pattern.
    public func pattern<Name: PatternName>(_ type: Name.Type) -> Name? {
        Name(rawValue: name)
    }
}

extension StatementSyntax {
    /// The first clause matched by `pattern`, if any.
    public func clause<Name: PatternName>(_ pattern: Name) -> ClauseSyntax? {
        clause(pattern.rawValue)
    }

    /// Every clause matched by `pattern`.
    public func clauses<Name: PatternName>(named pattern: Name) -> [ClauseSyntax] {
        clauses(named: pattern.rawValue)
    }
}
