public import Foundation

/// Where a run's trace goes: each record with its canonical JSON line, in order.
///
/// A run always hashes its trace (`SimulationResult.traceHash`); sinks are extra consumers.
public protocol TraceSink: AnyObject {
    /// Receives one record and its canonical line (UTF-8, no trailing newline).
    func receive(_ record: TraceRecord, line: [UInt8])
    /// Called once after the last record.
    func finish()
}

extension TraceSink {
    /// Does nothing (sinks without buffers).
    public func finish() {}
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

/// Streams the trace to a file handle as JSON Lines (one object per line, `\n` endings),
/// buffering up to 64 KiB between writes.
public final class JSONLinesWriter: TraceSink {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private static let flushBytes = 64 * 1024

    /// A writer to `handle` (the caller opens and closes it).
    public init(handle: FileHandle) {
        self.handle = handle
        buffer.reserveCapacity(Self.flushBytes + 4096)
    }

    /// Buffers the line and its newline; writes every 64 KiB.
    public func receive(_ record: TraceRecord, line: [UInt8]) {
        buffer.append(contentsOf: line)
        buffer.append(0x0A)
        if buffer.count >= Self.flushBytes { flush() }
    }

    /// Writes what is buffered.
    public func finish() { flush() }

    private func flush() {
        guard !buffer.isEmpty else { return }
        handle.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}

/// A stable 64-bit FNV-1a hash over the canonical lines (each followed by `\n`): the same
/// trace text gives the same hash on every platform and run.
public struct TraceHash: Hashable, Sendable, CustomStringConvertible {
    /// The hash value.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    /// Lines hashed.
    public private(set) var lineCount = 0

    /// The hash of an empty trace.
    public init() {}

    /// Adds one line (and its newline).
    public mutating func add(line: [UInt8]) {
        var h = value
        for byte in line { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        h = (h ^ 0x0A) &* 0x0000_0100_0000_01b3
        value = h
        lineCount += 1
    }

    /// 16 lowercase hex digits.
    public var description: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
