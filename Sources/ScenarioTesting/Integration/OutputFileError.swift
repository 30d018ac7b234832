#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why an output file was not written.
public enum OutputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The destination exists and is not a regular file (`kind`: `a folder`, `a FIFO`, …).
    case notRegularFile(role: String, path: String, kind: String)
    /// A folder the command writes into exists and is not a folder (or is a link).
    case notFolder(role: String, path: String, kind: String)
    /// The system refused (`errorNumber` is the `errno`).
    case cannotWrite(role: String, path: String, errorNumber: Int32)
    /// Two outputs resolve to the same file.
    case sameOutput(role: String, path: String, otherRole: String, otherPath: String)
    /// An output resolves to a file the command reads.
    case overwritesInput(role: String, path: String, input: String)

    /// What is wrong with which output, in one line.
    public var description: String {
        switch self {
        case .notRegularFile(let role, let path, let kind):
            "cannot write the \(role) '\(path)': it is \(kind), not a regular file (it was left as it is; give the path of a file)"
        case .notFolder(let role, let path, let kind):
            "cannot write into the \(role) '\(path)': it is \(kind), not a folder (it was left as it is; give the path of a folder)"
        case .cannotWrite(let role, let path, let errorNumber):
            "cannot write the \(role) '\(path)': \(String(cString: strerror(errorNumber)))"
        case .sameOutput(let role, let path, let otherRole, let otherPath):
            path == otherPath
                ? "the \(role) and the \(otherRole) are both '\(path)': give each output its own file"
                : "the \(role) '\(path)' and the \(otherRole) '\(otherPath)' are the same file: give each output its own file"
        case .overwritesInput(let role, let path, let input):
            path == input
                ? "the \(role) '\(path)' is an input of this run: writing it would replace that file; choose another path"
                : "the \(role) '\(path)' is the input '\(input)': writing it would replace that file; choose another path"
        }
    }
}
