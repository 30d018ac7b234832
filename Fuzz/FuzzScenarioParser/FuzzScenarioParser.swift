// libFuzzer target: the scenario parser and printer on arbitrary bytes.
//
// Built only by `make fuzz-build` (tools/fuzz/build.sh compiles it with
// `swiftc -sanitize=fuzzer,address` against the Scenarios module); not part of Package.swift.
//
// Properties, each a trap (`fatalError`) when violated, so libFuzzer saves the input:
// - parsing any bytes returns (no crash, no hang: libFuzzer's -timeout catches hangs);
// - every diagnostic points inside the file (line 1…lines, column ≥ 1) and renders;
// - whatever parsed prints to canonical text that parses again without errors, to the same
//   tree (source ranges aside), and printing that tree gives the same text (idempotence).
// The round trip is checked for every input, not only clean ones: the parser's contract is
// that the statements it kept (after skipping bad lines) are well-formed.
import Scenarios

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenarioParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = SourceFile(path: "fuzz.scenario", bytes: bytes)
    let (file, diagnostics) = ScenarioParser.parse(source, errorLimit: 100)
    for diagnostic in diagnostics.diagnostics {
        let location = diagnostic.location
        guard location.line >= 1, location.line <= source.lineStarts.count, location.column >= 1 else {
            fatalError("diagnostic outside the file: \(location.line):\(location.column) '\(diagnostic.message)'")
        }
    }
    _ = diagnostics.render(sources: [source])

    let printed = ScenarioPrinter.print(file)
    let (reparsed, again) = ScenarioParser.parse(SourceFile(path: "printed.scenario", text: printed))
    if again.hasErrors {
        fatalError("""
            printed text does not parse (input had \(diagnostics.errors.count) errors):
            \(again.diagnostics.map(\.message))
            --- printed ---
            \(printed)
            """)
    }
    if RangeStripper.stripped(reparsed) != RangeStripper.stripped(file) {
        fatalError("""
            print → parse changed the tree (input had \(diagnostics.errors.count) errors)
            --- printed ---
            \(printed)
            """)
    }
    let reprinted = ScenarioPrinter.print(reparsed)
    if reprinted != printed {
        fatalError("printing is not idempotent\n--- first ---\n\(printed)\n--- second ---\n\(reprinted)")
    }
    return 0
}

/// Trees compared without source ranges (the printed text has other positions).
enum RangeStripper {
    static func stripped(_ file: ScenarioFileSyntax) -> [StatementSyntax] {
        file.statements.map(stripped)
    }

    static func stripped(_ statement: StatementSyntax) -> StatementSyntax {
        StatementSyntax(kind: statement.kind, head: stripped(statement.head),
                        sections: statement.sections.map { $0.map(stripped) },
                        block: statement.block.map(stripped), range: .unknown)
    }

    static func stripped(_ clause: ClauseSyntax) -> ClauseSyntax {
        ClauseSyntax(name: clause.name, elements: clause.elements.map { element in
            if case .value(let node) = element { return .value(ValueNode(node.value)) }
            return element
        })
    }
}
