import Foundation
import Testing

/// Standard output carries the verdicts: when it cannot be written, the exit status says so.
@Suite("Standard output that cannot be written")
struct StandardOutputTests {
    @Test("check with standard output on /dev/full exits 2 naming the reason (before: exit 0, the summary lost)")
    func fullStandardOutput() throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { return }
        let scratch = try Altsim.scratch("stdout-full")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("ok.scenario")
        try "scenario \"ok\"\nduration 2 min\ndevice \"p\"\n  at 00:00 start sdk\n".write(
            to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = try Altsim.binary()
        process.arguments = ["check", file.path]
        process.standardOutput = full
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2, "stderr: \(stderr)")
        #expect(
            stderr.contains("altsim: error: cannot write standard output: No space left on device"), "stderr: \(stderr)"
        )
    }
}
