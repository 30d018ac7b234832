import AltitudeSimTestSupport
import Foundation

/// Paths of files beside the tests and in the package.
enum TestFiles {
    /// A fixture in Tests/ReportsTests/Fixtures.
    static func fixture(_ name: String) -> URL {
        PackagePaths.url("Tests/ReportsTests/Fixtures").appendingPathComponent(name)
    }
    /// A scratch directory for one test, created empty.
    static func scratch(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "altsim-reports-" + name, isDirectory: true)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
