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
    /// A nested payload already encoded as JSON (`PayloadEncoder`).
    mutating func raw(_ name: StaticString, _ json: [UInt8])
}

/// Feeds the canonical binary encoding of a record straight into an FNV-1a 64 state, without
/// a buffer (Docs/simulator.md, "Trace hash"): keys are not encoded (the record type fixes
/// them and their order); each field is a tag byte and its value in little-endian bytes:
///
/// | field | bytes |
/// |---|---|
/// | null | `00` |
/// | integer | `01` + Int64 (two's complement) |
/// | unsigned | `02` + UInt64 |
/// | bool | `03` + `00`/`01` |
/// | double | `04` + IEEE-754 bit pattern (every NaN as `7ff8000000000000`) |
/// | string | `05` + UInt64 byte count + UTF-8 bytes |
/// | payload JSON | `06` + UInt64 byte count + the bytes |
/// | open / close object | `7b` / `7d` |
/// | end of record | `0a` |
struct BinaryTraceHasher: TraceFieldWriter {
    static let prime: UInt64 = 0x0000_0100_0000_01b3
    var value: UInt64

    @inline(__always)
    private mutating func byte(_ b: UInt8) { value = (value ^ UInt64(b)) &* Self.prime }

    @inline(__always)
    private mutating func word(_ w: UInt64) {
        var h = value
        var v = w
        for _ in 0..<8 {
            h = (h ^ (v & 0xFF)) &* Self.prime
            v >>= 8
        }
        value = h
    }

    private mutating func bytes(_ buffer: UnsafeBufferPointer<UInt8>) {
        word(UInt64(buffer.count))
        var h = value
        for b in buffer { h = (h ^ UInt64(b)) &* Self.prime }
        value = h
    }

    mutating func reset() {}
    mutating func finish() { byte(0x0A) }
    mutating func openObject(_ name: StaticString) { byte(0x7B) }
    mutating func closeObject() { byte(0x7D) }
    mutating func null(_ name: StaticString) { byte(0x00) }

    mutating func int(_ name: StaticString, _ value: Int64) {
        byte(0x01)
        word(UInt64(bitPattern: value))
    }

    mutating func int(_ name: StaticString, _ value: Int?) {
        guard let value else { return null(name) }
        int(name, Int64(value))
    }

    mutating func uint(_ name: StaticString, _ value: UInt64) {
        byte(0x02)
        word(value)
    }

    mutating func bool(_ name: StaticString, _ value: Bool?) {
        guard let value else { return null(name) }
        byte(0x03)
        byte(value ? 1 : 0)
    }

    mutating func double(_ name: StaticString, _ value: Double?) {
        guard let value else { return null(name) }
        byte(0x04)
        word(value.isNaN ? 0x7FF8_0000_0000_0000 : value.bitPattern)
    }

    mutating func string(_ name: StaticString, _ value: String?) {
        guard let value else { return null(name) }
        byte(0x05)
        var text = value
        text.withUTF8 { bytes($0) }
    }

    mutating func raw(_ name: StaticString, _ json: [UInt8]) {
        byte(0x06)
        json.withUnsafeBufferPointer { bytes($0) }
    }
}
