import Testing

@testable import Scenarios

@Suite("Terminal text: control characters from the user are shown, not obeyed")
struct TerminalTextTests {
    @Test("Plain text, tabs aside, is returned as it is")
    func plain() {
        #expect(TerminalText.escaped("scenarios/calm day.scenario") == "scenarios/calm day.scenario")
        #expect(TerminalText.escaped("Zürich/höhe.scenario") == "Zürich/höhe.scenario")
        #expect(TerminalText.escaped("") == "")
    }

    @Test("ESC, BEL, newline, tab, DEL, C1 and bidirectional controls become \\u{XX}")
    func escapes() {
        #expect(TerminalText.escaped("a\u{1B}[31mb") == "a\\u{1B}[31mb")
        #expect(TerminalText.escaped("bell\u{07}") == "bell\\u{7}")
        #expect(TerminalText.escaped("two\nlines\r") == "two\\u{A}lines\\u{D}")
        #expect(TerminalText.escaped("tab\there") == "tab\\u{9}here")
        #expect(TerminalText.escaped("\u{7F}\u{9B}") == "\\u{7F}\\u{9B}")
        #expect(TerminalText.escaped("evil\u{202E}txt.scenario") == "evil\\u{202E}txt.scenario")
        #expect(TerminalText.escaped("nul\u{0}") == "nul\\u{0}")
    }

    @Test("A composed multi-line message keeps its lines; other controls are still escaped")
    func keepingLineBreaks() {
        #expect(TerminalText.escaped("a\n\tb\u{1B}", keepingLineBreaks: true) == "a\n\tb\\u{1B}")
    }

    @Test("Escaping is idempotent: escaped text has nothing left to escape")
    func idempotent() {
        let once = TerminalText.escaped("x\u{1B}]0;title\u{07}y\n")
        #expect(TerminalText.escaped(once) == once)
    }

    @Test("A diagnostic's location shows the file's control characters as escapes")
    func diagnosticPath() {
        let location = SourceLocation(file: "dir/bad\u{1B}[2J\n.scenario", line: 3, column: 1)
        #expect(location.description == "dir/bad\\u{1B}[2J\\u{A}.scenario:3:1")
        let diagnostic = Diagnostic(.error, at: location, message: "unknown statement")
        let rendered = diagnostic.render(source: nil)
        #expect(rendered.hasPrefix("dir/bad\\u{1B}[2J\\u{A}.scenario:3:1: error: unknown statement"))
        #expect(!rendered.contains("\u{1B}"))
    }
}

extension TerminalTextTests {
    @Test("A control character inside the file (an include path) is named, never echoed raw")
    func diagnosticMessage() {
        let loaded = ScenarioLoader().loadScenario(
            source: SourceFile(
                path: "t.scenario", bytes: Array("include \"a\u{1B}[31mb.scenario\"\nscenario \"x\"\n".utf8)))
        let rendered = loaded.renderDiagnostics()
        #expect(rendered.contains("t.scenario:1:11: error: file holds a control character (U+001B)"), "\(rendered)")
        #expect(!rendered.contains("\u{1B}"), "\(rendered)")
    }
}
