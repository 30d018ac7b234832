/// One element of a pattern: a fixed word, a slot, or an optional group.
public indirect enum PatternElement: Hashable, Sendable {
    /// A fixed word or symbol.
    case literal(String)
    /// A value.
    case slot(Slot)
    /// An optional group, taken when its first element matches.
    case optional([PatternElement])
}
