/// A position in a scenario source file: the file's path, a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars (an invalid UTF-8 byte counts as one column; a tab counts as
/// one column). `byteOffset` is the 0-based offset of the position in the file's bytes, used
/// to find the source line again when a diagnostic is rendered.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The path of the file as it was given to the parser (or a builder's `#fileID`).
    public var file: String
    /// Line number, from 1.
    public var line: Int
    /// Column number in Unicode scalars, from 1.
    public var column: Int
    /// Offset of the position in the file's bytes, from 0.
    public var byteOffset: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int, byteOffset: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
        self.byteOffset = byteOffset
    }

    /// A placeholder location for syntax built in code (no file).
    public static let unknown = SourceLocation(file: "", line: 0, column: 0)

    /// `path:line:col`, as compilers print it; control characters of the path are shown as
    /// escapes (`TerminalText`), so a hostile file name cannot drive the terminal.
    public var description: String { "\(TerminalText.escaped(file)):\(line):\(column)" }
}
