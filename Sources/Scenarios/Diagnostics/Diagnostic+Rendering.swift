extension Diagnostic {
    /// The longest source line shown; longer lines are cut to a window around the column.
    static let maximumShownColumns = 120

    /// Renders the diagnostic compiler-style: `path:line:col: error: message`, the source line,
    /// a caret under the column (with `~` under the rest of the range when it is on one line),
    /// then `hint: …` and `note: …` lines. Without `source` only the first line and the hint
    /// and notes are printed. Control characters and invalid bytes of the source line are
    /// shown as `?`, tabs are kept so the caret lines up; those of the path, the message, the
    /// hint and the notes (which may quote a string of the file) as `\u{XX}` (`TerminalText`).
    public func render(source: SourceFile?) -> String {
        var lines = ["\(range.start): \(severity.rawValue): \(TerminalText.escaped(message))"]
        if let source, source.path == range.start.file, let bytes = source.lineBytes(range.start.line) {
            lines += excerpt(of: bytes)
        }
        if let hint { lines.append("hint: \(TerminalText.escaped(hint))") }
        for note in notes { lines.append("note: \(TerminalText.escaped(note))") }
        return lines.joined(separator: "\n")
    }

    /// The source line cut to the shown window around the column, and the caret line under it.
    func excerpt(of bytes: ArraySlice<UInt8>) -> [String] {
        // Count the line's characters without keeping them, then keep only the shown window:
        // a 60 MB line costs no more memory than a short one.
        var count = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            index += decodeScalar(bytes, at: index).length
            count += 1
        }
        let start = max(1, range.start.column)
        var windowStart = 0
        if count > Self.maximumShownColumns {
            windowStart = max(0, min(start - 1 - Self.maximumShownColumns / 2, count - Self.maximumShownColumns))
        }
        let windowEnd = min(count, windowStart + Self.maximumShownColumns)
        var windowCharacters: [Character] = []
        var position = 0
        index = bytes.startIndex
        while index < bytes.endIndex, position < windowEnd {
            let decoded = decodeScalar(bytes, at: index)
            if position >= windowStart { windowCharacters.append(Self.shownCharacter(decoded)) }
            index += decoded.length
            position += 1
        }
        let shownCount = count
        let column = max(1, range.start.column)
        var width = 1
        if range.end.line == range.start.line, range.end.column > column {
            width = range.end.column - column
        }
        let first = windowStart
        let last = windowEnd
        let window = windowCharacters
        let prefix = first > 0 ? "..." : ""
        let suffix = last < shownCount ? "..." : ""
        let shownLine = prefix + String(window) + suffix
        var marker = String(repeating: " ", count: prefix.count)
        let caretIndex = column - 1 - first
        for offset in 0..<max(0, caretIndex) {
            marker.append(offset < window.count && window[offset] == "\t" ? "\t" : " ")
        }
        let visibleWidth = max(1, min(width, max(1, window.count - caretIndex)))
        marker.append("^" + String(repeating: "~", count: visibleWidth - 1))
        return [shownLine, marker]
    }

    /// A character of the source line as shown: tabs and printable characters as they are, control
    /// characters and invalid bytes as `?`.
    static func shownCharacter(_ decoded: DecodedScalar) -> Character {
        if let scalar = decoded.scalar,
            scalar == "\t"
                || (scalar.value >= 0x20 && scalar.value != 0x7F
                    && !(0x80..<0xA0).contains(scalar.value))
        {
            return Character(scalar)
        }
        return "?"
    }
}

extension DiagnosticBag {
    /// Renders every diagnostic, each followed by a newline, looking up source lines in
    /// `sources` by path.
    public func render(sources: [SourceFile]) -> String {
        var output = ""
        for diagnostic in diagnostics {
            let source = sources.first { $0.path == diagnostic.range.start.file }
            output += diagnostic.render(source: source) + "\n"
        }
        return output
    }
}
