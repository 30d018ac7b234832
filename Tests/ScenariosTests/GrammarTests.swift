import AltitudeSimTestSupport
import Foundation
import Testing

@testable import Scenarios

@Suite struct GrammarTests {
    @Test("Every pattern spec is well formed: no unknown slots, balanced brackets")
    func specs() {
        for schema in Grammar.statements {
            for pattern in [schema.head] + schema.clauses {
                #expect(
                    !pattern.spec.split(separator: " ").contains {
                        $0.hasPrefix("$") && Pattern.element(String($0)) == .literal(String($0))
                    },
                    "\(schema.kind) \(pattern.name): \(pattern.spec)")
                let opens = pattern.spec.split(separator: " ").filter { $0 == "[" }.count
                let closes = pattern.spec.split(separator: " ").filter { $0 == "]" }.count
                #expect(opens == closes, "\(pattern.spec)")
            }
        }
    }

    @Test("Clause names are unique within a statement, and every kind has a schema")
    func names() {
        for kind in StatementKind.allCases {
            let schema = Grammar.schema(of: kind)
            #expect(schema.kind == kind)
            let names = schema.clauses.map(\.name)
            #expect(Set(names).count == names.count, "\(kind)")
        }
    }

    @Test("The language reference documents every statement and every clause form")
    func documented() throws {
        let docs = PackagePaths.url("Docs/scenario-language.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for schema in Grammar.statements {
            let head = schema.head.usage.isEmpty ? "" : " " + schema.head.usage
            #expect(text.contains("`\(schema.kind.keyword)\(head)`"), "statement \(schema.kind.keyword)\(head)")
            for pattern in schema.clauses {
                #expect(text.contains("`\(pattern.usage)`"), "\(schema.kind.keyword): \(pattern.usage)")
            }
        }
        for unit in QuantityUnit.all {
            #expect(text.contains("`\(unit.symbol)`"), "unit \(unit.symbol)")
        }
    }
}
