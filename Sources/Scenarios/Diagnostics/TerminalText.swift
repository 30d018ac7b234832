/// Text from the user (a path, an option value, an unknown word) made safe to print on a terminal.
///
/// A file name may hold ESC, BEL, a newline or a bidirectional override: printed raw, it could
/// recolour or rewrite the terminal, ring it, or forge a second line of output. `escaped` shows
/// each such character as a visible Swift-style escape (`\u{1B}`), so the name stays readable
/// and nothing is executed by the terminal.
public enum TerminalText {
    /// `text` with every control character (C0, DEL, C1), line or paragraph separator and
    /// bidirectional formatting character written as `\u{XX}`. With `keepingLineBreaks` the
    /// newlines and tabs of a multi-line message are kept (for text whose lines altsim itself
    /// composed; paths inside it must have been escaped already).
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLineBreaks: keepingLineBreaks) }) else {
            return text
        }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, keepingLineBreaks: keepingLineBreaks) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` would be interpreted by a terminal (or reorder the text around it)
    /// instead of being shown.
    static func needsEscape(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: !keepingLineBreaks
        case 0x00..<0x20, 0x7F..<0xA0: true
        // Zero-width marks, line/paragraph separators, bidirectional embeddings and isolates.
        case 0x200B...0x200F, 0x2028...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }
}
