/// One piece of a clause as it was matched: a fixed word of the grammar or a value.
public enum ClauseElement: Hashable, Sendable {
    /// A fixed word or symbol of the pattern (`floors`, `east`, `->`, `×`).
    case keyword(String)
    /// A value matched by a slot.
    case value(ValueNode)
}
