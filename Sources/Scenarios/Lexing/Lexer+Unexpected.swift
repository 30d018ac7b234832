/// Characters that cannot start a token, reported once per run.
extension Lexer {
    /// Skips a run of characters that cannot start a token, reporting it once.
    mutating func skipUnexpected(start: SourceLocation) {
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
}
