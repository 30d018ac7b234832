/// Why a file's bytes are not UTF-8 text, found before any of it is parsed.
///
/// A file with one of these problems is not scenario text: the loader reports the problem
/// once, at its position, and never shows the file's lines (they may be anything).
public enum SourceEncodingProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file starts with a UTF-16 or UTF-32 byte-order mark (`bom` as hex, "FF FE").
    case wideEncoding(name: String, bom: String)
    /// A NUL or another control character (not tab, line feed, carriage return, form feed or
    /// vertical tab) at a 1-based line and column; `count` such characters in all.
    case controlCharacter(value: UInt8, line: Int, column: Int, count: Int)
    /// A byte that does not start a valid UTF-8 sequence, at a 1-based line and column;
    /// `count` such bytes in all.
    case invalidUTF8(byte: UInt8, line: Int, column: Int, count: Int)

    /// The line and column of the problem (1:1 for a byte-order mark).
    public var position: (line: Int, column: Int) {
        switch self {
        case .wideEncoding: (1, 1)
        case .controlCharacter(_, let line, let column, _), .invalidUTF8(_, let line, let column, _): (line, column)
        }
    }

    /// What is wrong, without quoting the file: "file is UTF-16 (BOM FF FE)".
    public var description: String {
        switch self {
        case .wideEncoding(let name, let bom):
            return "file is \(name) (BOM \(bom)); save it as UTF-8"
        case .controlCharacter(let value, _, _, let count):
            let name = value == 0 ? "a NUL byte (U+0000)" : "a control character (U+\(Self.hex(value, digits: 4)))"
            return "file holds \(name): it is not text" + Self.more(count, "control character")
        case .invalidUTF8(let byte, _, _, let count):
            return "invalid UTF-8 byte 0x\(Self.hex(byte, digits: 2)): the file is not UTF-8 text"
                + Self.more(count, "invalid byte")
        }
    }

    /// The problem as a phrase about a file named elsewhere: "it holds a NUL byte at 3:7".
    public var summary: String {
        switch self {
        case .wideEncoding(let name, let bom): "it is \(name) (BOM \(bom)), not UTF-8"
        case .controlCharacter(let value, let line, let column, _):
            value == 0
                ? "it holds a NUL byte at \(line):\(column)"
                : "it holds a control character (U+\(Self.hex(value, digits: 4))) at \(line):\(column)"
        case .invalidUTF8(let byte, let line, let column, _):
            "it holds invalid UTF-8 (byte 0x\(Self.hex(byte, digits: 2)) at \(line):\(column))"
        }
    }

    private static func more(_ count: Int, _ noun: String) -> String {
        count > 1 ? " (\(count) \(noun)s in all)" : ""
    }

    static func hex(_ value: UInt8, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

extension SourceFile {
    /// The length of a UTF-8 byte-order mark at the start (3), or 0. The lexer skips it.
    public var utf8ByteOrderMarkLength: Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The wide encoding named by a byte-order mark at the start (UTF-16 or UTF-32), if any.
    var wideEncodingProblem: SourceEncodingProblem? {
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return .wideEncoding(name: "UTF-32", bom: "FF FE 00 00") }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return .wideEncoding(name: "UTF-32", bom: "00 00 FE FF") }
        if bytes.starts(with: [0xFF, 0xFE]) { return .wideEncoding(name: "UTF-16", bom: "FF FE") }
        if bytes.starts(with: [0xFE, 0xFF]) { return .wideEncoding(name: "UTF-16", bom: "FE FF") }
        return nil
    }

    /// The first reason the bytes are not UTF-8 text (a wide byte-order mark, invalid UTF-8, a
    /// NUL or another control character), or `nil` for text. Linear in the file's size.
    public var encodingProblem: SourceEncodingProblem? {
        if let wide = wideEncodingProblem { return wide }
        var first: SourceEncodingProblem?
        var invalidCount = 0
        var controlCount = 0
        var line = 1
        var column = 1
        var index = utf8ByteOrderMarkLength
        let all = bytes[...]
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
                index += 1
                continue
            }
            let decoded = decodeScalar(all, at: index)
            if decoded.scalar == nil {
                invalidCount += 1
                if first == nil { first = .invalidUTF8(byte: byte, line: line, column: column, count: 0) }
            } else if byte < 0x20, ![0x09, 0x0D, 0x0C, 0x0B].contains(byte) {
                controlCount += 1
                if first == nil { first = .controlCharacter(value: byte, line: line, column: column, count: 0) }
            }
            index += decoded.length
            column += 1
        }
        switch first {
        case .invalidUTF8(let byte, let line, let column, _)?:
            return .invalidUTF8(byte: byte, line: line, column: column, count: invalidCount)
        case .controlCharacter(let value, let line, let column, _)?:
            return .controlCharacter(value: value, line: line, column: column, count: controlCount)
        default:
            return first
        }
    }
}
