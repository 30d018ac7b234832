#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an output path names on disk: whether it may be written, its folder, and the file it
/// resolves to (for telling whether two paths are the same file).
public enum OutputPath {
    /// Checks that `path` may be replaced: it does not exist, or it is a regular file (not a
    /// link).
    public static func checkDestination(_ path: String, role: String) throws(OutputFileError) {
        _ = try existingMode(path, role: role)
    }

    /// ``checkDestination(_:role:)`` that returns the existing file's mode (`nil`: none).
    static func existingMode(_ path: String, role: String) throws(OutputFileError) -> mode_t? {
        guard !path.isEmpty else { throw .cannotWrite(role: role, path: path, errorNumber: ENOENT) }
        let name = name(of: path)
        guard !name.isEmpty, name != ".", name != ".." else {
            throw .notRegularFile(role: role, path: path, kind: "a folder")
        }
        var info = stat()
        if lstat(path, &info) == 0 {
            let type = info.st_mode & S_IFMT
            guard type == S_IFREG else { throw .notRegularFile(role: role, path: path, kind: kind(type)) }
            try checkWritableFolder(of: path, role: role)
            return info.st_mode
        }
        let code = errno
        // ENOENT: a new file (its folders are created); anything else (ENOTDIR: a parent is a
        // file, EACCES, ENAMETOOLONG, ELOOP) is the reason it cannot be written.
        guard code == ENOENT else { throw .cannotWrite(role: role, path: path, errorNumber: code) }
        try checkWritableFolder(of: path, role: role)
        return nil
    }

    /// Checks that the nearest existing folder above `path` lets us create entries (a
    /// read-only file system, a folder without write permission), so the failure is known
    /// before a run rather than after it.
    private static func checkWritableFolder(of path: String, role: String) throws(OutputFileError) {
        var folder = parent(of: path)
        var info = stat()
        while stat(folder, &info) != 0 {
            let code = errno
            guard code == ENOENT else { throw .cannotWrite(role: role, path: path, errorNumber: code) }
            let above = parent(of: folder)
            if above == folder { return }
            folder = above
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw .cannotWrite(role: role, path: path, errorNumber: ENOTDIR) }
        if access(folder, W_OK | X_OK) != 0 { throw .cannotWrite(role: role, path: path, errorNumber: errno) }
    }

    /// Checks that `path` may be written into: it does not exist (it will be created) or it is a
    /// folder (not a link to one).
    public static func checkFolder(_ path: String, role: String) throws(OutputFileError) {
        var info = stat()
        if lstat(path, &info) == 0 {
            let type = info.st_mode & S_IFMT
            guard type == S_IFDIR else { throw .notFolder(role: role, path: path, kind: kind(type)) }
            return
        }
        let code = errno
        guard code == ENOENT else { throw .cannotWrite(role: role, path: path, errorNumber: code) }
    }

    /// The article and name of a file type (`a FIFO`), for messages.
    static func kind(_ type: mode_t) -> String {
        switch type {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a folder"
        case S_IFLNK: "a symbolic link"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }

    /// The folder part of `path` (`.` for a bare name, `/` for a file at the root).
    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The last component of `path`.
    public static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// A file called `name` in the folder of `path`, spelt like `path` (relative stays relative).
    static func sibling(of path: String, named name: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return name }
        return String(path[...slash]) + name
    }

    /// Creates `folder` and its missing parents (like `mkdir -p`).
    static func createFolders(_ folder: String, for path: String, role: String) throws(OutputFileError) {
        var info = stat()
        if stat(folder, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw .cannotWrite(role: role, path: path, errorNumber: ENOTDIR)
            }
            return
        }
        let parts = folder.split(separator: "/", omittingEmptySubsequences: true)
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for part in parts {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
            if mkdir(prefix, 0o777) == 0 { continue }
            let code = errno
            guard code == EEXIST else { throw .cannotWrite(role: role, path: path, errorNumber: code) }
            guard stat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw .cannotWrite(role: role, path: path, errorNumber: ENOTDIR)
            }
        }
    }

    /// The file an output path will be: the real path of its folder (links and `..` resolved)
    /// followed by its name; folders that do not exist yet are resolved as far as they exist.
    public static func resolvedOutput(_ path: String) -> String {
        let name = name(of: path)
        let folder = parent(of: path)
        let resolvedFolder: String
        if let real = realPath(folder) {
            resolvedFolder = real
        } else if folder == path || folder == "." || folder == "/" {
            resolvedFolder = folder
        } else {
            resolvedFolder = resolvedOutput(folder)
        }
        if name == ".." { return parent(of: resolvedFolder) }
        if name == "." || name.isEmpty { return resolvedFolder }
        return resolvedFolder == "/" ? "/" + name : resolvedFolder + "/" + name
    }

    /// The file an input path reads (every link followed); as an output's when it does not exist.
    public static func resolvedInput(_ path: String) -> String {
        realPath(path) ?? resolvedOutput(path)
    }

    /// The device and inode of an existing file (links followed), to catch hard links.
    public static func fileID(_ path: String) -> FileID? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// A file's identity on its file system.
    public struct FileID: Hashable, Sendable {
        /// The file system's device number (`st_dev`).
        public var device: UInt64
        /// The file's inode number on that device (`st_ino`).
        public var inode: UInt64
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
