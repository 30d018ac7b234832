import Foundation

/// Finds scenario files: a file as given, a folder's `*.scenario` files recursively, sorted.
enum ScenarioFileSearch {
    /// `path` itself when it is a file, the `*.scenario` files under it when it is a folder, or
    /// `nil` when nothing is there.
    static func find(_ path: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return [path] }
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        let enumerator = FileManager.default.enumerator(atPath: base)
        var found: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".scenario") { found.append(base + "/" + relative) }
        }
        return found.sorted()
    }
}
