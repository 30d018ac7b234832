extension ExpectationReader {
    /// The first service fault of the clause's kind (`of service outage`, `during service stale`), or
    /// an error listing the faults the scenario has.
    mutating func worldFault(_ clause: ClauseSyntax) -> WorldFaultWindow? {
        guard let kind = clause.values.first?.word else { return nil }
        if let fault = context.worldFaults.first(where: { $0.kind == kind }) { return fault }
        let known = context.worldFaults.map(\.kind)
        error(
            "the scenario has no service \(kind)", at: clause,
            hint: known.isEmpty
                ? "add one: `service \(kind), from TIME, for DURATION` or `at TIME assistance \(kind) for DURATION`"
                : "its service faults: " + known.joined(separator: ", "))
        return nil
    }

    /// `of service KIND [end]`: the first such fault's start, or its end.
    mutating func serviceFaultAnchor(_ clause: ClauseSyntax) -> ExpectationAnchor {
        guard let fault = worldFault(clause) else { return .start }
        guard clause.keywords.last == "end" else {
            return .worldFault("the service \(fault.kind)", offsetNanoseconds: fault.startNanoseconds)
        }
        guard let end = fault.endNanoseconds else {
            error(
                "the service \(fault.kind) lasts to the end of the run, so it has no end to count from", at: clause,
                hint: "give the fault a length (`for DURATION`)")
            return .start
        }
        return .worldFault("the end of the service \(fault.kind)", offsetNanoseconds: end)
    }

    /// `during service KIND`: the first such fault's window.
    mutating func serviceFaultWindow(_ clause: ClauseSyntax) -> ExpectationWindow {
        if let other = [ExpectationModifier.at, .after, .before, .from, .during].compactMap({ self.clause($0) }).first {
            error("'during' cannot be combined with '\(other.keywords.first ?? "")'", at: other)
        }
        guard let fault = worldFault(clause) else { return .wholeRun }
        return ExpectationWindow(startNanoseconds: fault.startNanoseconds, endNanoseconds: fault.endNanoseconds)
    }
}
