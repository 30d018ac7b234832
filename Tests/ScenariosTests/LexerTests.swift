import Testing

@testable import Scenarios

@Suite struct LexerTests {
    func lex(_ text: String) -> ([LexedLine], DiagnosticBag) {
        var lexer = Lexer(source: SourceFile(path: "t", text: text))
        let lines = lexer.lexLines()
        return (lines, lexer.diagnostics)
    }

    func kinds(_ text: String) -> [String] {
        lex(text).0.flatMap { $0.tokens.map { "\($0.kind):\($0.text)" } }
    }

    @Test("Empty and comment-only input produce no lines and no errors")
    func empty() {
        #expect(lex("").0.isEmpty)
        #expect(lex("# only a comment\n\n   \r\n").0.isEmpty)
        #expect(!lex("").1.hasErrors)
    }

    @Test("Numbers keep sign, decimals and exponents")
    func numbers() {
        #expect(
            kinds("-0.8 +60 1e3 2.5E-2 .5") == [
                "number:-0.8", "number:+60", "number:1e3", "number:2.5E-2", "number:.5",
            ])
    }

    @Test("Clock times, dates, identifiers with hyphens")
    func timesAndWords() {
        #expect(
            kinds("00:45 1:02:03 00:00:01.5 2026-03-14 sea-level p80 bmp390")
                == [
                    "clockTime:00:45", "clockTime:1:02:03", "clockTime:00:00:01.5", "date:2026-03-14",
                    "identifier:sea-level", "identifier:p80", "identifier:bmp390",
                ])
    }

    @Test("Punctuation, including Unicode forms mapped to canonical spellings")
    func punctuation() {
        #expect(
            kinds(", ; : × x -> → ° ± + / % < <= ≤ > >= ≥ =")
                == [
                    "punctuation:,", "punctuation:;", "punctuation::", "punctuation:×", "identifier:x",
                    "punctuation:->",
                    "punctuation:->", "punctuation:°", "punctuation:±", "punctuation:+", "punctuation:/",
                    "punctuation:%",
                    "punctuation:<", "punctuation:<=", "punctuation:<=", "punctuation:>", "punctuation:>=",
                    "punctuation:>=", "punctuation:=",
                ])
    }

    @Test("Strings unescape \\\" \\\\ \\n \\t \\u{…}")
    func strings() {
        #expect(kinds(#""a\"b\\c\nd\te\u{41}""#) == ["string:a\"b\\c\nd\teA"])
        let (_, diagnostics) = lex("\"open\nseed 1")
        #expect(diagnostics.errors.map(\.message) == ["unterminated string"])
    }

    @Test("Comments end at the line end; CRLF and tabs are whitespace; columns count scalars")
    func layout() {
        let (lines, diagnostics) = lex("seed 1 # comment\r\n\tduration °x\r\n")
        #expect(!diagnostics.hasErrors)
        #expect(lines.count == 2)
        #expect(lines[1].indent == 1)
        #expect(lines[1].tokens.map(\.range.start.column) == [2, 11, 12])
        #expect(lines[1].tokens.map(\.range.start.line) == [2, 2, 2])
    }

    @Test("Invalid UTF-8 is an error at the byte's position, not a crash")
    func invalidUTF8() {
        var bytes = Array("seed 1\nab ".utf8)
        bytes += [0xC3, 0xFF, 0x20, 0x78]
        var lexer = Lexer(source: SourceFile(path: "t", bytes: bytes))
        _ = lexer.lexLines()
        let errors = lexer.diagnostics.errors
        #expect(errors.count == 1)
        #expect(errors.first?.location.line == 2)
        #expect(errors.first?.location.column == 4)
        #expect(errors.first?.message == "invalid UTF-8 byte 0xC3 (and 1 more)")
    }

    @Test("A UTF-8 byte-order mark at the start is skipped and takes no column")
    func utf8ByteOrderMark() {
        let source = SourceFile(path: "t", bytes: [0xEF, 0xBB, 0xBF] + Array("seed 1\n".utf8))
        var lexer = Lexer(source: source)
        let lines = lexer.lexLines()
        #expect(!lexer.diagnostics.hasErrors)
        #expect(lines.first?.tokens.map(\.text) == ["seed", "1"])
        #expect(lines.first?.tokens.map(\.range.start.column) == [1, 6])
        #expect(source.lineBytes(1).map { Array($0) } == Array("seed 1".utf8))
        #expect(source.encodingProblem == nil)
    }

    @Test(
        "A UTF-16 or UTF-32 byte-order mark is one error naming the encoding",
        arguments: [
            ([0xFF, 0xFE, 0x73, 0x00], "file is UTF-16 (BOM FF FE); save it as UTF-8"),
            ([0xFE, 0xFF, 0x00, 0x73], "file is UTF-16 (BOM FE FF); save it as UTF-8"),
            ([0xFF, 0xFE, 0x00, 0x00, 0x73, 0x00, 0x00, 0x00], "file is UTF-32 (BOM FF FE 00 00); save it as UTF-8"),
        ] as [([UInt8], String)])
    func wideByteOrderMark(bytes: [UInt8], message: String) {
        let source = SourceFile(path: "t", bytes: bytes + Array(repeating: 0x41, count: 40))
        var lexer = Lexer(source: source)
        #expect(lexer.lexLines().isEmpty)
        #expect(lexer.diagnostics.errors.map(\.message) == [message])
        #expect(lexer.diagnostics.errors.first.map { [$0.location.line, $0.location.column] } == [1, 1])
        #expect(source.encodingProblem?.description == message)
    }

    @Test("A byte-order mark inside the file and a NUL byte are named, not shown")
    func invisibleCharacters() {
        #expect(
            lex("seed 1\u{FEFF}\n").1.errors.map(\.message) == [
                "unexpected byte-order mark (U+FEFF, an invisible character)"
            ])
        let nul = lex("seed\u{0} 1\n").1.errors
        #expect(nul.map(\.message) == ["unexpected NUL byte (U+0000)"])
        #expect(nul.first.map { [$0.location.line, $0.location.column] } == [1, 5])
    }

    @Test("Encoding problems are found at their line and column, the first one reported with the count")
    func encodingProblems() {
        let latin1 = SourceFile(path: "t", bytes: Array("seed 1\n# caf".utf8) + [0xE9, 0x0A, 0xFF])
        #expect(latin1.encodingProblem == .invalidUTF8(byte: 0xE9, line: 2, column: 6, count: 2))
        #expect(
            latin1.encodingProblem?.description
                == "invalid UTF-8 byte 0xE9: the file is not UTF-8 text (2 invalid bytes in all)")
        let nul = SourceFile(path: "t", text: "seed 1\n\tdur\u{0}ation\n")
        #expect(nul.encodingProblem == .controlCharacter(value: 0, line: 2, column: 5, count: 1))
        #expect(nul.encodingProblem?.summary == "it holds a NUL byte at 2:5")
        #expect(
            SourceFile(path: "t", text: "é\u{7}").encodingProblem?.summary
                == "it holds a control character (U+0007) at 1:2")
        #expect(SourceFile(path: "t", text: "seed 1\r\n\tx\u{C}\n").encodingProblem == nil)
    }

    @Test("A 10 MB line is cut after the token limit with one error")
    func hugeLine() {
        let line = String(repeating: "lobby 1 m, ", count: 1_000_000)
        let (lines, diagnostics) = lex("seed 1\n" + line + "\nseed 2\n")
        #expect(lines.count == 3)
        #expect(lines[1].tokens.count == Lexer.maximumTokensPerLine)
        #expect(diagnostics.errors.map(\.message) == ["line too long: more than 10000 tokens"])
    }

    @Test("A line of garbage stops at the error limit")
    func garbage() {
        let (_, diagnostics) = lex(String(repeating: "ab (( ", count: 100_000))
        #expect(diagnostics.diagnostics.count == 100)
        #expect(diagnostics.isFull)
    }
}

