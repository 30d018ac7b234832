/// The field-by-field target of `TraceEncoder`: the canonical JSON line (`CanonicalJSONLine`)
/// and the trace hash's binary encoding (`BinaryTraceHasher`) are written by the same code, so
/// they always see the same fields in the same order.
protocol TraceFieldWriter {
    /// Starts a new record.
    mutating func reset()
    /// Ends the record.
    mutating func finish()
    mutating func openObject(_ name: StaticString)
    mutating func closeObject()
    mutating func null(_ name: StaticString)
    mutating func int(_ name: StaticString, _ value: Int64)
    mutating func int(_ name: StaticString, _ value: Int?)
    mutating func uint(_ name: StaticString, _ value: UInt64)
    mutating func bool(_ name: StaticString, _ value: Bool?)
    mutating func double(_ name: StaticString, _ value: Double?)
    mutating func string(_ name: StaticString, _ value: String?)
    /// A string field whose value is a literal (the same bytes as `string(name, value)`).
    mutating func literal(_ name: StaticString, _ value: StaticString)
    /// A nested payload: its JSON from `payloads` in a line, its fields' words in the hash.
    mutating func payload(_ name: StaticString, _ value: some Encodable, _ payloads: PayloadEncoder)
}
