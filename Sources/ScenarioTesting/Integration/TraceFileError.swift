internal import CZlib

/// Why a trace file could not be written or read.
public enum TraceFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// zlib refused an operation (`status` is its return code).
    case zlib(operation: String, status: Int32)
    /// The gzip data ends before its end (a file cut short, for example by a full disk or a killed run).
    case truncated
    /// The gzip data is damaged (`message` is zlib's).
    case corrupt(message: String)
    /// The file could not be read (`reason` is the system's).
    case unreadable(reason: String)

    /// What is wrong, and what to do, in one line.
    public var description: String {
        switch self {
        case .zlib(let operation, let status):
            "zlib could not \(operation) (status \(status)\(status == Z_MEM_ERROR ? ": out of memory" : ""))"
        case .truncated:
            "the gzip data is cut short (the file ends inside the compressed stream): write the trace again"
        case .corrupt(let message): "the gzip data is damaged (\(message)): write the trace again"
        case .unreadable(let reason): "cannot read the file: \(reason)"
        }
    }
}
