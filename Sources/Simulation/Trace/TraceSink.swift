public import Foundation

/// Where a run's trace goes: each record with its canonical JSON line, in order.
///
/// A run always hashes its trace (`SimulationResult.traceHash`); sinks are extra consumers.
/// The line is formatted only when `wantsLines` is `true` (else `receive` gets an empty one).
public protocol TraceSink: AnyObject {
    /// Receives one record and its canonical line (UTF-8, no trailing newline; empty when
    /// `wantsLines` is `false`).
    func receive(_ record: TraceRecord, line: [UInt8])
    /// Called once after the last record.
    func finish()
    /// Whether `receive` needs the canonical line (read once, when the run is built).
    var wantsLines: Bool { get }
}

extension TraceSink {
    /// Does nothing (sinks without buffers).
    public func finish() {}
    /// `true`: the line is formatted for every record.
    public var wantsLines: Bool { true }
}

/// Keeps every record in memory (tests, small runs, reports).
public final class TraceRecorder: TraceSink {
    /// The records, in trace order.
    public private(set) var records: [TraceRecord] = []
    /// The canonical lines (only when created with `keepingLines: true`).
    public private(set) var lines: [[UInt8]] = []
    private let keepLines: Bool

    /// A recorder; `keepingLines` also keeps each canonical line.
    public init(keepingLines: Bool = false) { keepLines = keepingLines }

    /// Lines are formatted only for a recorder that keeps them.
    public var wantsLines: Bool { keepLines }

    /// Keeps the record (and the line, when asked).
    public func receive(_ record: TraceRecord, line: [UInt8]) {
        records.append(record)
        if keepLines { lines.append(line) }
    }

    /// The whole trace as JSON Lines text (requires `keepingLines: true`).
    public var jsonLines: String {
        lines.map { String(decoding: $0, as: UTF8.self) + "\n" }.joined()
    }
}

/// Streams the trace as JSON Lines (one object per line, `\n` endings), buffering up to
/// 64 KiB between writes.
///
/// A write that fails (a full disk) does not stop the run: the writer keeps the first error in
/// ``writeError``, drops everything after it, and the caller reports it once the run ends.
public final class JSONLinesWriter: TraceSink {
    private let output: ([UInt8]) throws -> Void
    private var buffer: [UInt8] = []
    private static let flushBytes = 64 * 1024
    /// The first write error, if any (nothing more is written after it).
    public private(set) var writeError: (any Error)?

    /// A writer to `handle` (the caller opens and closes it).
    public convenience init(handle: FileHandle) {
        self.init { bytes in try handle.write(contentsOf: bytes) }
    }

    /// A writer that hands each chunk of lines to `write`.
    public init(write: @escaping ([UInt8]) throws -> Void) {
        output = write
        buffer.reserveCapacity(Self.flushBytes + 4096)
    }

    /// Buffers the line and its newline; writes every 64 KiB.
    public func receive(_ record: TraceRecord, line: [UInt8]) {
        guard writeError == nil else { return }
        buffer.append(contentsOf: line)
        buffer.append(0x0A)
        if buffer.count >= Self.flushBytes { flush() }
    }

    /// Writes what is buffered.
    public func finish() { flush() }

    private func flush() {
        guard !buffer.isEmpty, writeError == nil else { return }
        do { try output(buffer) } catch { writeError = error }
        buffer.removeAll(keepingCapacity: true)
    }
}

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
