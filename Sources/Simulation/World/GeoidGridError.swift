import Foundation

/// A geoid grid that cannot be used.
public enum GeoidGridError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No file at the path (for the default EGM96 path: the `proj-data` package is not installed).
    case missingFile(path: String)
    /// The file is not a valid GTX grid.
    case malformed(path: String, message: String)

    /// `PATH: error: …`, with what to install or check.
    public var description: String {
        switch self {
        case .missingFile(let path):
            "\(path): error: geoid grid not found; install the Debian package `proj-data` (apt-get install proj-data), which provides egm96_15.gtx, or give the path of a GTX grid"
        case .malformed(let path, let message):
            "\(path): error: not a valid GTX geoid grid: \(message)"
        }
    }
}
