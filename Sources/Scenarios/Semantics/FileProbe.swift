import Foundation

/// Probes the file system (only used to check that a named grid file exists).
enum FileProbe {
    static func isReadable(_ path: String) -> Bool { FileManager.default.isReadableFile(atPath: path) }
}
