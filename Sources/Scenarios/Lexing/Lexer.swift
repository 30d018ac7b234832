/// Splits a scenario file's bytes into lines of tokens.
///
/// Robust to any input: invalid UTF-8 is an error at the byte's position, unexpected
/// characters are reported once per run, and the work is linear in the input size. A UTF-8
/// byte-order mark at the start is skipped (it takes no column); a UTF-16 or UTF-32 one is
/// one error naming the encoding, and nothing more of the file is read.
public struct Lexer {
    private let bytes: [UInt8]
    private let path: String
    private var index = 0
    private var line = 1
    private var column = 1
    private var lineHasErrors = false
    private let wideEncoding: SourceEncodingProblem?
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

    private var location: SourceLocation {
        SourceLocation(file: path, line: line, column: column, byteOffset: index)
    }

    private func byte(at offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func advance(bytes count: Int = 1) {
        index += count
        column += 1
    }

    private mutating func error(_ message: String, from start: SourceLocation, hint: String? = nil) {
        lineHasErrors = true
        diagnostics.error(message, at: SourceRange(start: start, end: location), hint: hint)
    }

    private mutating func lexLine() -> LexedLine? {
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

    private mutating func skipToEndOfLine() {
        while let b = byte(), b != 0x0A { index += 1 }
    }

    private func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
    private func isLetter(_ b: UInt8?) -> Bool {
        b.map { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F } ?? false
    }

    private func text(from start: Int) -> String {
        String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func lexToken(spaceBefore: Bool) -> Token? {
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

    private func matches(_ spelling: String) -> Bool {
        for (offset, expected) in spelling.utf8.enumerated() where byte(at: offset) != expected { return false }
        return true
    }

    /// Skips a run of characters that cannot start a token, reporting it once.
    private mutating func skipUnexpected(start: SourceLocation) {
        let first = decodeScalar(bytes[...], at: index)
        let invalid = first.scalar == nil
        var count = 0
        while let b = byte(), b != 0x0A, b != 0x20, b != 0x09 {
            let decoded = decodeScalar(bytes[...], at: index)
            if (decoded.scalar == nil) != invalid { break }
            if !invalid, let scalar = decoded.scalar, scalar.isASCII,
                isLetter(b) || isDigit(b) || "\"#,;:+-/%<>=".utf8.contains(b)
            {
                break
            }
            advance(bytes: decoded.length)
            count += 1
        }
        if invalid {
            let hex = String(bytes[start.byteOffset], radix: 16, uppercase: true)
            let padded = hex.count < 2 ? "0" + hex : hex
            error(
                "invalid UTF-8 byte 0x\(padded)" + (count > 1 ? " (and \(count - 1) more)" : ""), from: start,
                hint: "scenario files must be UTF-8 text")
        } else if first.scalar == "\u{FEFF}" {
            error(
                "unexpected byte-order mark (U+FEFF, an invisible character)", from: start,
                hint: "delete it; a byte-order mark may only start a file")
        } else if first.scalar == "\u{0}" {
            error("unexpected NUL byte (U+0000)", from: start, hint: "scenario files must be text")
        } else if let scalar = first.scalar, let lookAlike = LookAlike(scalar) {
            error("unexpected \(lookAlike.name) (\(Self.codePoint(scalar)))", from: start, hint: lookAlike.hint)
        } else if let scalar = first.scalar {
            let shown = scalar.value < 0x20 || scalar.value == 0x7F ? Self.codePoint(scalar) : String(scalar)
            error("unexpected character '\(shown)'", from: start)
        }
    }

    /// `U+00A0`.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        "U+" + String(String(scalar.value + 0x10000, radix: 16, uppercase: true).dropFirst())
    }

    /// Rejects a number run into characters that other languages read as part of it (`0x10`,
    /// `1_000`, `5.`, `1.5.5`, `1e`): read as a number and a unit, they would give a misleading
    /// "missing unit" error, so the whole word is one error naming what is wrong.
    private mutating func rejectMalformedNumberEnd(start: SourceLocation, startIndex: Int) {
        let written = text(from: startIndex)
        let next = byte()
        let after = byte(at: 1)
        let digits = written.drop { $0 == "+" || $0 == "-" }
        let message: String
        let hint: String
        if next == 0x78 || next == 0x58, digits == "0", isHexDigit(after) {
            (message, hint) = ("hexadecimal numbers are not supported", "write the number in decimal")
        } else if next == 0x5F, isDigit(after) {
            (message, hint) = ("'_' cannot group the digits of a number", "write the digits together (1000, not 1_000)")
        } else if next == 0x2E, isDigit(after) {
            (message, hint) = ("a number has at most one decimal point", "write one number, such as 1.5")
        } else if next == 0x2E {
            (message, hint) = ("a number cannot end with '.'", "write \(written) or \(written).0")
        } else if next == 0x65 || next == 0x45, !digits.contains(where: { $0 == "e" || $0 == "E" }),
            !isLetter(after), !isDigit(after)
        {
            (message, hint) = ("the exponent has no digits", "write an exponent such as 1e3 (1000), or leave it out")
        } else {
            return
        }
        while let b = byte(),
            isLetter(b) || isDigit(b) || b == 0x2E
                || ((b == 0x2B || b == 0x2D) && (index > 0 && (bytes[index - 1] == 0x65 || bytes[index - 1] == 0x45)))
        {
            advance()
        }
        error("malformed number '\(text(from: startIndex))': \(message)", from: start, hint: hint)
    }

    private func isHexDigit(_ b: UInt8?) -> Bool {
        isDigit(b) || b.map { ($0 >= 0x41 && $0 <= 0x46) || ($0 >= 0x61 && $0 <= 0x66) } ?? false
    }

    private mutating func lexNumber(start: SourceLocation, spaceBefore: Bool) -> Token {
        let startIndex = index
        if byte() == 0x2B || byte() == 0x2D { advance() }
        let digitsStart = index
        while isDigit(byte()) { advance() }
        let integerDigits = index - digitsStart
        // A date: YYYY-MM-DD.
        if integerDigits == 4, startIndex == digitsStart, byte() == 0x2D, isDigit(byte(at: 1)), isDigit(byte(at: 2)),
            byte(at: 3) == 0x2D, isDigit(byte(at: 4)), isDigit(byte(at: 5)), !isDigit(byte(at: 6))
        {
            for _ in 0..<6 { advance() }
            return Token(
                kind: .date, text: text(from: startIndex), range: SourceRange(start: start, end: location),
                spaceBefore: spaceBefore)
        }
        // A clock time: H:MM, H:MM:SS, H:MM:SS.fff.
        if integerDigits > 0, startIndex == digitsStart, byte() == 0x3A, isDigit(byte(at: 1)) {
            advance()
            while isDigit(byte()) { advance() }
            if byte() == 0x3A, isDigit(byte(at: 1)) {
                advance()
                while isDigit(byte()) { advance() }
                if byte() == 0x2E, isDigit(byte(at: 1)) {
                    advance()
                    while isDigit(byte()) { advance() }
                }
            }
            return Token(
                kind: .clockTime, text: text(from: startIndex), range: SourceRange(start: start, end: location),
                spaceBefore: spaceBefore)
        }
        if byte() == 0x2E, isDigit(byte(at: 1)) {
            advance()
            while isDigit(byte()) { advance() }
        }
        if byte() == 0x65 || byte() == 0x45 {
            let signed = byte(at: 1) == 0x2B || byte(at: 1) == 0x2D
            if isDigit(byte(at: signed ? 2 : 1)) {
                advance(bytes: 1)
                if signed { advance() }
                while isDigit(byte()) { advance() }
            }
        }
        rejectMalformedNumberEnd(start: start, startIndex: startIndex)
        return Token(
            kind: .number, text: text(from: startIndex), range: SourceRange(start: start, end: location),
            spaceBefore: spaceBefore)
    }

    private mutating func lexString(start: SourceLocation, spaceBefore: Bool) -> Token {
        advance()
        var value = String.UnicodeScalarView()
        var bad = false
        while true {
            guard let b = byte(), b != 0x0A else {
                error("unterminated string", from: start, hint: "close the string with '\"' on the same line")
                break
            }
            if b == 0x22 {
                advance()
                break
            }
            if b == 0x5C {
                let escapeStart = location
                advance()
                switch byte() {
                case 0x22:
                    value.append("\"")
                    advance()
                case 0x5C:
                    value.append("\\")
                    advance()
                case 0x6E:
                    value.append("\n")
                    advance()
                case 0x74:
                    value.append("\t")
                    advance()
                case 0x72:
                    value.append("\r")
                    advance()
                case 0x75 where byte(at: 1) == 0x7B:
                    advance()
                    advance()
                    var hex = ""
                    while let h = byte(), h != 0x7D, h != 0x22, h != 0x0A, hex.count < 9 {
                        hex.append(Character(Unicode.Scalar(h)))
                        advance()
                    }
                    if byte() == 0x7D { advance() }
                    if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) {
                        value.append(scalar)
                    } else {
                        error("invalid unicode escape '\\u{\(hex)}'", from: escapeStart)
                        bad = true
                    }
                default:
                    error(
                        "invalid escape in string", from: escapeStart,
                        hint: "valid escapes: \\\" \\\\ \\n \\t \\r \\u{…}")
                    bad = true
                }
                continue
            }
            let decoded = decodeScalar(bytes[...], at: index)
            if let scalar = decoded.scalar {
                value.append(scalar)
            } else if !bad {
                let here = location
                advance()
                let hex = String(b, radix: 16, uppercase: true)
                error(
                    "invalid UTF-8 byte 0x\(hex.count < 2 ? "0" + hex : hex) in string", from: here,
                    hint: "scenario files must be UTF-8 text")
                bad = true
                continue
            }
            advance(bytes: decoded.length)
        }
        return Token(
            kind: .string, text: String(value), range: SourceRange(start: start, end: location),
            spaceBefore: spaceBefore)
    }
}
