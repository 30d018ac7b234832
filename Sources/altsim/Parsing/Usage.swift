extension CommandSpec {
    /// Width the usage text is wrapped to.
    static let usageWidth = 100

    /// The full usage text: the synopsis, the discussion, the option list (generated from
    /// `options`, aligned and wrapped) and the epilogue.
    var usage: String {
        var sections: [String] = []
        sections.append(
            synopsis.enumerated().map { index, line in (index == 0 ? "usage: " : "       ") + line }
                .joined(separator: "\n"))
        if !discussion.isEmpty { sections.append(discussion) }
        sections.append("options:\n" + optionLines)
        if !epilogue.isEmpty { sections.append(epilogue) }
        return sections.joined(separator: "\n\n")
    }

    /// Labels longer than this get their help on the next line, so one long option name does
    /// not push every help text to the right.
    static let longestInlineLabel = 18

    /// One entry per option (`--help` last, as `-h, --help`): the label padded to a common column,
    /// then the help wrapped to `usageWidth`, continuation lines under the help's first column.
    var optionLines: String {
        let entries = options.map { ($0.label, $0.help) } + [("-h, --help", OptionSpec.help.help)]
        let column = 2 + (entries.map(\.0.count).filter { $0 <= Self.longestInlineLabel }.max() ?? 0) + 3
        let indent = String(repeating: " ", count: column)
        return entries.map { label, help in
            var lines = Self.wrap(help, width: Self.usageWidth - column).map { indent + $0 }
            if label.count > Self.longestInlineLabel {
                lines.insert("  " + label, at: 0)
            } else {
                lines[0] =
                    ("  " + label).padding(toLength: column, withPad: " ", startingAt: 0) + lines[0].dropFirst(column)
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// `text` split into lines of at most `width` characters at spaces (a longer word gets a line of its own).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines
    }
}
