import Foundation

/// A delimited text file split into a header and rows of cells, with each row's line number.
///
/// Refuses what is not text (a NUL byte or invalid UTF-8 in the first 64 KiB, or anywhere in a
/// line) so a binary file is an error naming it, never rows of garbage. Cells may be quoted
/// (`"a,b"`, `""` for a quote); `\r\n` line ends are accepted.
struct TextTable {
    /// The header's cells, trimmed.
    var header: [String]
    /// The data rows: (1-based line number, cells trimmed).
    var rows: [(line: Int, cells: [String])]

    /// The largest file read (a recording of a day at 100 Hz is ≈ 1 GB; anything larger is not one).
    static let maximumBytes = 2_000_000_000

    /// Reads a whole file as text.
    static func readText(path: String) throws(RecordingImportError) -> String {
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            if let size = attributes[.size] as? Int, size > maximumBytes {
                throw RecordingImportError(
                    path: path, message: "the file is \(size) bytes, more than a recording (\(maximumBytes))")
            }
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch let error as RecordingImportError {
            throw error
        } catch {
            throw RecordingImportError(path: path, message: "cannot read the file: \(error.localizedDescription)")
        }
        if data.isEmpty { throw RecordingImportError(path: path, message: "the file is empty") }
        if data.contains(0) {
            throw RecordingImportError(
                path: path, message: "not a text file (it holds NUL bytes): give a CSV or JSONL recording")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw RecordingImportError(path: path, message: "not UTF-8 text: give a CSV or JSONL recording")
        }
        return text
    }

    /// The file's lines with their 1-based numbers (`\n` or `\r\n` ends), blank lines left out.
    static func lines(_ text: String) -> [(line: Int, text: Substring)] {
        var result: [(line: Int, text: Substring)] = []
        var number = 0
        // "\r\n" is one Character in Swift, so it is a separator of its own.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            if !line.allSatisfy(\.isWhitespace) { result.append((number, line)) }
        }
        return result
    }

    /// Splits one line at `separator`, honouring double quotes; cells trimmed of spaces.
    static func cells(_ line: Substring, separator: Character = ",") -> [String] {
        var cells: [String] = []
        var current = ""
        var quoted = false
        var iterator = line.makeIterator()
        var pending: Character? = nil
        while let character = pending ?? iterator.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    if let next = iterator.next() {
                        if next == "\"" {
                            current.append("\"")
                        } else {
                            quoted = false
                            pending = next
                        }
                    } else {
                        quoted = false
                    }
                } else {
                    current.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == separator {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        cells.append(current.trimmingCharacters(in: .whitespaces))
        return cells
    }

    /// A CSV file whose first non-empty line is the header.
    static func read(path: String, separator: Character = ",") throws(RecordingImportError) -> TextTable {
        let all = lines(try readText(path: path))
        guard let first = all.first else { throw RecordingImportError(path: path, message: "the file holds no line") }
        let header = cells(first.text, separator: separator)
        let rows = all.dropFirst().map { (line: $0.line, cells: cells($0.text, separator: separator)) }
        return TextTable(header: header, rows: rows)
    }

    /// The index of the first header cell equal to one of `names` (case-insensitive).
    func column(_ names: String...) -> Int? {
        let lowered = header.map { $0.lowercased() }
        for name in names { if let index = lowered.firstIndex(of: name.lowercased()) { return index } }
        return nil
    }

    /// The index of a required column, or an error naming it and the header.
    func requiredColumn(_ name: String, path: String) throws(RecordingImportError) -> Int {
        guard let index = column(name) else {
            throw RecordingImportError(
                path: path, line: 1,
                message: "no `\(name)` column in the header (\(header.prefix(12).joined(separator: ",")))")
        }
        return index
    }
}
