import Foundation

/// A height-grid file that cannot be read, with the 1-based line of the problem (0 when the
/// problem is not on one line).
public struct HeightGridError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, if the grid came from one.
    public var path: String?
    /// 1-based line number; 0 if not tied to a line.
    public var line: Int
    /// What is wrong, quoting the value and what was expected.
    public var message: String

    /// Creates an error.
    public init(path: String? = nil, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line: error: message`.
    public var description: String { "\(path ?? "<height grid>"):\(line): error: \(message)" }
}
