extension ClauseMatcher {
    /// Reads the further parts of a compound duration after `first` (`2 min 30 s`, `1 h 5 min 3 s`):
    /// each a number without sign and a duration unit smaller than the part before it. A number and a
    /// duration unit that do not continue the sequence (`30 s 2 min`, `2 min -30 s`) are an error at
    /// the part; anything else ends the duration.
    func matchCompoundDuration(_ first: Quantity, at index: Int) -> QuantityMatch {
        var compound = first
        var previous = first.unit
        var next = index
        while next < tokens.count, tokens[next].kind == .number, let (spelling, end) = readUnit(at: next + 1),
            let unit = QuantityUnit.lookup(spelling, dimension: .duration)
        {
            let text = tokens[next].text
            guard unit.factor.doubleValue < previous.factor.doubleValue else {
                return .failure(
                    MatchFailure(
                        index: next, range: range(at: next).union(range(at: end - 1)),
                        message: "'\(text) \(spelling)' does not continue the duration \(compound)",
                        hint: "write the parts of a compound duration from the largest unit down: `2 min 30 s`"))
            }
            guard first.magnitude.value >= 0, !text.hasPrefix("-"), !text.hasPrefix("+"),
                let literal = NumberLiteral(text: text)
            else {
                return .failure(
                    MatchFailure(
                        index: next, range: range(at: next),
                        message: "a compound duration's parts have no sign ('\(text)')",
                        hint: "write `2 min 30 s`; a negative duration is one number: `-150 s`"))
            }
            compound.parts.append(Quantity(literal, unit))
            previous = unit
            next = end
        }
        return .success(compound, end: next)
    }
}

extension QuantityMatch {
    /// A duration read on into a compound duration (`2 min 30 s`).
    func compound(_ matcher: ClauseMatcher) -> QuantityMatch {
        guard case .success(let quantity, let end) = self else { return self }
        return matcher.matchCompoundDuration(quantity, at: end)
    }
}
