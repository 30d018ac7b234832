/// Builds HTML as text with every piece of input escaped.
struct HTMLWriter {
    private(set) var text = ""

    /// Appends raw, already-safe markup.
    mutating func raw(_ markup: String) { text += markup }

    /// Appends escaped text.
    mutating func text(_ content: String) { text += MarkupEscaping.escape(content) }

    /// Appends `<tag class="…">escaped</tag>`.
    mutating func element(_ tag: String, _ content: String, class className: String? = nil) {
        text += "<" + tag + (className.map { " class=\"\(MarkupEscaping.escape($0))\"" } ?? "") + ">"
        text += MarkupEscaping.escape(content) + "</" + tag + ">"
    }

    /// Appends a table row of cells; numeric cells right-aligned.
    mutating func row(_ cells: [(text: String, numeric: Bool)], header: Bool = false) {
        text += "<tr>"
        for cell in cells {
            let tag = header ? "th" : "td"
            text +=
                "<" + tag + (cell.numeric && !header ? " class=\"num\"" : "") + ">" + MarkupEscaping.escape(cell.text)
                + "</" + tag + ">"
        }
        text += "</tr>\n"
    }

    /// A verdict word in a span whose class carries the colour (the word alone carries the meaning).
    static func verdict(_ verdict: Verdict) -> String {
        let mark =
            switch verdict {
            case .passed: "✓ "
            case .failed: "✗ "
            case .error: "! "
            }
        return "<span class=\"verdict \(verdict.word)\">" + mark + verdict.label + "</span>"
    }
}

/// A time since the run's start for tables: "+mm:ss", "+hh:mm:ss" or "+2 d 01:23:45".
func elapsedText(nanoseconds: Int64, since start: Int64) -> String {
    let total = TimeDifference.saturated(from: start, to: nanoseconds) / 1_000_000_000
    let sign = total < 0 ? "−" : "+"
    let seconds = abs(total)
    let days = seconds / 86_400
    let hours = (seconds / 3600) % 24
    let minutes = (seconds / 60) % 60
    let rest = seconds % 60
    let clock = UTCDate.two(hours) + ":" + UTCDate.two(minutes) + ":" + UTCDate.two(rest)
    return sign + (days > 0 ? "\(days) d " : "") + clock
}
