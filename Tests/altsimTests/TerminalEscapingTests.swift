import Foundation
import Testing

/// Files whose names hold ESC, BEL and a newline: altsim prints the names with visible escapes
/// on both streams, and never a raw control character it did not write itself.
@Suite("Hostile file names are printed with visible escapes")
struct TerminalEscapingTests {
    /// A name that would recolour and clear the terminal, ring it and forge a line.
    static let hostileName = "x\u{1B}[31m\u{1B}[2J\u{07}\nPASS fake.scenario"
    static let shownName = "x\\u{1B}[31m\\u{1B}[2J\\u{7}\\u{A}PASS fake.scenario"

    /// No control character but newlines (altsim's own output has no escape code when not on a terminal).
    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F..<0xA0).contains($0.value) }
    }

    /// A scratch folder holding `fixture` under the hostile name.
    static func folder(with fixture: String) throws -> (folder: URL, file: URL) {
        let folder = try Altsim.scratch("escaping")
        let file = folder.appendingPathComponent(hostileName + ".scenario")
        try FileManager.default.copyItem(atPath: Altsim.fixture(fixture), toPath: file.path)
        return (folder, file)
    }

    @Test("check: the diagnostic's location escapes the name")
    func checkBrokenFile() throws {
        let (folder, _) = try Self.folder(with: "broken.scenario")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Altsim.run(["check", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(Self.shownName + ".scenario:2:"), "stderr: \(result.stderr)")
        #expect(!Self.hasRawControl(result.stderr), "stderr: \(result.stderr)")
        #expect(!Self.hasRawControl(result.stdout))
    }

    @Test("run: the verdict line, the failure's location and a pasteable reproduce command")
    func runFailingFile() throws {
        let (folder, file) = try Self.folder(with: "fails.scenario")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Altsim.run([
            "run", file.path, "--quiet", "--report", folder.appendingPathComponent("r.html").path,
        ])
        #expect(result.status == 1, "stdout: \(result.stdout)\nstderr: \(result.stderr)")
        #expect(
            result.stdout.contains("FAIL " + folder.path + "/" + Self.shownName + ".scenario (seed 5)"),
            "stdout: \(result.stdout)")
        #expect(
            result.stdout.contains(Self.shownName + ".scenario:14:1: expectation failed"), "stdout: \(result.stdout)")
        #expect(
            result.stdout.contains(
                "reproduce: altsim run $'" + folder.path
                    + "/x\\x1B[31m\\x1B[2J\\x07\\x0APASS fake.scenario.scenario' --seed 5"),
            "stdout: \(result.stdout)")
        #expect(!result.stdout.contains("\nPASS fake"), "a forged verdict line: \(result.stdout)")
        #expect(!Self.hasRawControl(result.stdout), "stdout: \(result.stdout)")
        #expect(!Self.hasRawControl(result.stderr), "stderr: \(result.stderr)")
    }

    @Test("A missing file and an output path are escaped")
    func missingAndOutput() throws {
        let folder = try Altsim.scratch("escaping")
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try Altsim.run(["run", folder.path + "/" + Self.hostileName])
        #expect(missing.status == 2)
        #expect(
            missing.stderr.contains(Self.shownName + ": error: no such file or folder"), "stderr: \(missing.stderr)")
        #expect(!Self.hasRawControl(missing.stderr))
        let output = try Altsim.run([
            "run", Altsim.fixture("holds.scenario"), "--quiet", "--json",
            folder.path + "/" + Self.hostileName + ".json",
        ])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(
            output.stdout.contains("json:   " + folder.path + "/" + Self.shownName + ".json"),
            "stdout: \(output.stdout)")
        #expect(!Self.hasRawControl(output.stdout))
    }
}
