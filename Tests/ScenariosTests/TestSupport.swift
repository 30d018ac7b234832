import Foundation
import Scenarios

/// Shared helpers for the Scenarios tests.
enum Support {
    /// The directory of fixture files.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Parses text as a file named `test.scenario`.
    static func parse(_ text: String, path: String = "test.scenario") -> (ScenarioFileSyntax, DiagnosticBag) {
        ScenarioParser.parse(SourceFile(path: path, text: text))
    }

    /// Parses text and renders its diagnostics.
    static func errors(_ text: String, path: String = "test.scenario") -> String {
        let source = SourceFile(path: path, text: text)
        return ScenarioParser.parse(source).1.render(sources: [source])
    }

    /// The first statement of a text that must parse cleanly.
    static func statement(_ text: String) -> StatementSyntax? {
        let (file, diagnostics) = parse(text)
        guard !diagnostics.hasErrors else { return nil }
        return file.statements.first
    }

    /// A copy of the tree with every source range replaced by `.unknown`.
    static func stripped(_ file: ScenarioFileSyntax) -> [StatementSyntax] {
        file.statements.map(stripped)
    }

    static func stripped(_ statement: StatementSyntax) -> StatementSyntax {
        StatementSyntax(
            kind: statement.kind, head: stripped(statement.head),
            sections: statement.sections.map { $0.map(stripped) },
            block: statement.block.map(stripped), range: .unknown)
    }

    static func stripped(_ clause: ClauseSyntax) -> ClauseSyntax {
        ClauseSyntax(
            name: clause.name,
            elements: clause.elements.map { element in
                if case .value(let node) = element { return .value(ValueNode(node.value)) }
                return element
            })
    }
}
