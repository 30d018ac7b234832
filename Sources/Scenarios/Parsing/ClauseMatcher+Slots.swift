extension ClauseMatcher {
    /// `'a'`, `'a' or 'b'`, or `one of 'a', 'b', 'c'`.
    static func choicePhrase(_ choices: [String]) -> String {
        let quoted = choices.map { "'\($0)'" }
        switch quoted.count {
        case 0: return "nothing"
        case 1, 2: return quoted.joined(separator: " or ")
        default: return "one of " + quoted.joined(separator: ", ")
        }
    }

    /// Matches one slot at `index`: each kind of slot is one named step below.
    func matchSlot(_ slot: Slot, at index: Int) -> MatchOutcome {
        switch slot {
        case .quantity(let dimension):
            switch matchQuantity(dimension, at: index) {
            case .success(let quantity, let end):
                guard dimension == .duration else { return slotValue(.quantity(quantity), at: index, through: end) }
                switch matchCompoundDuration(quantity, at: end) {
                case .success(let compound, let compoundEnd):
                    return slotValue(.quantity(compound), at: index, through: compoundEnd)
                case .failure(let failure): return .failure(failure)
                }
            case .failure(let failure): return .failure(failure)
            }
        case .integer: return matchInteger(at: index)
        case .number: return matchNumber(at: index, degrees: false)
        case .coordinate: return matchNumber(at: index, degrees: true)
        case .string: return matchString(at: index)
        case .name: return matchName(at: index)
        case .word(let choices): return matchWord(among: choices, at: index)
        case .comparison: return matchComparison(at: index)
        case .zone: return matchZone(at: index)
        case .list(let choices): return matchList(among: choices, at: index)
        case .time: return matchTime(at: index)
        case .date: return matchDate(at: index)
        case .size: return matchSize(at: index)
        case .grid: return matchGrid(at: index)
        case .direction: return matchDirection(at: index)
        }
    }

    /// The token at `index`, if the clause has one there.
    func token(at index: Int) -> Token? {
        index < tokens.count ? tokens[index] : nil
    }

    /// A matched value spanning the tokens from `index` up to (not including) `end`.
    func slotValue(_ v: ValueSyntax, at index: Int, through end: Int) -> MatchOutcome {
        let last = tokens[max(index, end - 1)].range
        return .success(end: end, elements: [.value(ValueNode(v, range: range(at: index).union(last)))])
    }

    /// `$int`: a whole number without unit.
    func matchInteger(at index: Int) -> MatchOutcome {
        guard let token = token(at: index), token.kind == .number else {
            return fail(index, "expected a whole number, found \(describe(index))")
        }
        let digits = token.text.hasPrefix("+") ? String(token.text.dropFirst()) : token.text
        if let failure = oversizedInteger(at: index) { return .failure(failure) }
        guard let integer = Int64(digits) else {
            return fail(index, "expected a whole number, found '\(token.text)'")
        }
        if index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
            !QuantityUnit.dimensions(of: tokens[index + 1].text).isEmpty
        {
            return fail(index + 1, "'\(token.text)' is a count here and takes no unit")
        }
        return slotValue(.integer(integer), at: index, through: index + 1)
    }

    /// `$number`, or `$coord` (`degrees`: a `°` may follow).
    func matchNumber(at index: Int, degrees: Bool) -> MatchOutcome {
        if let failure = nonFiniteNumber(at: index) { return .failure(failure) }
        guard let token = token(at: index), token.kind == .number, let literal = NumberLiteral(text: token.text) else {
            return fail(index, "expected a number, found \(describe(index))")
        }
        if degrees, index + 1 < tokens.count, tokens[index + 1].isPunctuation("°") {
            return slotValue(.number(literal), at: index, through: index + 2)
        }
        return slotValue(.number(literal), at: index, through: index + 1)
    }

    /// `$string`: a name in double quotes.
    func matchString(at index: Int) -> MatchOutcome {
        guard let token = token(at: index), token.kind == .string else {
            var hint: String?
            if let token = token(at: index), token.kind == .identifier {
                hint = "put names in double quotes: \"\(token.text)\""
            }
            return fail(index, "expected a name in double quotes, found \(describe(index))", hint: hint)
        }
        return slotValue(.string(token.text), at: index, through: index + 1)
    }

    /// `$name`: any word.
    func matchName(at index: Int) -> MatchOutcome {
        guard let token = token(at: index), token.kind == .identifier else {
            return fail(index, "expected a word, found \(describe(index))")
        }
        return slotValue(.word(token.text), at: index, through: index + 1)
    }

    /// The failure of a word that is not one of `choices` (with a did-you-mean when one is close).
    func unknownWord(among choices: [String], at index: Int) -> MatchOutcome {
        let hint =
            token(at: index).flatMap { EditDistance.didYouMean($0.text, among: choices) }
            ?? "expected one of: " + choices.joined(separator: ", ")
        return fail(index, "expected \(Self.choicePhrase(choices)), found \(describe(index))", hint: hint)
    }

    /// `$word(a|b)`: one word of a fixed set.
    func matchWord(among choices: [String], at index: Int) -> MatchOutcome {
        guard let token = token(at: index), token.kind == .identifier, choices.contains(token.text) else {
            return unknownWord(among: choices, at: index)
        }
        return slotValue(.word(token.text), at: index, through: index + 1)
    }

    /// `$cmp`: `<`, `<=`, `>`, `>=` or `=`.
    func matchComparison(at index: Int) -> MatchOutcome {
        guard let token = token(at: index), token.kind == .punctuation,
            ["<", "<=", ">", ">=", "="].contains(token.text)
        else {
            return fail(index, "expected a comparison (<, <=, >, >=, =), found \(describe(index))")
        }
        return slotValue(.word(token.text), at: index, through: index + 1)
    }

    /// `$list(a|b)`: comma-separated words of a fixed set.
    func matchList(among choices: [String], at index: Int) -> MatchOutcome {
        guard let token = token(at: index), token.kind == .identifier, choices.contains(token.text) else {
            return unknownWord(among: choices, at: index)
        }
        var words = [token.text]
        var end = index + 1
        while end + 1 < tokens.count, tokens[end].isPunctuation(","), tokens[end + 1].kind == .identifier,
            choices.contains(tokens[end + 1].text)
        {
            words.append(tokens[end + 1].text)
            end += 2
        }
        return slotValue(.list(words), at: index, through: end)
    }

    /// `$date`: `YYYY-MM-DD`.
    func matchDate(at index: Int) -> MatchOutcome {
        guard let token = token(at: index), token.kind == .date else {
            return fail(index, "expected a date YYYY-MM-DD, found \(describe(index))")
        }
        let parts = token.text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else {
            return fail(index, "invalid date '\(token.text)'")
        }
        return slotValue(.date(year: parts[0], month: parts[1], day: parts[2]), at: index, through: index + 1)
    }

    /// `$grid`: `N × M` whole numbers.
    func matchGrid(at index: Int) -> MatchOutcome {
        if let failure = oversizedInteger(at: index) ?? oversizedInteger(at: index + 2) { return .failure(failure) }
        guard let token = token(at: index), token.kind == .number, let columns = Int64(token.text) else {
            return fail(index, "expected a grid size like '3 × 3', found \(describe(index))")
        }
        guard let afterTimes = matchLiteral("×", at: index + 1) else {
            return fail(index + 1, "expected '×' in the grid size, found \(describe(index + 1))")
        }
        guard afterTimes < tokens.count, tokens[afterTimes].kind == .number,
            let rows = Int64(tokens[afterTimes].text)
        else {
            return fail(afterTimes, "expected a whole number of rows, found \(describe(afterTimes))")
        }
        return slotValue(.grid(columns, rows), at: index, through: afterTimes + 1)
    }

    /// `$direction`: a compass word, or an angle.
    func matchDirection(at index: Int) -> MatchOutcome {
        guard let token = token(at: index), token.kind == .identifier else {
            return matchSlot(.quantity(.angle), at: index)
        }
        let words = Slot.compass.map(\.word)
        guard words.contains(token.text) else {
            return fail(
                index, "expected a direction, found \(describe(index))",
                hint: EditDistance.didYouMean(token.text, among: words)
                    ?? "use an angle like 90° or one of: " + words.joined(separator: ", "))
        }
        return slotValue(.word(token.text), at: index, through: index + 1)
    }
}