@Suite("Diagnostics on very long lines")
struct LongLineDiagnosticTests {
    @Test("A diagnostic on a 5 MB line shows a 120-column window around the caret")
    func windowOfLongLine() {
        let line = "duration 10 min" + String(repeating: " x", count: 2_500_000)
        let source = SourceFile(path: "long.scenario", bytes: Array(line.utf8))
        let diagnostic = Diagnostic(at: SourceLocation(file: "long.scenario", line: 1, column: 2_000_000), message: "m")
        let lines = diagnostic.render(source: source).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[1].count == 126)  // "..." + 120 columns + "..."
        #expect(lines[1].hasPrefix("...") && lines[1].hasSuffix("..."))
        #expect(lines[2].hasSuffix("^") && lines[2].count == 3 + 61)
        let start = Diagnostic(at: SourceLocation(file: "long.scenario", line: 1, column: 1), message: "m")
        let first = start.render(source: source).split(separator: "\n").map(String.init)
        #expect(first[1] == String(line.prefix(120)) + "...")
        #expect(first[2] == "^")
    }
}

@Suite("Limits on the size of a scenario")
struct ScenarioSizeLimitTests {
    @Test(
        "A file of more than 100 000 lines is one error at the next line, and the rest is not read (before: a million lines took > 30 s and gigabytes)"
    )
    func tooManyLines() {
        let text = String(repeating: "seed 1\n", count: Lexer.maximumLines + 5)
        var lexer = Lexer(source: SourceFile(path: "big.scenario", text: text))
        let lines = lexer.lexLines()
        #expect(lines.count == Lexer.maximumLines + 1)
        let errors = lexer.diagnostics.errors
        #expect(errors.count == 1)
        #expect(errors.first?.message == "more than 100000 lines of statements in this file")
        #expect(errors.first?.range.start.line == Lexer.maximumLines + 1)
    }

    @Test(
        "More than 10 000 expectations are one error at the first one past the limit (before: 20 000 took 160 MB and 21 s to run)"
    )
    func tooManyExpectations() {
        let header = "scenario \"x\"\nduration 10 min\ndevice \"p\"\n  at 00:00 start sdk; altitude every 1 s\n"
        let text =
            header + String(repeating: "expect status 200 within 30 s\n", count: ScenarioLoader.maximumExpectations + 1)
        let loaded = ScenarioLoader().loadScenario(source: SourceFile(path: "many.scenario", text: text))
        #expect(loaded.hasErrors)
        let messages = loaded.parsed.diagnostics.errors.map(\.message)
        #expect(messages == ["more than 10000 expectations in this scenario and its includes"])
        #expect(loaded.parsed.diagnostics.errors.first?.range.start.line == 4 + ScenarioLoader.maximumExpectations + 1)
    }
}
