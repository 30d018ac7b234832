public import Foundation

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
