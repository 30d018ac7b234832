public import Foundation

/// Files of the AltitudeSim checkout the tests run from: fixtures, docs, scenarios, tools.
public enum PackagePaths {
    /// The package root: the nearest folder above this source file that holds `Package.swift`
    /// (the working directory if none does, e.g. for a relocated build).
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// `relativePath` (e.g. `"Docs/cli.md"`) under the package root.
    public static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }
}
