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
        #expect(kinds("-0.8 +60 1e3 2.5E-2 .5") == ["number:-0.8", "number:+60", "number:1e3", "number:2.5E-2", "number:.5"])
    }

    @Test("Clock times, dates, identifiers with hyphens")
    func timesAndWords() {
        #expect(kinds("00:45 1:02:03 00:00:01.5 2026-03-14 sea-level p80 bmp390")
            == ["clockTime:00:45", "clockTime:1:02:03", "clockTime:00:00:01.5", "date:2026-03-14",
                "identifier:sea-level", "identifier:p80", "identifier:bmp390"])
    }

    @Test("Punctuation, including Unicode forms mapped to canonical spellings")
    func punctuation() {
        #expect(kinds(", ; : × x -> → ° ± + / % < <= ≤ > >= ≥ =")
            == ["punctuation:,", "punctuation:;", "punctuation::", "punctuation:×", "identifier:x", "punctuation:->",
                "punctuation:->", "punctuation:°", "punctuation:±", "punctuation:+", "punctuation:/", "punctuation:%",
                "punctuation:<", "punctuation:<=", "punctuation:<=", "punctuation:>", "punctuation:>=",
                "punctuation:>=", "punctuation:="])
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
