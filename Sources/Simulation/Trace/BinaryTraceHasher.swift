/// Feeds the canonical binary encoding of a record straight into the trace hash, without a
/// buffer (Docs/simulator.md, "Trace hash"). Keys are not encoded (the record type fixes them
/// and their order); each field is a tag word and its value as 64-bit words:
///
/// | field | words |
/// |---|---|
/// | null | `0` |
/// | integer | `1`, Int64 bit pattern |
/// | unsigned | `2`, UInt64 |
/// | bool | `3`, `0`/`1` |
/// | double | `4`, IEEE-754 bit pattern (every NaN as `7ff8000000000000`) |
/// | string | `5`, UTF-8 byte count, the bytes packed little-endian 8 to a word (last one zero-padded) |
/// | payload | `6`, then its fields' words (`PayloadHashEncoder`) |
/// | open / close object | `0x7b` / `0x7d` |
/// | end of record | `0x0a` |
///
/// Each word `w` updates the state `h` as `h = (h ^ w) &* 0x100000001b3; h ^= h >> 32`.
struct BinaryTraceHasher: TraceFieldWriter {
    static let prime: UInt64 = 0x0000_0100_0000_01b3
    var value: UInt64

    @inline(__always)
    static func mix(_ h: UInt64, _ w: UInt64) -> UInt64 {
        let m = (h ^ w) &* prime
        return m ^ (m >> 32)
    }

    @inline(__always)
    mutating func word(_ w: UInt64) { value = Self.mix(value, w) }

    private mutating func bytes(_ buffer: UnsafeBufferPointer<UInt8>) {
        word(UInt64(buffer.count))
        var h = value
        var packed: UInt64 = 0
        var shift: UInt64 = 0
        for b in buffer {
            packed |= UInt64(b) << shift
            shift += 8
            if shift == 64 {
                h = Self.mix(h, packed)
                packed = 0
                shift = 0
            }
        }
        if shift > 0 { h = Self.mix(h, packed) }
        value = h
    }

    @inline(__always)
    mutating func reset() {}
    @inline(__always)
    mutating func finish() { word(0x0A) }
    @inline(__always)
    mutating func openObject(_ name: StaticString) { word(0x7B) }
    @inline(__always)
    mutating func closeObject() { word(0x7D) }
    @inline(__always)
    mutating func null(_ name: StaticString) { word(0) }

    @inline(__always)
    mutating func int(_ name: StaticString, _ value: Int64) {
        word(1)
        word(UInt64(bitPattern: value))
    }

    @inline(__always)
    mutating func int(_ name: StaticString, _ value: Int?) {
        guard let value else { return null(name) }
        int(name, Int64(value))
    }

    @inline(__always)
    mutating func uint(_ name: StaticString, _ value: UInt64) {
        word(2)
        word(value)
    }

    @inline(__always)
    mutating func bool(_ name: StaticString, _ value: Bool?) {
        guard let value else { return null(name) }
        word(3)
        word(value ? 1 : 0)
    }

    @inline(__always)
    mutating func double(_ name: StaticString, _ value: Double?) {
        guard let value else { return null(name) }
        word(4)
        word(value.isNaN ? 0x7FF8_0000_0000_0000 : value.bitPattern)
    }

    mutating func string(_ name: StaticString, _ value: String?) {
        guard let value else { return null(name) }
        word(5)
        var text = value
        text.withUTF8 { bytes($0) }
    }

    @inline(__always)
    mutating func literal(_ name: StaticString, _ value: StaticString) {
        guard value.hasPointerRepresentation else { return string(name, value.description) }
        word(5)
        bytes(UnsafeBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount))
    }

    mutating func payload(_ name: StaticString, _ value: some Encodable, _ payloads: PayloadEncoder) {
        word(6)
        PayloadHashEncoder.hash(value, into: &self)
    }

    // Value words for `PayloadHashEncoder` (the same tags as the fields above).
    mutating func string(_ utf8: UnsafeBufferPointer<UInt8>) {
        word(5)
        bytes(utf8)
    }

    mutating func signed(_ value: Int64) {
        word(1)
        word(UInt64(bitPattern: value))
    }

    mutating func unsigned(_ value: UInt64) {
        word(2)
        word(value)
    }

    mutating func bool(_ value: Bool) {
        word(3)
        word(value ? 1 : 0)
    }

    mutating func double(_ value: Double) {
        word(4)
        word(value.isNaN ? 0x7FF8_0000_0000_0000 : value.bitPattern)
    }
}
