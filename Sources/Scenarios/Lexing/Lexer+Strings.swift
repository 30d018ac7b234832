/// Quoted strings and their escapes.
extension Lexer {
    mutating func lexString(start: SourceLocation, spaceBefore: Bool) -> Token {
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
                if !lexEscape(into: &value) { bad = true }
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

    /// Reads one backslash escape at the current byte into `value`; false (after one error) when
    /// it is not a valid escape.
    mutating func lexEscape(into value: inout String.UnicodeScalarView) -> Bool {
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
                return false
            }
        default:
            error(
                "invalid escape in string", from: escapeStart,
                hint: "valid escapes: \\\" \\\\ \\n \\t \\r \\u{…}")
            return false
        }
        return true
    }
}
