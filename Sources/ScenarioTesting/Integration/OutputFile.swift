#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file the tools write (a report, a trace, a corpus case), written so that the destination
/// is either the old file or the complete new one: the bytes go to a temporary file in the same
/// folder, which replaces the destination (`rename`) only on ``commit()``.
///
/// A destination that exists and is not a regular file (a device, a FIFO, a socket, a folder)
/// or is a symbolic link is refused and left as it is; the temporary file is opened with
/// `O_CREAT | O_EXCL | O_NOFOLLOW`, so nothing else is ever opened for writing. Every failure
/// is an ``OutputFileError`` naming the path and the system's reason.
public final class OutputFile {
    /// The destination, as given.
    public let path: String
    /// What the file is, for messages (`report`, `trace`).
    public let role: String
    private let temporaryPath: String
    private var descriptor: Int32
    /// The first write error; later writes do nothing.
    public private(set) var failure: OutputFileError?

    /// Checks the destination, creates its folder when missing and opens the temporary file.
    public init(path: String, role: String) throws(OutputFileError) {
        self.path = path
        self.role = role
        let existing = try OutputPath.existingMode(path, role: role)
        try OutputPath.createFolders(OutputPath.parent(of: path), for: path, role: role)
        let name = String(OutputPath.name(of: path).prefix(80))
        var attempt = 0
        while true {
            let candidate = OutputPath.sibling(
                of: path, named: ".\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if fd >= 0 {
                temporaryPath = candidate
                descriptor = fd
                break
            }
            let code = errno
            attempt += 1
            guard code == EEXIST, attempt < 100 else { throw .cannotWrite(role: role, path: path, errorNumber: code) }
        }
        // A replaced file keeps its permissions.
        if let mode = existing { _ = fchmod(descriptor, mode & 0o777) }
        TemporaryFiles.shared.add(temporaryPath)
    }

    deinit { discard() }

    /// Appends `bytes`. After a failure it does nothing and throws that failure again.
    public func write(_ bytes: [UInt8]) throws(OutputFileError) {
        if let failure { throw failure }
        guard descriptor >= 0 else { throw .cannotWrite(role: role, path: path, errorNumber: EBADF) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                    Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                let error = OutputFileError.cannotWrite(role: role, path: path, errorNumber: errno)
                failure = error
                throw error
            }
            offset += written
        }
    }

    /// Appends the UTF-8 of `text`.
    public func write(_ text: String) throws(OutputFileError) { try write(Array(text.utf8)) }

    /// Closes the temporary file and renames it over the destination (checked again, so a
    /// device or link put there meanwhile is still refused). On any failure the temporary file
    /// is removed and the destination is left as it was.
    public func commit() throws(OutputFileError) {
        if let failure {
            discard()
            throw failure
        }
        guard descriptor >= 0 else { throw .cannotWrite(role: role, path: path, errorNumber: EBADF) }
        let closed = close(descriptor)
        descriptor = -1
        if closed != 0 {
            let code = errno
            discard()
            throw .cannotWrite(role: role, path: path, errorNumber: code)
        }
        do {
            try OutputPath.checkDestination(path, role: role)
        } catch {
            discard()
            throw error
        }
        if rename(temporaryPath, path) != 0 {
            let code = errno
            discard()
            throw .cannotWrite(role: role, path: path, errorNumber: code)
        }
        TemporaryFiles.shared.remove(temporaryPath)
    }

    /// Closes and removes the temporary file (the destination is untouched). Safe to call twice.
    public func discard() {
        if descriptor >= 0 {
            _ = close(descriptor)
            descriptor = -1
        }
        if TemporaryFiles.shared.remove(temporaryPath) { _ = unlink(temporaryPath) }
    }

    /// Writes `text` to `path` as one file: the destination is replaced only when all of it
    /// was written.
    public static func write(_ text: String, to path: String, role: String) throws(OutputFileError) {
        try write(Array(text.utf8), to: path, role: role)
    }

    /// Writes `bytes` to `path` as one file, like ``write(_:to:role:)-(String,_,_)``.
    public static func write(_ bytes: [UInt8], to path: String, role: String) throws(OutputFileError) {
        let file = try OutputFile(path: path, role: role)
        try file.write(bytes)
        try file.commit()
    }
}
