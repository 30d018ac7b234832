/// The state of compiling one statement: its clauses and the errors found so far.
struct ExpectationReader {
    let statement: StatementSyntax
    let context: ExpectationContext
    var diagnostics = DiagnosticBag()

    init(statement: StatementSyntax, context: ExpectationContext) {
        self.statement = statement
        self.context = context
    }

    /// The first clause matched by `modifier`, if any.
    func clause(_ modifier: ExpectationModifier) -> ClauseSyntax? { statement.clause(modifier) }
    /// Whether a clause matched by `modifier` is written.
    func has(_ modifier: ExpectationModifier) -> Bool { statement.clause(modifier) != nil }

    mutating func error(_ message: String, at clause: ClauseSyntax?, hint: String? = nil) {
        diagnostics.error(message, at: clause?.range ?? statement.range, hint: hint)
    }

    /// Clauses that an expectation may hold more than once (the steps of a sequence).
    static let repeatableClauses: Set<String> = [
        ExpectationModifier.then.rawValue, ExpectationModifier.thenFlag.rawValue, ExpectationModifier.or.rawValue,
    ]

    /// A modifier written twice (`at 00:05 at 00:06`, `for "a" for "b"`) is an error at the
    /// second: only one of them could count, and silently ignoring the other would check
    /// something the author did not write. Subjects are checked by ``form()``.
    mutating func rejectRepeatedClauses() {
        var seen: [String: ClauseSyntax] = [:]
        for clause in statement.clauses
        where !Self.repeatableClauses.contains(clause.name)
            && clause.pattern(ExpectationSubject.self) == nil
        {
            guard let first = seen[clause.name] else {
                seen[clause.name] = clause
                continue
            }
            error(
                "'\(ScenarioPrinter.print(clause.elements))' repeats '\(ScenarioPrinter.print(first.elements))'",
                at: clause,
                hint: "an expectation takes each modifier once; write one `expect` line per check")
        }
    }

    /// The device named by `for "NAME"`, or the enclosing block's.
    mutating func device(enclosing: String?) -> String? {
        guard let clause = clause(.device), let name = clause.values.first?.string else { return enclosing }
        if !context.deviceNames.contains(name), context.deviceGroups[name] == nil {
            let hint =
                EditDistance.didYouMean(name, among: context.deviceNames)
                ?? (context.deviceNames.isEmpty
                    ? "the scenario has no devices"
                    : "devices: " + context.deviceNames.map { "\"\($0)\"" }.joined(separator: ", "))
            error("no device named \"\(name)\"", at: clause, hint: hint)
        }
        if let enclosing, enclosing != name {
            error(
                "expectation in the block of device \"\(enclosing)\" names device \"\(name)\"", at: clause,
                hint: "move it to the top level, or remove 'for \"\(name)\"'")
        }
        return name
    }

    /// A time of a window clause, checked against the run's length.
    mutating func time(_ node: ValueNode?, in clause: ClauseSyntax) -> Int64? {
        guard let nanoseconds = node?.timeNanosecondsSinceStart else {
            error("time out of range", at: clause)
            return nil
        }
        if nanoseconds > context.durationNanoseconds {
            error(
                "\(describeTime(nanoseconds)) is after the end of the run (\(describeTime(context.durationNanoseconds)))",
                at: clause)
            return nil
        }
        return nanoseconds
    }

    /// The window from `at`, `after`, `before`, `from … to …`.
    mutating func window() -> ExpectationWindow {
        var window = ExpectationWindow.wholeRun
        if let during = clause(.during) { return duringWindow(during) }
        if let during = clause(.duringServiceFault) { return serviceFaultWindow(during) }
        if let at = clause(.at) {
            if let other = clause(.from) ?? clause(.after) ?? clause(.before) {
                error("'at' cannot be combined with '\(other.keywords.first ?? "")'", at: other)
            }
            if let t = time(at.values.first, in: at) { window = .instant(t) }
            return window
        }
        if let from = clause(.from) {
            if let other = clause(.after) ?? clause(.before) {
                error("'from … to …' cannot be combined with '\(other.keywords.first ?? "")'", at: other)
            }
            let start = time(from.values.first, in: from)
            let end = time(from.values.dropFirst().first, in: from)
            if let start, let end, start > end {
                error("empty window: \(describeTime(start)) is after \(describeTime(end))", at: from)
            }
            return ExpectationWindow(startNanoseconds: start, endNanoseconds: end)
        }
        if let after = clause(.after) { window.startNanoseconds = time(after.values.first, in: after) }
        if let before = clause(.before) { window.endNanoseconds = time(before.values.first, in: before) }
        if let start = window.startNanoseconds, let end = window.endNanoseconds, start > end {
            error("empty window: \(describeTime(start)) is after \(describeTime(end))", at: clause(.before))
        }
        return window
    }

    /// `indoors` / `outdoors`.
    mutating func placement() -> Placement {
        switch (clause(.indoors), clause(.outdoors)) {
        case (nil, nil): return .anywhere
        case (_?, nil): return .indoors
        case (nil, _?): return .outdoors
        case (_?, let outdoors?):
            error("'indoors' and 'outdoors' exclude each other", at: outdoors)
            return .anywhere
        }
    }

    /// What `within` counts from.
    mutating func anchor() -> ExpectationAnchor {
        if let of = clause(.ofStart) {
            return of.values.first?.word == "recovery" ? .lastFaultEnd : .start
        }
        if let of = clause(.ofEvent), let label = of.values.first?.string {
            guard let step = context.labels[label] else {
                let names = context.labels.keys.sorted()
                let hint =
                    EditDistance.didYouMean(label, among: names)
                    ?? (names.isEmpty
                        ? "no timeline step has a label (`as \"NAME\"`)"
                        : "labels: " + names.map { "\"\($0)\"" }.joined(separator: ", "))
                error("no timeline step labelled \"\(label)\"", at: of, hint: hint)
                return .start
            }
            return .label(label, offsetNanoseconds: step.offsetNanoseconds)
        }
        if let of = clause(.ofCode), let (stream, value) = code(in: of),
            let others = alternatives(stream, value: value, clauses: anchorAlternativeClauses())
        {
            return .code(stream, values: [value] + others)
        }
        if let of = clause(.ofServiceFault) { return serviceFaultAnchor(of) }
        return .start
    }

    /// A stream and a code number from a `code`/`ofCode` clause, checked against the catalog.
    mutating func code(in clause: ClauseSyntax) -> (CodeStream, Int)? {
        let words = clause.values.compactMap(\.word)
        guard let word = words.first, let number = clause.values.compactMap(\.integer).first else { return nil }
        let stream: CodeStream =
            switch word {
            case "status": .status
            case "sdk": .sdk
            case "error": .error
            case "warning": .warning
            default: .calibration
            }
        return checked(stream, number, at: clause).map { (stream, $0) }
    }

    /// A code number of `stream`, or an error listing the valid ones.
    mutating func checked(_ stream: CodeStream, _ number: Int64, at clause: ClauseSyntax) -> Int? {
        let valid = CodeCatalog.values(of: stream)
        guard let value = Int(exactly: number), valid.contains(value) else {
            error(
                "unknown \(stream.keyword) code \(number)", at: clause,
                hint: "\(stream.keyword) codes are " + valid.map(String.init).joined(separator: ", "))
            return nil
        }
        return value
    }

    /// `hh:mm:ss.SSS` for errors.
    func describeTime(_ nanoseconds: Int64) -> String { ExpectationTime.clock(nanoseconds) }
}
