internal import Foundation

/// A stable 64-bit FNV-1a hash over the canonical binary encoding of the records
/// (Docs/simulator.md, "Trace hash"): the same fields, in the same order, as the canonical
/// JSON lines, but as tagged little-endian bytes, so a run hashes its trace without formatting
/// a line when no sink wants one. The same trace gives the same hash on every platform and
/// run, with or without a sink attached.
public struct TraceHash: Hashable, Sendable, CustomStringConvertible {
    /// The FNV-1a 64 offset basis (the hash of an empty trace).
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The hash value.
    public private(set) var value: UInt64 = Self.offsetBasis
    /// Records hashed (one per trace line).
    public private(set) var lineCount = 0

    /// The hash of an empty trace.
    public init() {}

    /// Adds one record (builds a `TraceEncoder` per call: for tests and tools; a run reuses its
    /// encoder through `TraceEncoder.hash(_:into:)`).
    public mutating func add(_ record: TraceRecord) {
        TraceEncoder().hash(record, into: &self)
    }

    /// Stores the state after one more record.
    mutating func set(value newValue: UInt64) {
        value = newValue
        lineCount += 1
    }

    /// 16 lowercase hex digits.
    public var description: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
