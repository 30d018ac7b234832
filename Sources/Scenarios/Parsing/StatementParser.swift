/// Parses the tokens of one statement against its schema, reporting every bad clause.
struct StatementParser {
    let schema: StatementSchema
    let matcher: ClauseMatcher
    let keywordToken: Token

    /// Parses `tokens` (keyword first). Returns nil when the head is wrong (the line is skipped).
    static func parse(tokens: [Token], schema: StatementSchema, diagnostics: inout DiagnosticBag) -> StatementSyntax? {
        guard let keyword = tokens.first else { return nil }
        let parser = StatementParser(schema: schema, matcher: ClauseMatcher(tokens: tokens), keywordToken: keyword)
        return parser.run(diagnostics: &diagnostics)
    }

    private func run(diagnostics: inout DiagnosticBag) -> StatementSyntax? {
        let tokens = matcher.tokens
        let headOutcome = matcher.match(schema.head.elements, from: 1)
        guard case .success(let headEnd, let headElements) = headOutcome else {
            if case .failure(let failure) = headOutcome {
                var diagnostic = failure.diagnostic
                if diagnostic.hint == nil {
                    diagnostic.hint = "write: \(schema.kind.keyword) \(schema.head.usage)"
                }
                diagnostics.report(diagnostic)
            }
            return nil
        }
        let headRange =
            headEnd > 1 ? tokens[1].range.union(tokens[headEnd - 1].range) : SourceRange(at: keywordToken.range.end)
        let head = ClauseSyntax(name: "head", elements: headElements, range: headRange)
        var sections: [[ClauseSyntax]] = [[]]
        var index = headEnd
        while index < tokens.count {
            if tokens[index].isPunctuation(",") {
                index += 1
                continue
            }
            if tokens[index].isPunctuation(";") {
                if !(sections.last?.isEmpty ?? true) { sections.append([]) }
                index += 1
                continue
            }
            switch matchClause(at: index) {
            case .success(let end, let clause):
                sections[sections.count - 1].append(clause)
                index = end
            case .failure(let failure):
                diagnostics.report(failure.diagnostic)
                index = max(index + 1, failure.index)
                while index < tokens.count, !matcher.isSeparator(index) { index += 1 }
            }
        }
        if sections.last?.isEmpty ?? false { sections.removeLast() }
        sections = sections.map { rejectRepeatedClauses(in: $0, diagnostics: &diagnostics) }
        let range = keywordToken.range.union(tokens[tokens.count - 1].range)
        return StatementSyntax(kind: schema.kind, head: head, sections: sections, block: [], range: range)
    }

    /// A clause written twice in one section (`floor 3 m, floor 4 m`) is an error at the second:
    /// only one value could count, and keeping one silently would run something the author did
    /// not write. Clauses that are lists by nature (``StatementSchema/repeatableClauses``) may
    /// repeat; expectations check their own modifiers, next to their subjects. Returns the
    /// section without the repeats (like any bad clause, a repeat is reported and skipped).
    private func rejectRepeatedClauses(in section: [ClauseSyntax], diagnostics: inout DiagnosticBag) -> [ClauseSyntax] {
        guard schema.kind != .expect else { return section }
        var seen: [String: ClauseSyntax] = [:]
        var kept: [ClauseSyntax] = []
        for clause in section {
            if schema.repeatableClauses.contains(clause.name) {
                kept.append(clause)
                continue
            }
            guard let first = seen[clause.name] else {
                seen[clause.name] = clause
                kept.append(clause)
                continue
            }
            let statement = schema.kind == .timeline ? "timeline step" : "'\(schema.kind.keyword)' statement"
            diagnostics.error(
                "'\(ScenarioPrinter.print(clause.elements))' repeats '\(ScenarioPrinter.print(first.elements))' "
                    + "in this \(statement)",
                at: clause.range, hint: "give each setting once; remove one of them",
                notes: ["first given at \(first.range.start)"])
        }
        return kept
    }

    private enum ClauseOutcome {
        case success(end: Int, clause: ClauseSyntax)
        case failure(MatchFailure)
    }

    /// Tries every clause pattern at `index`; the longest match wins (ties: the earlier pattern).
    private func matchClause(at index: Int) -> ClauseOutcome {
        var best: (end: Int, clause: ClauseSyntax)?
        var furthest: MatchFailure?
        let token = matcher.tokens[index]
        for pattern in schema.clauses {
            // A pattern whose first element cannot match fails at `index`, which is never
            // reported (only failures past `index` are); skip it cheaply.
            switch pattern.elements.first {
            case .literal(let word) where matcher.matchLiteral(word, at: index) == nil: continue
            case .slot(.word(let choices)) where token.kind != .identifier || !choices.contains(token.text): continue
            default: break
            }
            switch matcher.match(pattern.elements, from: index) {
            case .success(let end, let elements):
                guard end > index else { continue }
                if best == nil || end > (best?.end ?? 0) {
                    let range = matcher.range(at: index).union(matcher.range(at: end - 1))
                    best = (end, ClauseSyntax(name: pattern.name, elements: elements, range: range))
                }
            case .failure(let failure):
                let isSuggestion = failure.hint?.hasPrefix("did you mean") ?? false
                let furthestIsSuggestion = furthest?.hint?.hasPrefix("did you mean") ?? false
                if failure.index > (furthest?.index ?? index)
                    || (failure.index == furthest?.index && isSuggestion && !furthestIsSuggestion)
                {
                    furthest = failure
                    if furthest?.hint == nil { furthest?.hint = "write: \(pattern.usage)" }
                }
            }
        }
        if let best { return .success(end: best.end, clause: best.clause) }
        if let furthest { return .failure(furthest) }
        return .failure(unexpected(at: index))
    }

    /// "unexpected 'flors' in a 'building' statement", with a did-you-mean over clause words.
    private func unexpected(at index: Int) -> MatchFailure {
        let token = matcher.tokens[index]
        var words: [String] = []
        for pattern in schema.clauses {
            for word in pattern.leadingWords where !words.contains(word) { words.append(word) }
        }
        var hint: String?
        if token.kind == .identifier { hint = EditDistance.didYouMean(token.text, among: words) }
        if hint == nil {
            let usages = schema.clauses.map(\.usage)
            hint =
                usages.isEmpty
                ? "'\(schema.kind.keyword)' takes nothing more on its line"
                : "'\(schema.kind.keyword)' accepts: " + usages.joined(separator: "; ")
        }
        return MatchFailure(
            index: index, range: token.range,
            message: "unexpected \(matcher.describe(index)) in '\(schema.kind.keyword)' statement", hint: hint)
    }
}
