extension ClauseMatcher {
    /// `$zone`: a UTC offset `+HH:MM`, `-HH:MM` or `+HH`, or a time-zone name of IANA's database
    /// (`Europe/Zurich`, `America/New_York`): words joined by `/` without spaces. The value is the
    /// text as written (a word); the semantic pass checks the offset's range and the name.
    func matchZone(at index: Int) -> MatchOutcome {
        guard let token = token(at: index) else {
            return fail(index, "expected a UTC offset (+01:00) or a time zone (Europe/Zurich), found end of line")
        }
        if token.kind == .number, token.text.hasPrefix("+") || token.text.hasPrefix("-") {
            var text = token.text
            var end = index + 1
            if let colon = self.token(at: end), colon.isPunctuation(":"), !colon.spaceBefore,
                let minutes = self.token(at: end + 1), minutes.kind == .number, !minutes.spaceBefore
            {
                text += ":" + minutes.text
                end += 2
            }
            return slotValue(.word(text), at: index, through: end)
        }
        guard token.kind == .identifier else {
            return fail(
                index, "expected a UTC offset (+01:00) or a time zone (Europe/Zurich), found \(describe(index))")
        }
        var text = token.text
        var end = index + 1
        while let slash = self.token(at: end), slash.isPunctuation("/"), !slash.spaceBefore,
            let word = self.token(at: end + 1), word.kind == .identifier, !word.spaceBefore
        {
            text += "/" + word.text
            end += 2
        }
        return slotValue(.word(text), at: index, through: end)
    }
}
