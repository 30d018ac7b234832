import Foundation

/// Which files a scenario may pull in through `include` and `terrain grid file`.
///
/// A scenario handed to you should not read files elsewhere on the machine, so `altsim`
/// confines both to the scenario's folder tree (``folderTree(of:roots:workingDirectory:)``)
/// unless the user passes `--allow-include-outside`. Paths are compared after resolving `..`
/// and symbolic links, so neither a `../../` path nor a link inside the tree leads out of it.
public struct IncludePolicy: Hashable, Sendable {
    /// The folder every named file must be inside (resolved), or `nil` for anywhere.
    public var rootFolder: String?

    /// Creates a policy confining named files to `rootFolder` (resolved here), or allowing
    /// any file when it is `nil`.
    public init(rootFolder: String?) {
        self.rootFolder = rootFolder.map(Self.canonicalPath)
    }

    /// Any readable file may be included (the default of the Swift API).
    public static let anywhere = IncludePolicy(rootFolder: nil)

    /// The policy `altsim` uses for `scenarioPath`: files must be inside the widest folder
    /// holding the scenario file among the working directory, the folders in `roots` (those
    /// named on the command line; other paths are ignored) and the scenario's own folder.
    public static func folderTree(
        of scenarioPath: String, roots: [String] = [],
        workingDirectory: String? = nil
    ) -> IncludePolicy {
        let workingDirectory = workingDirectory ?? FileManager.default.currentDirectoryPath
        // The folder the includes resolve from: where the path names the file (a symbolic link
        // to the scenario file itself does not move its includes).
        let named = absolute(scenarioPath, in: workingDirectory)
        let slash = named.lastIndex(of: "/") ?? named.startIndex
        let folder = canonicalPath(slash == named.startIndex ? "/" : String(named[..<slash]))
        let scenario = (folder == "/" ? "" : folder) + "/" + named[named.index(after: slash)...]
        let folders = roots.map { canonicalPath(absolute($0, in: workingDirectory)) }.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        let containing = ([canonicalPath(workingDirectory)] + folders + [folder]).filter { isInside(scenario, $0) }
        return IncludePolicy(rootFolder: containing.min { $0.count < $1.count } ?? folder)
    }

    /// Whether `path` (absolute, or relative to the working directory) may be read.
    public func allows(_ path: String) -> Bool {
        guard let rootFolder else { return true }
        return Self.isInside(
            Self.canonicalPath(Self.absolute(path, in: FileManager.default.currentDirectoryPath)), rootFolder)
    }

    /// The error for a refused `path`, named by a statement of `kind` ("include", "height grid").
    func refusal(of path: String, kind: String) -> (message: String, hint: String) {
        (
            "\(kind) '\(path)' is outside the scenario's folder '\(rootFolder ?? "/")'",
            "move the file into that folder, run altsim from a folder holding both, or pass --allow-include-outside"
        )
    }

    /// Whether canonical `path` is `folder` or below it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    static func absolute(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") ? path : directory + "/" + path
    }

    /// `path` made absolute with `..`, `.` and symbolic links resolved (`realpath`); the part
    /// of a path that does not exist is normalised as text after its deepest existing folder.
    static func canonicalPath(_ path: String) -> String {
        let absolute = Self.absolute(path, in: FileManager.default.currentDirectoryPath)
        if let resolved = realPath(absolute) { return resolved }
        var parts = absolute.split(separator: "/").map(String.init)
        var rest: [String] = []
        while !parts.isEmpty {
            rest.insert(parts.removeLast(), at: 0)
            if let resolved = realPath("/" + parts.joined(separator: "/")) {
                return ScenarioLoader.resolve(
                    rest.joined(separator: "/"), relativeTo: (resolved == "/" ? "" : resolved) + "/.")
            }
        }
        return ScenarioLoader.resolve(absolute, relativeTo: "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
