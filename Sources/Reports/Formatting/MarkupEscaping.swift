/// Escaping for text placed in HTML, SVG and XML, in element content and in quoted attributes.
enum MarkupEscaping {
    /// Replaces `& < > " '` with entities and drops characters XML 1.0 forbids (controls other
    /// than tab, newline, carriage return), so any scenario text is shown, never interpreted.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || value == 0xFFFE || value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Like `escape`, but also writes tab, newline and carriage return as character references,
    /// which XML parsers would otherwise turn into spaces inside an attribute value.
    static func escapeAttribute(_ text: String) -> String {
        var result = ""
        for character in escape(text).unicodeScalars {
            switch character {
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
