import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a shard or fuzz report for `altsim merge`: like every input of altsim, only a regular
/// file (a FIFO would block, `/dev/zero` never ends), opened without blocking and checked on the
/// open descriptor. Its limit is larger than scenario files' 64 MiB: a shard of a one-hour
/// scenario at 1 Hz holds about 40 kB per seed.
enum ShardFileReader {
    /// The largest file read (2 GiB: ~50,000 one-hour runs).
    static let maximumFileBytes = 2 << 30

    /// A reason the file was not read.
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ path: String) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(description: String(cString: strerror(errno))) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            close(descriptor)
            throw ReadError(description: String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw ReadError(description: "it is \(kindName(status.st_mode & S_IFMT)), not a regular file")
        }
        guard Int(status.st_size) <= maximumFileBytes else {
            close(descriptor)
            throw ReadError(description: "it is larger than \(maximumFileBytes >> 30) GiB")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do { return [UInt8](try handle.readToEnd() ?? Data()) } catch {
            throw ReadError(description: "\(error.localizedDescription)")
        }
    }

    static func kindName(_ type: mode_t) -> String {
        switch type {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }
}
