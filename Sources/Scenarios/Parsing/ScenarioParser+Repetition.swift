extension ScenarioParser {
    /// `N ×` or `N x` at the start of a top-level line (`50 × device "crowd" …`): removes the two
    /// tokens from the line and returns the count, or returns nil (leaving the line) when the line
    /// does not start so. A count that is not a whole number is an error at it (the line is then
    /// read without the count, so its other errors are still reported).
    static func repetition(_ line: inout LexedLine, diagnostics: inout DiagnosticBag) -> ValueNode? {
        let tokens = line.tokens
        guard tokens.count >= 3, tokens[0].kind == .number,
            tokens[1].isPunctuation("×") || (tokens[1].kind == .identifier && tokens[1].text == "x"),
            tokens[2].kind == .identifier
        else { return nil }
        line.tokens.removeFirst(2)
        let digits = tokens[0].text.hasPrefix("+") ? String(tokens[0].text.dropFirst()) : tokens[0].text
        guard let count = Int64(digits) else {
            diagnostics.error(
                "a device's count must be a whole number, found '\(tokens[0].text)'", at: tokens[0].range,
                hint: "write `50 × device \"NAME\" …`")
            return nil
        }
        return ValueNode(.integer(count), range: tokens[0].range.union(tokens[1].range))
    }
}

extension ScenarioParser {
    /// Whether a top-level `at` line is on the world's timeline: each of its `;`-sections starts with
    /// `assistance` or `service` (a fault of the shared service). Any other top-level `at` line belongs to a device.
    static func isWorldTimeline(_ tokens: [Token]) -> Bool {
        var sectionStart = true
        var index = 1
        // Skip the time: numbers, clock times, `day` and duration units (`at 1 min 30 s …`).
        while index < tokens.count,
            tokens[index].kind != .identifier || tokens[index].text == "day"
                || QuantityUnit.lookup(tokens[index].text, dimension: .duration) != nil
        {
            index += 1
        }
        var sawAction = false
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation(";") {
                sectionStart = true
            } else if sectionStart {
                guard token.kind == .identifier, ["assistance", "service"].contains(token.text) else { return false }
                sawAction = true
                sectionStart = false
            }
            index += 1
        }
        return sawAction
    }
}
