import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the files a scenario names, refusing what is not a regular file of a sane size.
///
/// A FIFO would block the run forever, a device such as `/dev/zero` never ends and a
/// directory has no text, so each of these is an error instead of a read. The file is
/// opened without blocking and checked on the open descriptor, so it cannot be swapped
/// between the check and the read.
public enum ScenarioFileReader {
    /// The largest file read: scenario files and height grids are far smaller (64 MiB).
    public static let maximumFileBytes = 64 << 20

    /// The bytes of the regular file at `path`.
    /// - Throws: ``FileReadError`` naming what the path is, or why it cannot be opened.
    public static func read(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileReadError(reason: reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileReadError(reason: reason(errno)) }
        if let kind = kindName(status.st_mode & S_IFMT) {
            throw FileReadError(reason: "it is \(kind), not a regular file")
        }
        guard Int(status.st_size) <= maximumFileBytes else { throw tooLarge }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileReadError(reason: reason(errno))
            }
            if count == 0 { break }
            bytes += buffer[0..<count]
            // Files whose size the kernel does not know (/proc) are cut at the same limit.
            guard bytes.count <= maximumFileBytes else { throw tooLarge }
        }
        return bytes
    }

    private static var tooLarge: FileReadError {
        FileReadError(reason: "it is larger than \(maximumFileBytes >> 20) MiB")
    }

    private static func kindName(_ type: mode_t) -> String? {
        switch type {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "an unknown kind of file"
        }
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case ELOOP: "too many levels of symbolic links"
        case ENAMETOOLONG: "the path is too long"
        case ENOTDIR: "a folder in the path is not a folder"
        default: String(cString: strerror(code))
        }
    }
}
