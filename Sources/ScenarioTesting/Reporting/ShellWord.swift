public import Scenarios

/// Text as one POSIX shell word, for the commands altsim prints to be pasted back (reproduce
/// lines, engine options).
public enum ShellWord {
    /// `text` as it is when every character is plain (ASCII letters, digits, `-_./=:,+@%`), as
    /// bash/zsh `$'…'` with `\xHH`/`\uHHHH` escapes when it holds a character a terminal would
    /// act on (`TerminalText`), so the command is visible and still pasteable, and in single
    /// quotes otherwise, so no shell metacharacter (`;`, `$`, `*`, a space) is ever acted on.
    public static func quoted(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "-_./=:,+@%".unicodeScalars.contains(scalar))
            }
        if plain { return text }
        guard TerminalText.escaped(text) != text else { return "'" + text.replacingOccurrences("'", "'\\''") + "'" }
        var word = "$'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": word += "\\\\"
            case "'": word += "\\'"
            default:
                guard TerminalText.escaped(String(scalar)) != String(scalar) else {
                    word.unicodeScalars.append(scalar)
                    continue
                }
                let hex = String(scalar.value, radix: 16, uppercase: true)
                word +=
                    scalar.value < 0x100
                    ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                    : "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
        }
        return word + "'"
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
