/// Why a recording cannot be imported at all (a dirty row is counted instead, ``DirtyDataTally``).
public struct RecordingImportError: Error, Equatable, CustomStringConvertible {
    /// The file or folder, as given.
    public var path: String
    /// The 1-based line at fault, when one is.
    public var line: Int?
    /// What is wrong and what to do.
    public var message: String

    /// Creates an error.
    public init(path: String, line: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `PATH:LINE: error: MESSAGE`.
    public var description: String {
        "\(path)\(line.map { ":\($0)" } ?? ""): error: \(message)"
    }
}
