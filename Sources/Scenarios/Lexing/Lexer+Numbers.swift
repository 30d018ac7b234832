/// Numbers, dates and clock times, and the malformed numbers other languages would accept.
extension Lexer {
    /// Rejects a number run into characters that other languages read as part of it (`0x10`,
    /// `1_000`, `5.`, `1.5.5`, `1e`): read as a number and a unit, they would give a misleading
    /// "missing unit" error, so the whole word is one error naming what is wrong.
    mutating func rejectMalformedNumberEnd(start: SourceLocation, startIndex: Int) {
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

    func isHexDigit(_ b: UInt8?) -> Bool {
        isDigit(b) || b.map { ($0 >= 0x41 && $0 <= 0x46) || ($0 >= 0x61 && $0 <= 0x66) } ?? false
    }

    mutating func lexNumber(start: SourceLocation, spaceBefore: Bool) -> Token {
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
}
