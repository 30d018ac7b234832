/// Splits a scenario file's bytes into lines of tokens.
///
/// Robust to any input: invalid UTF-8 is an error at the byte's position, unexpected
/// characters are reported once per run, and the work is linear in the input size. A UTF-8
/// byte-order mark at the start is skipped (it takes no column); a UTF-16 or UTF-32 one is
/// one error naming the encoding, and nothing more of the file is read.
public struct Lexer {
    let bytes: [UInt8]
    let path: String
    var index = 0
    var line = 1
    var column = 1
    var lineHasErrors = false
    let wideEncoding: SourceEncodingProblem?
    /// The most tokens one line may hold; the rest of a longer line is skipped with one error,
    /// which bounds the work on pathological input (a 10 MB line).
    public static let maximumTokensPerLine = 10_000
    /// The most non-blank lines one file may hold (``ScenarioLoader/maximumStatements``); the
    /// lexer stops with one error at the next one.
    public static let maximumLines = ScenarioLoader.maximumStatements
    /// Diagnostics found while lexing.
    public private(set) var diagnostics: DiagnosticBag

    /// Creates a lexer over a source file.
    public init(source: SourceFile, diagnostics: DiagnosticBag = DiagnosticBag()) {
        self.bytes = source.bytes
        self.path = source.path
        self.diagnostics = diagnostics
        self.index = source.utf8ByteOrderMarkLength
        self.wideEncoding = source.wideEncodingProblem
    }

    /// Lexes the whole file into non-blank lines.
    public mutating func lexLines() -> [LexedLine] {
        var lines: [LexedLine] = []
        if let wideEncoding {
            error(wideEncoding.description, from: location, hint: "scenario files must be UTF-8 text")
            return []
        }
        while index < bytes.count, !diagnostics.isFull {
            if let lexed = lexLine(), !lexed.tokens.isEmpty || lexed.hasErrors {
                guard lines.count < Self.maximumLines else {
                    // The rest is not read: the file is refused either way, and its lines would
                    // cost memory and time in proportion (a million lines took gigabytes).
                    diagnostics.error(
                        "more than \(Self.maximumLines) lines of statements in this file",
                        at: lexed.tokens.first?.range ?? SourceRange(at: lexed.start),
                        hint: "split it into several scenarios (blank lines and comments do not count)")
                    lines.append(
                        LexedLine(
                            line: lexed.line, indent: lexed.indent, tokens: [], hasErrors: true, start: lexed.start))
                    break
                }
                lines.append(lexed)
            }
        }
        return lines
    }

    var location: SourceLocation {
        SourceLocation(file: path, line: line, column: column, byteOffset: index)
    }

    func byte(at offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    mutating func advance(bytes count: Int = 1) {
        index += count
        column += 1
    }

    mutating func error(_ message: String, from start: SourceLocation, hint: String? = nil) {
        lineHasErrors = true
        diagnostics.error(message, at: SourceRange(start: start, end: location), hint: hint)
    }

    mutating func lexLine() -> LexedLine? {
        lineHasErrors = false
        let lineStart = location
        var indent = 0
        var tokens: [Token] = []
        var space = true
        while let b = byte(), b == 0x20 || b == 0x09 || b == 0x0D {
            advance()
            indent += 1
        }
        while let b = byte(), b != 0x0A {
            if b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0C || b == 0x0B {
                advance()
                space = true
                continue
            }
            if b == UInt8(ascii: "#") {
                skipToEndOfLine()
                break
            }
            if tokens.count >= Self.maximumTokensPerLine {
                let start = location
                skipToEndOfLine()
                error(
                    "line too long: more than \(Self.maximumTokensPerLine) tokens", from: start,
                    hint: "split the statement; a line ending in ',' continues on the next line")
                break
            }
            if let token = lexToken(spaceBefore: space) { tokens.append(token) }
            space = false
        }
        if byte() == 0x0A { index += 1 }
        let result = LexedLine(line: line, indent: indent, tokens: tokens, hasErrors: lineHasErrors, start: lineStart)
        line += 1
        column = 1
        return result
    }

    mutating func skipToEndOfLine() {
        while let b = byte(), b != 0x0A { index += 1 }
    }

    func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
    func isLetter(_ b: UInt8?) -> Bool {
        b.map { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F } ?? false
    }

    func text(from start: Int) -> String {
        String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func lexToken(spaceBefore: Bool) -> Token? {
        let start = location
        let startIndex = index
        guard let b = byte() else { return nil }
        func make(_ kind: TokenKind, _ text: String) -> Token {
            Token(kind: kind, text: text, range: SourceRange(start: start, end: location), spaceBefore: spaceBefore)
        }
        if isDigit(b)
            || ((b == 0x2B || b == 0x2D) && (isDigit(byte(at: 1)) || (byte(at: 1) == 0x2E && isDigit(byte(at: 2)))))
            || (b == 0x2E && isDigit(byte(at: 1)))
        {
            return lexNumber(start: start, spaceBefore: spaceBefore)
        }
        if isLetter(b) {
            while isLetter(byte()) || isDigit(byte()) || (byte() == 0x2D && isLetter(byte(at: 1))) { advance() }
            return make(.identifier, text(from: startIndex))
        }
        if b == 0x22 { return lexString(start: start, spaceBefore: spaceBefore) }
        let pairs: [(String, String)] = [("->", "->"), ("<=", "<="), (">=", ">=")]
        for (spelling, canonical) in pairs where matches(spelling) {
            advance()
            advance()
            return make(.punctuation, canonical)
        }
        if let symbol = ",;:+-/%<>=".first(where: { $0.asciiValue == b }) {
            advance()
            return make(.punctuation, String(symbol))
        }
        let decoded = decodeScalar(bytes[...], at: index)
        if let scalar = decoded.scalar {
            let canonical: String? =
                switch scalar {
                case "×": "×"
                case "°": "°"
                case "±": "±"
                case "→": "->"
                case "≤": "<="
                case "≥": ">="
                default: nil
                }
            if let canonical {
                advance(bytes: decoded.length)
                return make(.punctuation, canonical)
            }
        }
        skipUnexpected(start: start)
        return nil
    }

    func matches(_ spelling: String) -> Bool {
        for (offset, expected) in spelling.utf8.enumerated() where byte(at: offset) != expected { return false }
        return true
    }
}
