/// The bytes of one scenario file, with a table of line starts for rendering diagnostics.
///
/// Any bytes are accepted (binary, invalid UTF-8, no trailing newline). Lines end at `\n`;
/// a `\r` before it belongs to the line terminator.
public struct SourceFile: Sendable {
    /// The path the file was read from (as given).
    public let path: String
    /// The raw bytes.
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    /// Creates a source file from raw bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.lineStarts = starts
    }

    /// Creates a source file from text.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The bytes of line `line` (1-based) without its terminator (nor a UTF-8 byte-order mark
    /// starting line 1), or nil when out of range.
    public func lineBytes(_ line: Int) -> ArraySlice<UInt8>? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = line == 1 ? utf8ByteOrderMarkLength : lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return bytes[min(start, end)..<max(start, end)]
    }
}
