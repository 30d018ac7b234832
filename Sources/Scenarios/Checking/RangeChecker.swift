/// Checks every numeric value of a scenario against ``SlotRanges``: a value outside its slot's
/// range (or one that does not fit 64-bit nanoseconds, or overflows its unit's conversion) is an
/// error at the value, naming the value, the slot and the range.
///
/// Runs before the semantic pass, over top-level statements and device blocks alike, so `check`
/// and `run` refuse the same values.
enum RangeChecker {
    /// Reports every out-of-range value of `statements` into `bag`; returns the ranges reported.
    static func check(_ statements: [StatementSyntax], into bag: inout DiagnosticBag) -> Set<SourceRange> {
        var reported = Set<SourceRange>()
        for statement in statements {
            check(statement, into: &bag, reported: &reported)
            for inner in statement.block { check(inner, into: &bag, reported: &reported) }
        }
        return reported
    }

    private static func check(
        _ statement: StatementSyntax, into bag: inout DiagnosticBag, reported: inout Set<SourceRange>
    ) {
        let schema = Grammar.schema(of: statement.kind)
        for (clause, pattern) in [(statement.head, schema.head)]
            + statement.clauses.compactMap({ clause in
                schema.clause(named: clause.name).map { (clause, $0) }
            })
        {
            for (slot, node) in slots(of: clause, in: pattern) {
                guard let entry = SlotRanges.entry(SlotRanges.Key(statement.kind, clause.name, slot)) else { continue }
                for value in numbers(node) {
                    if let problem = problem(value, entry) {
                        bag.error(problem.message, at: node.range, hint: problem.hint)
                        reported.insert(node.range)
                        break
                    }
                }
            }
        }
    }

    /// What is wrong with `value` for `entry`, if anything.
    private static func problem(_ value: Reading, _ entry: SlotRanges.Entry) -> (message: String, hint: String)? {
        let limit = "\(entry.what) must be \(entry.range.shown) (\(entry.range.reason))"
        switch value {
        case .unrepresentable(let text):
            return (
                "\(text) is too long for \(entry.what)",
                "durations and times are counted in 64-bit nanoseconds (about 292 years); " + limit
            )
        case .overflow(let text):
            return ("\(text) is too large for \(entry.what)", "in its base unit it is not a finite number; " + limit)
        case .value(let number, let text):
            guard !entry.range.contains(number) else { return nil }
            return ("\(text) is out of range for \(entry.what)", limit)
        }
    }

    /// A number read from a value, in the base unit.
    enum Reading {
        case value(Double, text: String)
        /// A duration or time that does not fit Int64 nanoseconds.
        case unrepresentable(String)
        /// A finite literal whose conversion to the base unit overflows (`1e308 km`).
        case overflow(String)
    }

    /// The numbers of a value node (two for a size or a grid), in base units.
    static func numbers(_ node: ValueNode) -> [Reading] {
        func quantity(_ q: Quantity) -> Reading {
            let text = q.description
            if q.dimension == .duration {
                guard let ns = q.durationNanoseconds else {
                    // A negative duration is simply out of range, however large.
                    return q.magnitude.value < 0
                        ? .value(-.greatestFiniteMagnitude, text: text) : .unrepresentable(text)
                }
                return .value(Double(ns) / 1e9, text: text)
            }
            let base = q.baseValue
            return base.isFinite ? .value(base, text: text) : .overflow(text)
        }
        switch node.value {
        case .quantity(let q): return [quantity(q)]
        case .integer(let n): return [.value(Double(n), text: String(n))]
        case .number(let literal): return [.value(literal.value, text: literal.text)]
        case .size(let width, let depth): return [quantity(width), quantity(depth)]
        case .grid(let columns, let rows):
            return [.value(Double(columns), text: String(columns)), .value(Double(rows), text: String(rows))]
        case .time(let time):
            let text = ScenarioPrinter.print(node.value)
            guard let ns = time.nanosecondsSinceStart else { return [.unrepresentable(text)] }
            return [.value(Double(ns) / 1e9, text: text)]
        case .string, .word, .date, .list: return []
        }
    }

    /// The values of `clause` with their slot's position in `pattern` (optional groups that
    /// were left out still count their slots, so positions do not depend on what was written).
    static func slots(of clause: ClauseSyntax, in pattern: Pattern) -> [(slot: Int, node: ValueNode)] {
        var found: [(slot: Int, node: ValueNode)] = []
        var position = 0
        var ordinal = 0
        let elements = clause.elements
        func slotCount(_ group: [PatternElement]) -> Int {
            group.reduce(0) { total, element in
                switch element {
                case .literal: total
                case .slot: total + 1
                case .optional(let inner): total + slotCount(inner)
                }
            }
        }
        func matches(_ element: PatternElement) -> Bool {
            guard position < elements.count else { return false }
            switch (element, elements[position]) {
            case (.literal(let word), .keyword(let written)): return word == written
            case (.slot, .value): return true
            case (.optional(let inner), _): return inner.first.map(matches) ?? false
            default: return false
            }
        }
        func walk(_ group: [PatternElement]) {
            for element in group {
                switch element {
                case .literal:
                    if matches(element) { position += 1 }
                case .slot:
                    if position < elements.count, case .value(let node) = elements[position] {
                        found.append((ordinal, node))
                        position += 1
                    }
                    ordinal += 1
                case .optional(let inner):
                    if matches(element) { walk(inner) } else { ordinal += slotCount(inner) }
                }
            }
        }
        walk(pattern.elements)
        return found
    }
}
