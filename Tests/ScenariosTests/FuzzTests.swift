import AltitudeSimTestSupport
import Foundation
import Testing

@testable import Scenarios

/// Random and mutated inputs: the parser never traps, every diagnostic points inside the file,
/// and whatever parsed prints to text that parses back to the same tree without errors.
@Suite struct FuzzTests {
    static let vocabulary: [String] = {
        var words =
            Grammar.statements.map(\.kind.keyword) + [
                "model", "day", "x", "UTC", "\"Tower\"", "\"a\\\"b\"", "\"\\u{1F600}\"",
            ]
        for schema in Grammar.statements {
            for pattern in schema.clauses + [schema.head] {
                for word in pattern.spec.split(separator: " ") where !word.hasPrefix("$") && word != "[" && word != "]"
                {
                    words.append(String(word))
                }
            }
        }
        words += QuantityUnit.all.map(\.symbol)
        words += [
            "0", "12", "-0.8", "+60", "1e3", "1013.2", "00:45", "1:02:03", "25:61", "2026-03-14",
            "9999999999999999999999", "99999999999:00", "day", "1e308", "-9223372036854775808",
            ",", ";", "×", "°", "±", "->", "<", ">=", "%", "/", "#c", "\n", "\n  ", "\n\t", "\r\n", "(", "\u{FFFD}",
        ]
        return words
    }()

    @discardableResult
    func check(_ bytes: [UInt8], _ label: String) -> Int {
        let source = SourceFile(path: "fuzz.scenario", bytes: bytes)
        let (file, diagnostics) = ScenarioParser.parse(source)
        for diagnostic in diagnostics.diagnostics {
            #expect(diagnostic.location.line >= 1 && diagnostic.location.line <= source.lineStarts.count, "\(label)")
            #expect(diagnostic.location.column >= 1, "\(label)")
        }
        _ = diagnostics.render(sources: [source])
        let printed = ScenarioPrinter.print(file)
        let (reparsed, again) = ScenarioParser.parse(SourceFile(path: "printed.scenario", text: printed))
        #expect(!again.hasErrors, "\(label): printed text has errors: \(again.diagnostics.map(\.message))\n\(printed)")
        #expect(
            Support.stripped(reparsed) == Support.stripped(file), "\(label): round trip changed the tree\n\(printed)")
        #expect(ScenarioPrinter.print(reparsed) == printed, "\(label): printing is not idempotent")
        return file.statements.count
    }

    @Test("Random bytes", arguments: 0..<4)
    func randomBytes(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for caseIndex in 0..<150 {
            let count = Int.random(in: 0...300, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            check(bytes, "seed \(seed) case \(caseIndex)")
        }
    }

    @Test("Random sequences of grammar words, numbers, units and punctuation", arguments: 0..<4)
    func randomTokens(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var parsedStatements = 0
        for caseIndex in 0..<250 {
            var text = ""
            for _ in 0..<Int.random(in: 1...60, using: &generator) {
                text += (Self.vocabulary.randomElement(using: &generator) ?? "") + " "
            }
            parsedStatements += check(Array(text.utf8), "seed \(seed) case \(caseIndex): \(text.debugDescription)")
        }
        #expect(parsedStatements > 0, "the round-trip property was never exercised")
    }

    @Test("Mutations of a valid scenario", arguments: 0..<4)
    func mutations(seed: UInt64) throws {
        let original = try [UInt8](Data(contentsOf: Support.fixtures.appendingPathComponent("elevator-front.scenario")))
        var generator = SplitMix64(seed: seed)
        for caseIndex in 0..<60 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                guard !bytes.isEmpty else { break }
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: bytes[position] = UInt8.random(in: 0...255, using: &generator)
                case 1:
                    bytes.removeSubrange(
                        position..<min(bytes.count, position + Int.random(in: 1...20, using: &generator)))
                case 2:
                    let end = min(bytes.count, position + Int.random(in: 1...40, using: &generator))
                    bytes.insert(contentsOf: bytes[position..<end], at: position)
                case 3:
                    let word = Self.vocabulary.randomElement(using: &generator) ?? ""
                    bytes.insert(contentsOf: Array((" " + word + " ").utf8), at: position)
                default: bytes.insert(UInt8(ascii: "\n"), at: position)
                }
            }
            check(bytes, "seed \(seed) case \(caseIndex)")
        }
    }

    @Test("Deep nesting and long repetitions stay bounded")
    func pathological() {
        check(Array(String(repeating: "(", count: 100_000).utf8), "parentheses")
        check(Array(String(repeating: "expect ", count: 20_000).utf8), "repeated keyword")
        check(
            Array(
                String(repeating: "device \"a\"\n" + String(repeating: " ", count: 200) + "at 1 s stand\n", count: 2000)
                    .utf8), "deep indentation")
        check(Array(String(repeating: "building \"a\" lobby 1 m,\n", count: 5000).utf8), "long continuation")
    }
}
