/// One statement written in Swift: its syntax, stamped with the `#fileID` and `#line` it was
/// written at, so errors of the semantic pass point into the Swift source.
///
/// Made by the static functions of ``ScenarioStatement`` (typed values, converted exactly)
/// inside a ``ScenarioBuilder`` block, or by ``line(_:fileID:line:)`` for any statement as text.
public struct ScenarioStatement: Sendable {
    /// The parsed statement (with its device block).
    public var syntax: StatementSyntax
    /// Errors of parsing the statement's text (reported when the scenario is built).
    public var diagnostics: DiagnosticBag
    /// True when the text held no statement: `syntax` is a placeholder the build leaves out.
    var isPlaceholder = false

    /// Parses `text` (one statement, with an indented block for a device) and stamps every
    /// range with the Swift location.
    public init(text: String, fileID: String, line: Int) {
        let location = SourceLocation(file: fileID, line: line, column: 1)
        let (file, bag) = ScenarioParser.parse(SourceFile(path: fileID, text: text))
        syntax = ScenarioStatement.stamp(file.statements.first ?? StatementSyntax(kind: .scenario), at: location)
        isPlaceholder = file.statements.isEmpty
        var stamped = DiagnosticBag()
        for var diagnostic in bag.diagnostics {
            diagnostic.range = SourceRange(at: location)
            stamped.report(diagnostic)
        }
        if file.statements.count > 1 {
            stamped.error("one statement per builder call", at: SourceRange(at: location))
        } else if file.statements.isEmpty, !bag.hasErrors {
            stamped.error(
                "the statement is empty (blank or only a comment)", at: SourceRange(at: location),
                hint: "write one statement, such as .line(\"terrain flat 12 m\"), or leave the call out")
        } else if file.statements.first?.kind == .include {
            // The builder has no file that an include could be relative to, and nothing reads it:
            // accepting it would build the scenario without the statements it names.
            stamped.error(
                "'include' cannot be used in a scenario built in Swift", at: SourceRange(at: location),
                hint: "write the statements in the builder, or load the file with ScenarioLoader().loadScenario(path:)")
        }
        diagnostics = stamped
    }

    static func stamp(_ statement: StatementSyntax, at location: SourceLocation) -> StatementSyntax {
        let range = SourceRange(at: location)
        func clause(_ c: ClauseSyntax) -> ClauseSyntax {
            ClauseSyntax(
                name: c.name,
                elements: c.elements.map { element in
                    if case .value(let node) = element { return .value(ValueNode(node.value, range: range)) }
                    return element
                }, range: range)
        }
        return StatementSyntax(
            kind: statement.kind, head: clause(statement.head),
            sections: statement.sections.map { $0.map(clause) },
            block: statement.block.map { stamp($0, at: location) }, range: range)
    }
}
