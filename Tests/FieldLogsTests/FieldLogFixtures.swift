import Foundation

/// Paths of this target's fixtures and a scratch folder for synthetic recordings.
enum FieldLogFixtures {
    /// `Tests/FieldLogsTests/Fixtures`.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// A real falcon-2018 file (`trials/NAME` or `indoor-outdoor/NAME`).
    static func falcon(_ name: String) -> String {
        folder.appendingPathComponent("falcon-2018").appendingPathComponent(name).path
    }

    /// A fresh folder for one test's files.
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fieldlogs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` as `name` in `folder` and returns its path.
    @discardableResult
    static func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
