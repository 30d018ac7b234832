import Foundation
import Testing

@testable import Scenarios

@Suite struct RoundTripTests {
    @Test("The example file: parse → print → parse gives the same tree, and printing is idempotent")
    func example() throws {
        let text = try String(
            contentsOf: Support.fixtures.appendingPathComponent("elevator-front.scenario"), encoding: .utf8)
        let (file, diagnostics) = Support.parse(text)
        #expect(!diagnostics.hasErrors)
        let printed = ScenarioPrinter.print(file)
        let (reparsed, again) = Support.parse(printed)
        #expect(!again.hasErrors)
        #expect(Support.stripped(reparsed) == Support.stripped(file))
        #expect(ScenarioPrinter.print(reparsed) == printed)
        #expect(file.statements.count == 33)
    }

    @Test("Every statement form round-trips", arguments: ParserTests.forms.map(\.0))
    func forms(line: String) throws {
        let (file, _) = Support.parse(line + "\n")
        let (reparsed, again) = Support.parse(ScenarioPrinter.print(file))
        #expect(!again.hasErrors)
        #expect(Support.stripped(reparsed) == Support.stripped(file))
    }

    @Test("Canonical text: comma-joined world clauses, sentence-like expectations, indented blocks")
    func canonical() {
        let (file, _) = Support.parse(
            """
            building "T"   32 floors ,lobby 5.5 m
            device "p" ; gnss urban
              at 0:05 walk to "T" entrance , at 1.4 m/s ; door open
            expect error 850 → 0 within 15 s of start
            """)
        #expect(
            ScenarioPrinter.print(file) == """
                building "T" 32 floors, lobby 5.5 m

                device "p" gnss urban
                  at 00:05 walk to "T" entrance at 1.4 m/s; door open

                expect error 850 -> 0 within 15 s of start

                """)
    }

    @Test("A tree built in code prints to text that parses back to it")
    func builtInCode() throws {
        let statement = StatementSyntax(
            kind: .building,
            head: ClauseSyntax(name: "head", elements: [.value(ValueNode(.string("Lab \"B\"\n")))]),
            sections: [
                [
                    ClauseSyntax(name: "floors", elements: [.value(ValueNode(.integer(4))), .keyword("floors")]),
                    ClauseSyntax(
                        name: "lobby",
                        elements: [
                            .keyword("lobby"),
                            .value(ValueNode(.quantity(try #require(Quantity(4.25, "m", dimension: .length))))),
                        ]),
                ]
            ])
        let file = ScenarioFileSyntax(path: "built", statements: [statement])
        let (reparsed, diagnostics) = Support.parse(ScenarioPrinter.print(file))
        #expect(!diagnostics.hasErrors)
        #expect(Support.stripped(reparsed) == Support.stripped(file))
    }
}
