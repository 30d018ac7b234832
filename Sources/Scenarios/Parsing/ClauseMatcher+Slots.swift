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

    /// Matches one slot at `index`.
    func matchSlot(_ slot: Slot, at index: Int) -> MatchOutcome {
        let token: Token? = index < tokens.count ? tokens[index] : nil
        func value(_ v: ValueSyntax, through end: Int) -> MatchOutcome {
            let last = tokens[max(index, end - 1)].range
            return .success(end: end, elements: [.value(ValueNode(v, range: range(at: index).union(last)))])
        }
        switch slot {
        case .quantity(let dimension):
            switch matchQuantity(dimension, at: index) {
            case .success(let quantity, let end): return value(.quantity(quantity), through: end)
            case .failure(let failure): return .failure(failure)
            }
        case .integer:
            guard let token, token.kind == .number else {
                return fail(index, "expected a whole number, found \(describe(index))")
            }
            let digits = token.text.hasPrefix("+") ? String(token.text.dropFirst()) : token.text
            if let failure = oversizedInteger(at: index) { return .failure(failure) }
            guard let integer = Int64(digits) else {
                return fail(index, "expected a whole number, found '\(token.text)'")
            }
            if index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
               !QuantityUnit.dimensions(of: tokens[index + 1].text).isEmpty {
                return fail(index + 1, "'\(token.text)' is a count here and takes no unit")
            }
            return value(.integer(integer), through: index + 1)
        case .number, .coordinate:
            if let failure = nonFiniteNumber(at: index) { return .failure(failure) }
            guard let token, token.kind == .number, let literal = NumberLiteral(text: token.text) else {
                return fail(index, "expected a number, found \(describe(index))")
            }
            if slot == .coordinate, index + 1 < tokens.count, tokens[index + 1].isPunctuation("°") {
                return value(.number(literal), through: index + 2)
            }
            return value(.number(literal), through: index + 1)
        case .string:
            guard let token, token.kind == .string else {
                var hint: String?
                if let token, token.kind == .identifier { hint = "put names in double quotes: \"\(token.text)\"" }
                return fail(index, "expected a name in double quotes, found \(describe(index))", hint: hint)
            }
            return value(.string(token.text), through: index + 1)
        case .name:
            guard let token, token.kind == .identifier else {
                return fail(index, "expected a word, found \(describe(index))")
            }
            return value(.word(token.text), through: index + 1)
        case .word(let choices):
            guard let token, token.kind == .identifier, choices.contains(token.text) else {
                let hint = token.flatMap { EditDistance.didYouMean($0.text, among: choices) }
                    ?? "expected one of: " + choices.joined(separator: ", ")
                return fail(index, "expected \(Self.choicePhrase(choices)), found \(describe(index))",
                            hint: hint)
            }
            return value(.word(token.text), through: index + 1)
        case .comparison:
            guard let token, token.kind == .punctuation, ["<", "<=", ">", ">=", "="].contains(token.text) else {
                return fail(index, "expected a comparison (<, <=, >, >=, =), found \(describe(index))")
            }
            return value(.word(token.text), through: index + 1)
        case .list(let choices):
            guard let token, token.kind == .identifier, choices.contains(token.text) else {
                let hint = token.flatMap { EditDistance.didYouMean($0.text, among: choices) }
                    ?? "expected one of: " + choices.joined(separator: ", ")
                return fail(index, "expected \(Self.choicePhrase(choices)), found \(describe(index))", hint: hint)
            }
            var words = [token.text]
            var end = index + 1
            while end + 1 < tokens.count, tokens[end].isPunctuation(","), tokens[end + 1].kind == .identifier,
                  choices.contains(tokens[end + 1].text) {
                words.append(tokens[end + 1].text)
                end += 2
            }
            return value(.list(words), through: end)
        case .time:
            return matchTime(at: index)
        case .date:
            guard let token, token.kind == .date else {
                return fail(index, "expected a date YYYY-MM-DD, found \(describe(index))")
            }
            let parts = token.text.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else {
                return fail(index, "invalid date '\(token.text)'")
            }
            return value(.date(year: parts[0], month: parts[1], day: parts[2]), through: index + 1)
        case .size:
            return matchSize(at: index)
        case .grid:
            if let failure = oversizedInteger(at: index) ?? oversizedInteger(at: index + 2) { return .failure(failure) }
            guard let token, token.kind == .number, let columns = Int64(token.text) else {
                return fail(index, "expected a grid size like '3 × 3', found \(describe(index))")
            }
            guard let afterTimes = matchLiteral("×", at: index + 1) else {
                return fail(index + 1, "expected '×' in the grid size, found \(describe(index + 1))")
            }
            guard afterTimes < tokens.count, tokens[afterTimes].kind == .number, let rows = Int64(tokens[afterTimes].text) else {
                return fail(afterTimes, "expected a whole number of rows, found \(describe(afterTimes))")
            }
            return value(.grid(columns, rows), through: afterTimes + 1)
        case .direction:
            if let token, token.kind == .identifier {
                let words = Slot.compass.map(\.word)
                guard words.contains(token.text) else {
                    return fail(index, "expected a direction, found \(describe(index))",
                                hint: EditDistance.didYouMean(token.text, among: words)
                                    ?? "use an angle like 90° or one of: " + words.joined(separator: ", "))
                }
                return value(.word(token.text), through: index + 1)
            }
            return matchSlot(.quantity(.angle), at: index)
        }
    }
}
