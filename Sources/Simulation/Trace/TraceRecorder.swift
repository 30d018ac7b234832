internal import Foundation

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
