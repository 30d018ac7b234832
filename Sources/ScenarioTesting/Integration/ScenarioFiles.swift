import Foundation
import Scenarios

/// Lists the `.scenario` files of a folder for `@Test(arguments:)`.
///
/// ```swift
/// @Test(arguments: try ScenarioFiles.list(in: "scenarios"))
/// func library(_ file: ScenarioFile) throws { try checkScenario(file: file.path) }
/// ```
public enum ScenarioFiles {
    /// The `.scenario` files under `folder` (recursively), sorted by relative path. Library files
    /// (no error and no `scenario` statement of their own: a shared city, a standard phone) are
    /// left out — they are only meant to be included, not run. A file with errors is listed, so
    /// its test fails instead of being skipped.
    ///
    /// A relative `folder` is resolved against the package root: the nearest folder above
    /// `anchorFile` (default: the calling Swift file) that holds `Package.swift`. Throws when
    /// the folder is missing or holds no scenario, so a wrong path cannot pass silently.
    public static func list(in folder: String, anchorFile: String = #filePath) throws -> [ScenarioFile] {
        let root = folder.hasPrefix("/") ? folder : try packageRoot(from: anchorFile) + "/" + folder
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue,
            let enumerator = manager.enumerator(atPath: root)
        else {
            throw ScenarioTestingError.folderUnreadable(path: root)
        }
        var files: [ScenarioFile] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".scenario") else { continue }
            let path = root + "/" + relative
            if ScenarioLoader().loadScenario(path: path).isLibrary { continue }
            files.append(ScenarioFile(path: path, name: relative))
        }
        guard !files.isEmpty else { throw ScenarioTestingError.noScenarioFiles(folder: root) }
        return files.sorted()
    }

    /// The nearest folder above `file` that holds `Package.swift`.
    public static func packageRoot(from file: String) throws -> String {
        var components = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while components.count > 1 {
            components.removeLast()
            let candidate = components.joined(separator: "/")
            if FileManager.default.fileExists(atPath: candidate + "/Package.swift") { return candidate }
        }
        throw ScenarioTestingError.packageRootNotFound(from: file)
    }
}
