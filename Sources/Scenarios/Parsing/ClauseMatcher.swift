/// Matches grammar patterns against the tokens of one statement.
struct ClauseMatcher {
    let tokens: [Token]
    /// A zero-width range just past the last token, for "expected … at end of line".
    let endRange: SourceRange

    init(tokens: [Token]) {
        self.tokens = tokens
        let end = tokens.last?.range.end ?? .unknown
        self.endRange = SourceRange(at: end)
    }

    func range(at index: Int) -> SourceRange { index < tokens.count ? tokens[index].range : endRange }

    /// How the token at `index` reads in a message.
    func describe(_ index: Int) -> String {
        guard index < tokens.count else { return "end of line" }
        let token = tokens[index]
        return token.kind == .string ? "\"\(token.text)\"" : "'\(token.text)'"
    }

    func isSeparator(_ index: Int) -> Bool {
        index < tokens.count && (tokens[index].isPunctuation(",") || tokens[index].isPunctuation(";"))
    }

    /// The error for a number token whose value is not a finite double (`1e400`), if it is one.
    func nonFiniteNumber(at index: Int) -> MatchFailure? {
        guard index < tokens.count, tokens[index].kind == .number, let value = Double(tokens[index].text),
            !value.isFinite
        else {
            return nil
        }
        return MatchFailure(
            index: index, range: range(at: index),
            message: "'\(tokens[index].text)' is not a finite number",
            hint:
                "numbers must be below about 1.8e308 in magnitude; every slot has a far smaller range (see Docs/scenario-language.md)"
        )
    }

    /// The error for a whole number too large for 64 bits, if the token is one.
    func oversizedInteger(at index: Int) -> MatchFailure? {
        guard index < tokens.count, tokens[index].kind == .number else { return nil }
        let text = tokens[index].text
        let digits = text.hasPrefix("+") || text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
            Int64(text.hasPrefix("+") ? String(digits) : text) == nil
        else {
            return nil
        }
        return MatchFailure(
            index: index, range: range(at: index), message: "'\(text)' is too large for a whole number",
            hint: "whole numbers are 64-bit (at most 9223372036854775807); every slot has a far smaller range")
    }

    func fail(_ index: Int, _ message: String, hint: String? = nil) -> MatchOutcome {
        .failure(MatchFailure(index: index, range: range(at: index), message: message, hint: hint))
    }

    /// Matches `elements` starting at token `start`.
    func match(_ elements: [PatternElement], from start: Int) -> MatchOutcome {
        var index = start
        var matched: [ClauseElement] = []
        for element in elements {
            switch element {
            case .literal(let word):
                guard let next = matchLiteral(word, at: index) else {
                    var hint: String?
                    if index < tokens.count, tokens[index].kind == .identifier {
                        hint = EditDistance.didYouMean(tokens[index].text, among: [word])
                    }
                    return fail(index, "expected '\(word)', found \(describe(index))", hint: hint)
                }
                matched.append(.keyword(word))
                index = next
            case .slot(let slot):
                switch matchSlot(slot, at: index) {
                case .success(let end, let elements):
                    matched += elements
                    index = end
                case .failure(let failure):
                    return .failure(failure)
                }
            case .optional(let group):
                switch match(group, from: index) {
                case .success(let end, let elements):
                    matched += elements
                    index = end
                case .failure(let failure):
                    if failure.index > index, !startsFailing(group, at: index) { return .failure(failure) }
                }
            }
        }
        return .success(end: index, elements: matched)
    }

    /// Whether the first element of a group fails at `index` (then the group is simply absent).
    private func startsFailing(_ group: [PatternElement], at index: Int) -> Bool {
        guard let first = group.first else { return true }
        if case .failure = match([first], from: index) { return true }
        return false
    }

    func matchLiteral(_ word: String, at index: Int) -> Int? {
        guard index < tokens.count else { return nil }
        let token = tokens[index]
        guard token.kind == .identifier || token.kind == .punctuation else { return nil }
        if token.text == word || (word == "×" && token.kind == .identifier && token.text == "x") { return index + 1 }
        return nil
    }
}
