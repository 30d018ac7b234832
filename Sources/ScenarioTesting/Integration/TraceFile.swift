public import Foundation
public import Simulation

/// A trace file being written: JSON Lines, gzip-compressed as it goes when the path ends in
/// `.gz` (`trace.jsonl.gz`), through an ``OutputFile`` (the destination is replaced only on
/// ``commit()``). ``contents(atPath:)`` reads one back, compressed or not.
///
/// ```swift
/// let file = try TraceFile(path: "out/run.jsonl.gz")
/// try file.write(header.line + "\n")
/// let sink = file.lineWriter()     // a TraceSink: hand it to the run
/// // … run with the sink; check sink.writeError …
/// try file.commit()
/// ```
public final class TraceFile {
    private let file: OutputFile
    private let deflater: GzipDeflater?

    /// The destination, as given.
    public var path: String { file.path }
    /// Whether the file is written compressed (its path ends in `.gz`).
    public var isCompressed: Bool { deflater != nil }

    /// Whether a trace at `path` is written compressed: its name ends in `.gz`.
    public static func isCompressed(path: String) -> Bool { path.hasSuffix(".gz") }

    /// Opens the temporary file beside `path` (see ``OutputFile``); `role` names it in messages.
    public init(path: String, role: String = "trace") throws {
        file = try OutputFile(path: path, role: role)
        deflater = Self.isCompressed(path: path) ? try GzipDeflater() : nil
    }

    /// Appends `bytes` (compressed for a `.gz` file).
    public func write(_ bytes: [UInt8]) throws {
        if let deflater {
            try deflater.compress(bytes) { compressed in try file.write(compressed) }
        } else {
            try file.write(bytes)
        }
    }

    /// Appends the UTF-8 of `text`.
    public func write(_ text: String) throws { try write(Array(text.utf8)) }

    /// A trace sink writing each record's line into this file (its first write error is its
    /// `writeError`; ``commit()`` still has to be called after the run).
    public func lineWriter() -> JSONLinesWriter { JSONLinesWriter { bytes in try self.write(bytes) } }

    /// Ends the compressed stream, then puts the file in place of the destination.
    public func commit() throws {
        do {
            try deflater?.finish { compressed in try file.write(compressed) }
        } catch {
            file.discard()
            throw error
        }
        try file.commit()
    }

    /// Removes the temporary file; the destination is untouched.
    public func discard() { file.discard() }

    /// The bytes of the trace at `path`, decompressed when they are gzip (they start with the
    /// gzip magic 1f 8b, whatever the name).
    public static func contents(atPath path: String) throws(TraceFileError) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(
                reason: FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file")
        }
        guard data.count >= 2, data[data.startIndex] == 0x1F, data[data.startIndex + 1] == 0x8B else { return data }
        return Data(try GzipInflater.decompress([UInt8](data)))
    }
}
