import Testing
import XCTest

/// Where a failure is reported: a file (a `.scenario` or a Swift file), a line and a column from 1.
public struct ReportLocation: Hashable, Sendable, CustomStringConvertible {
    /// Path of the file.
    public var filePath: String
    /// Line, from 1.
    public var line: Int
    /// Column, from 1.
    public var column: Int

    /// Creates a location (line and column are clamped to at least 1).
    public init(filePath: String, line: Int, column: Int) {
        self.filePath = filePath
        self.line = max(1, line)
        self.column = max(1, column)
    }

    /// `path:line:col`.
    public var description: String { "\(filePath):\(line):\(column)" }
}
