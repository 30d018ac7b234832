import AltitudeSimTestSupport
import Foundation
import Testing

/// `altsim check` as a user runs it: the built executable, its output and exit status.
@Suite("altsim check")
struct CheckCommandTests {
    static let executable = PackagePaths.url(".build/debug/altsim").path

    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = PackagePaths.root
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self)
        )
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "altsim-check-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("The whole library checks clean: exit 0")
    func library() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable))
        let result = try Self.run(["check", "scenarios/"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("0 with errors"))
    }

    @Test("A folder with a bad file: compiler-style errors on stderr, exit 2")
    func badFile() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable))
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nested = folder.appendingPathComponent("nested")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try "scenario \"ok\"\nduration 1 h\ndevice \"p\"\n".write(
            to: folder.appendingPathComponent("good.scenario"), atomically: true, encoding: .utf8)
        try "scenario \"bad\"\nduration 1 h\ndevice \"p\" in \"Nowhere\" floor 2\n"
            .write(to: nested.appendingPathComponent("bad.scenario"), atomically: true, encoding: .utf8)
        try "not a scenario".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let result = try Self.run(["check", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(nested.path)/bad.scenario:3:15: error: no building named 'Nowhere'"))
        #expect(result.stderr.contains("device \"p\" in \"Nowhere\" floor 2\n              ^~~~~~~~~"))
        #expect(result.stderr.contains("2 files checked: 1 scenario, 0 libraries, 1 with errors"))
    }

    @Test("A clean file: exit 0; a missing path or no path: exit 2")
    func statuses() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable))
        #expect(try Self.run(["check", "scenarios/calm-day-outdoors.scenario"]).status == 0)
        #expect(try Self.run(["check", "scenarios/common/city.scenario"]).stdout.contains("1 library"))
        #expect(try Self.run(["check", "no/such/file.scenario"]).status == 2)
        #expect(try Self.run(["check"]).status == 2)
    }
}
