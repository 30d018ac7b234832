extension ExpectationReader {
    /// The predicates of a code subject.
    static let codePredicates: [ExpectationModifier] = [
        .never, .always, .transition, .then, .exactly, .atLeast,
        .atMost, .within, .eventually, .transitionFlag, .thenFlag, .or,
    ]
    /// The code predicates of which one expectation holds at most one (the count bounds count as one).
    static let exclusivePredicates: [ExpectationModifier] = [
        .never, .always, .transition, .then, .exactly,
        .atLeast, .atMost, .transitionFlag, .thenFlag,
    ]
    /// The predicates only `callbacks` takes.
    static let callbackPredicates: [ExpectationModifier] = [.every, .once, .tolerance]
    /// What `within` may count from.
    static let anchors: [ExpectationModifier] = [.ofStart, .ofEvent, .ofCode, .ofServiceFault]
    /// The window clauses.
    static let windows: [ExpectationModifier] = [.at, .after, .before, .from, .during, .duringServiceFault]
    /// The count bounds.
    static let counts: [ExpectationModifier] = [.exactly, .atLeast, .atMost]

    /// The form, or nil after an error.
    mutating func form() -> ExpectationForm? {
        let subjects = statement.clauses.compactMap { clause in
            clause.pattern(ExpectationSubject.self).map { (pattern: $0, clause: clause) }
        }
        guard let (pattern, subject) = subjects.first else {
            error(
                "expectation has no subject", at: nil,
                hint:
                    "start with a code (`status 200`), `callbacks`, `recovery`, `hae error …`, `floor correct …` or `uncertainty …`"
            )
            return nil
        }
        for (_, extra) in subjects.dropFirst() {
            error(
                "an expectation has one subject; found a second one here", at: extra,
                hint: "write one `expect` line per subject")
        }
        let inner: ExpectationForm?
        switch pattern {
        case .code: inner = code(subject)
        case .flag:
            inner = codeForm(.manualBaroCal, value: subject.values.first?.word == "true" ? 1 : 0, subject: subject)
        case .callbacks: inner = callbacks(subject)
        case .recovery: inner = recovery(subject)
        case .accuracy, .bias, .biasRange, .floorCorrect, .uncertainty: inner = numeric(pattern, subject)
        case .noHeight: inner = noHeight(subject)
        case .labelFloor, .labelIndoors: inner = labelForm(pattern, subject)
        case .contextFlag, .contextLength, .contextPressure, .contextTemperature, .contextTemperatureSpread,
            .contextInteger,
            .contextNumber, .contextTime, .contextLag, .contextPresence:
            inner = contextField(pattern, subject)
        }
        guard let inner else { return nil }
        return acrossRuns(inner)
    }

    /// The form wrapped in what the statement says about several runs: `across seeds`, `sometimes`
    /// or a share of runs; the form itself when it says nothing.
    mutating func acrossRuns(_ inner: ExpectationForm) -> ExpectationForm? {
        if let across = clause(.acrossSeeds) {
            switch inner {
            case .uncertaintyCoverage, .bias, .floorCorrect: break
            default:
                error(
                    "'across seeds' applies to `uncertainty … coverage`, `… bias` and `floor correct …` only",
                    at: across,
                    hint: "other expectations are judged in every run; `sometimes` asks for a share of runs")
                return nil
            }
            if let other = clause(.sometimes) ?? clause(.share) {
                error("'across seeds' cannot be combined with '\(ScenarioPrinter.print(other.elements))'", at: other)
                return nil
            }
            return .acrossSeeds(inner)
        }
        let share = clause(.share)
        guard has(.sometimes) || share != nil else { return inner }
        var minimum: Double?
        if let share, let fraction = share.values.first?.fraction {
            if !(fraction > 0 && fraction <= 1) {
                error("share of runs must be more than 0% and at most 100%", at: share)
            }
            minimum = fraction
        }
        return .campaign(inner, minimumShareOfRuns: minimum)
    }

    /// Rejects clauses that do not apply to the subject.
    /// Reports each clause matched by `modifiers` as not applying to the subject (an anchor's own
    /// `or N` is the anchor's, not the subject's).
    mutating func reject(_ modifiers: [ExpectationModifier], for subject: ClauseSyntax, what: String) {
        let anchorOwn = Set(anchorAlternativeClauses().map(\.range))
        for clause in statement.clauses
        where clause.pattern(ExpectationModifier.self).map(modifiers.contains) == true
            && !anchorOwn.contains(clause.range)
        {
            error("'\(ScenarioPrinter.print(clause.elements))' does not apply to \(what)", at: clause)
        }
    }

    mutating func code(_ subject: ClauseSyntax) -> ExpectationForm? {
        guard let (stream, value) = code(in: subject) else { return nil }
        guard let alternatives = alternatives(stream, value: value, clauses: subjectAlternativeClauses()) else {
            return nil
        }
        guard let form = codeForm(stream, value: value, subject: subject, alternatives: alternatives) else {
            return nil
        }
        return alternatives.isEmpty ? form : .oneOf(stream, values: [value] + alternatives, form)
    }

    /// The count bound of `exactly/at least/at most N times`, if written.
    mutating func countBound() -> (CountBound, ClauseSyntax)? {
        let bounds: [(ExpectationModifier, (Int) -> CountBound)] = [
            (.exactly, CountBound.exactly), (.atLeast, CountBound.atLeast), (.atMost, CountBound.atMost),
        ]
        for (name, make) in bounds {
            guard let clause = clause(name) else { continue }
            guard let n = clause.values.first?.integer, n >= 0, let count = Int(exactly: n) else {
                error("a count must be a whole number ≥ 0", at: clause)
                return nil
            }
            return (make(count), clause)
        }
        return nil
    }

    /// `within D`, checked to be positive.
    mutating func within() -> Int64? {
        guard let clause = clause(.within) else { return nil }
        guard let d = clause.values.first?.durationNanoseconds, d >= 0 else {
            error("'within' needs a duration ≥ 0", at: clause)
            return nil
        }
        return d
    }

    /// Reports the second of two predicates that cannot stand together (`never` and `-> N`, …);
    /// returns whether there is none.
    mutating func rejectConflictingPredicates() -> Bool {
        let predicates = statement.clauses.filter { clause in
            clause.pattern(ExpectationModifier.self).map(Self.exclusivePredicates.contains) == true
        }
        func kind(_ clause: ClauseSyntax) -> String {
            switch clause.pattern(ExpectationModifier.self) {
            case let modifier? where Self.counts.contains(modifier): "count"
            case .transitionFlag?: ExpectationModifier.transition.rawValue
            case .thenFlag?: ExpectationModifier.then.rawValue
            default: clause.name
            }
        }
        let kinds = Set(predicates.map(kind))
        guard kinds.count > 1, let second = predicates.first(where: { kind($0) != kind(predicates[0]) }) else {
            return true
        }
        let (first, other) = (ScenarioPrinter.print(predicates[0].elements), ScenarioPrinter.print(second.elements))
        error("'\(other)' conflicts with '\(first)'", at: second, hint: "write one `expect` line per predicate")
        return false
    }

    /// A code subject with its predicate: a value, `never`/`always`, an edge, a sequence, a count or
    /// `eventually within`.
    mutating func codeForm(
        _ stream: CodeStream, value: Int, subject: ClauseSyntax, alternatives: [Int] = []
    ) -> ExpectationForm? {
        reject(Self.callbackPredicates, for: subject, what: "a code (only to `callbacks`)")
        if stream == .manualBaroCal { reject([.or], for: subject, what: "`manual-baro-cal` (it has two values)") }
        reject([.indoors, .outdoors], for: subject, what: "a code (only to numbers)")
        guard rejectConflictingPredicates() else { return nil }
        if let strictly = clause(.strictly), !has(.then), !has(.thenFlag) {
            error("'strictly' needs a sequence (`then N`)", at: strictly)
        }
        let bound = countBound()
        let withinNanoseconds = within()
        let anchorClause = Self.anchors.compactMap { clause($0) }.first
        if let anchorClause, !has(.within) {
            error("'\(ScenarioPrinter.print(anchorClause.elements))' needs 'within DURATION'", at: anchorClause)
        }
        let anchor = anchor()
        let window = window()
        let transitionClause = clause(.transition) ?? clause(.transitionFlag)
        let timed = withinNanoseconds != nil && transitionClause == nil
        if timed, let other = Self.windows.compactMap({ clause($0) }).first {
            error("'within' already gives the window; '\(other.keywords.first ?? "")' cannot be added", at: other)
        }
        if let within = clause(.within),
            [ExpectationModifier.never, .always, .then, .thenFlag, .exactly, .atLeast, .atMost].contains(where: has)
        {
            error("'within' applies to `eventually` and `->` only", at: within)
        }
        if has(.never) { return .never(stream, value: value, window: window) }
        if has(.always) { return .always(stream, value: value, window: window) }
        if let transition = transitionClause {
            guard let target = step(stream, transition, subject: value, alternatives: alternatives, edge: true) else {
                return nil
            }
            if target == value {
                error(
                    "'\(value) -> \(target)' can never be seen: an edge needs a change of value", at: transition,
                    hint: "consecutive equal values merge into one; write the value it changes to")
                return nil
            }
            return .transition(
                stream, from: value, to: target, withinNanoseconds: withinNanoseconds, anchor: anchor,
                window: window)
        }
        let thens = statement.clauses.filter {
            [ExpectationModifier.then, .thenFlag].contains($0.pattern(ExpectationModifier.self))
        }
        if !thens.isEmpty {
            return sequence(stream, from: value, thens: thens, window: window, alternatives: alternatives)
        }
        if let (bound, _) = bound { return .count(stream, value: value, bound: bound, window: window) }
        if let withinNanoseconds {
            return .eventually(stream, value: value, withinNanoseconds: withinNanoseconds, anchor: anchor)
        }
        return .value(stream, value: value, window: window)
    }

    /// `CODE then N then M … [strictly]`: the steps must each change the value.
    mutating func sequence(
        _ stream: CodeStream, from value: Int, thens: [ClauseSyntax],
        window: ExpectationWindow, alternatives: [Int] = []
    ) -> ExpectationForm? {
        var values = [value]
        for then in thens {
            guard let v = step(stream, then, subject: value, alternatives: alternatives, edge: false) else {
                return nil
            }
            if v == values.last {
                error(
                    "'then \(v)' repeats the step before it, which can never be seen", at: then,
                    hint: "a sequence is read from the value changes (consecutive equal values merge into one)")
                return nil
            }
            values.append(v)
        }
        return .sequence(stream, values: values, strict: has(.strictly), window: window)
    }

    mutating func callbacks(_ subject: ClauseSyntax) -> ExpectationForm? {
        reject(
            [.always, .transition, .then, .strictly, .indoors, .outdoors, .transitionFlag, .thenFlag, .or],
            for: subject, what: "`callbacks`")
        let window = window()
        if let every = clause(.every) {
            guard let period = every.values.first?.durationNanoseconds, period > 0 else {
                error("the callback period must be more than 0 s", at: every)
                return nil
            }
            var tolerance = period / 10
            if let t = clause(.tolerance) {
                guard let value = t.values.first?.durationNanoseconds, value >= 0 else {
                    error("the tolerance must be ≥ 0 s", at: t)
                    return nil
                }
                tolerance = value
            }
            return .cadence(periodNanoseconds: period, toleranceNanoseconds: tolerance, window: window)
        }
        if let t = clause(.tolerance) { error("'±' needs 'every DURATION'", at: t) }
        if has(.once) { return .callbackCount(.exactly(1), window: window) }
        if has(.never) { return .callbackCount(.exactly(0), window: window) }
        if let (bound, _) = countBound() { return .callbackCount(bound, window: window) }
        if let within = within() {
            if let other = Self.windows.compactMap({ clause($0) }).first {
                error("'within' already gives the window; '\(other.keywords.first ?? "")' cannot be added", at: other)
            }
            return .firstCallback(withinNanoseconds: within, anchor: anchor())
        }
        return .callbackCount(.atLeast(1), window: window)
    }

    /// `final floor = label`, `indoors detected within D of label`: they take no other clause.
    mutating func labelForm(_ pattern: ExpectationSubject, _ subject: ClauseSyntax) -> ExpectationForm? {
        let what = pattern == .labelFloor ? "`final floor = label`" : "`indoors detected … of label`"
        reject(ExpectationModifier.allCases.filter { $0 != .device }, for: subject, what: what)
        guard pattern == .labelIndoors else { return .finalFloorLabel }
        guard let within = subject.values.first?.durationNanoseconds, within >= 0 else {
            error("'indoors detected within' needs a duration ≥ 0", at: subject)
            return nil
        }
        return .indoorDetectionLabel(withinNanoseconds: within)
    }

    mutating func recovery(_ subject: ClauseSyntax) -> ExpectationForm? {
        reject(
            Self.codePredicates.filter { $0 != .within && $0 != .eventually } + Self.callbackPredicates
                + Self.anchors + Self.windows + [.indoors, .outdoors],
            for: subject, what: "`recovery`")
        guard let within = within() else {
            error("'recovery' needs 'within DURATION'", at: subject, hint: "expect recovery within 60 s")
            return nil
        }
        return .recovery(withinNanoseconds: within)
    }
}
