extension ExpectationReader {
    /// The `or N` clauses that follow a code anchor directly (`within 10 s of status 610 or 620`):
    /// they name the anchor's alternatives; every other `or` belongs to the subject.
    func anchorAlternativeClauses() -> [ClauseSyntax] {
        let clauses = statement.clauses
        guard let anchor = clauses.firstIndex(where: { $0.name == ExpectationModifier.ofCode.rawValue }) else {
            return []
        }
        return Array(clauses[(anchor + 1)...].prefix { $0.name == ExpectationModifier.or.rawValue })
    }

    /// The `or N` clauses of the subject: those not following a code anchor.
    func subjectAlternativeClauses() -> [ClauseSyntax] {
        let anchors = Set(anchorAlternativeClauses().map(\.range))
        return statement.clauses(named: ExpectationModifier.or).filter { !anchors.contains($0.range) }
    }

    /// The `or N` values of a code subject (`error 850 or 851`) or anchor (`of status 610 or 620`),
    /// each checked against the stream's catalog and distinct from the first value and from each
    /// other; `nil` after an error.
    mutating func alternatives(_ stream: CodeStream, value: Int, clauses: [ClauseSyntax]) -> [Int]? {
        var values: [Int] = []
        for clause in clauses {
            guard let number = clause.values.first?.integer, let other = checked(stream, number, at: clause) else {
                return nil
            }
            if other == value || values.contains(other) {
                error(
                    "'or \(other)' repeats a value it follows", at: clause,
                    hint: "each alternative is a different \(stream.keyword) code")
                return nil
            }
            values.append(other)
        }
        return values
    }

    /// The value a `-> …` or `then …` step names: a code of the stream, or `true`/`false` for
    /// `manual-baro-cal` (1/0). With alternatives, the edge's target may not be one of the subject's
    /// values (the group reads as one value) and a later step may name the group only by its first.
    mutating func step(
        _ stream: CodeStream, _ clause: ClauseSyntax, subject: Int, alternatives: [Int], edge: Bool
    ) -> Int? {
        let target: Int
        if let word = clause.values.first?.word {
            guard stream == .manualBaroCal else {
                error(
                    "'\(ScenarioPrinter.print(clause.elements))' names a flag, but \(stream.keyword) takes codes",
                    at: clause, hint: "write a \(stream.keyword) code, or use `manual-baro-cal false -> true`")
                return nil
            }
            target = word == "true" ? 1 : 0
        } else {
            guard let n = clause.values.first?.integer, let checkedValue = checked(stream, n, at: clause) else {
                return nil
            }
            target = checkedValue
        }
        if alternatives.contains(target) || (edge && !alternatives.isEmpty && target == subject) {
            error(
                "'\(ScenarioPrinter.print(clause.elements))' is one of the subject's values, which read as one",
                at: clause,
                hint: edge
                    ? "an edge needs a value outside \(([subject] + alternatives).map(String.init).joined(separator: " or "))"
                    : "a later step names the group by its first value, \(subject)")
            return nil
        }
        return target
    }

    /// The window of `during "LABEL"`: from the labelled step to the end of its `for DURATION`.
    mutating func duringWindow(_ during: ClauseSyntax) -> ExpectationWindow {
        if let other = [ExpectationModifier.at, .after, .before, .from].compactMap({ clause($0) }).first {
            error("'during' cannot be combined with '\(other.keywords.first ?? "")'", at: other)
        }
        guard let label = during.values.first?.string else { return .wholeRun }
        guard let step = context.labels[label] else {
            let names = context.labels.keys.sorted()
            error(
                "no timeline step labelled \"\(label)\"", at: during,
                hint: EditDistance.didYouMean(label, among: names)
                    ?? (names.isEmpty
                        ? "no timeline step has a label (`as \"NAME\"`)"
                        : "labels: " + names.map { "\"\($0)\"" }.joined(separator: ", ")))
            return .wholeRun
        }
        guard let length = step.durationNanoseconds else {
            error(
                "the step labelled \"\(label)\" has no length", at: during,
                hint: "give the action `for DURATION`, or write the window `from TIME to TIME`")
            return .wholeRun
        }
        let (end, overflow) = step.offsetNanoseconds.addingReportingOverflow(length)
        return ExpectationWindow(
            startNanoseconds: step.offsetNanoseconds,
            endNanoseconds: overflow ? context.durationNanoseconds : min(end, context.durationNanoseconds))
    }

    /// `no height [window] [indoors|outdoors]`.
    mutating func noHeight(_ subject: ClauseSyntax) -> ExpectationForm? {
        reject(
            Self.codePredicates + Self.callbackPredicates + Self.anchors + [.strictly], for: subject,
            what: "`no height` (it holds on every callback of its window)")
        return .noHeight(window: window(), placement: placement())
    }

    /// `context FIELD …`: a comparison, a lag, or presence.
    mutating func contextField(_ pattern: ExpectationSubject, _ subject: ClauseSyntax) -> ExpectationForm? {
        reject(
            Self.codePredicates + Self.callbackPredicates + Self.anchors + [.strictly], for: subject,
            what: "`context …` (it holds on every callback of its window)")
        let window = window()
        let placement = placement()
        let words = subject.values.compactMap(\.word)
        guard let field = words.first.flatMap(ContextField.init(rawValue:)) else { return nil }
        let predicate: ContextPredicate
        switch pattern {
        case .contextPresence: predicate = words.last == "present" ? .present : .absent
        case .contextFlag: predicate = .compare(.equal, words.last == "true" ? 1 : 0)
        case .contextLag:
            guard let comparison = words.dropFirst().first.flatMap(Comparison.init(rawValue:)),
                let ns = subject.values.last?.durationNanoseconds
            else { return nil }
            predicate = .lag(comparison, seconds: Double(ns) / 1e9)
        default:
            guard let comparison = words.dropFirst().first.flatMap(Comparison.init(rawValue:)),
                let bound = subject.values.last.flatMap(Self.baseValue)
            else { return nil }
            predicate = .compare(comparison, bound)
        }
        return .contextField(field, predicate, window: window, placement: placement)
    }

    /// A bound in its base unit: a quantity's base value, a whole or plain number, or a time's seconds
    /// since the start.
    static func baseValue(_ node: ValueNode) -> Double? {
        switch node.value {
        case .quantity(let quantity): return quantity.baseValue
        case .integer(let n): return Double(n)
        case .number(let literal): return literal.value
        case .time: return node.timeNanosecondsSinceStart.map { Double($0) / 1e9 }
        default: return nil
        }
    }
}
