import Foundation
import Testing

/// Files a scenario names that are not what they seem: their content never reaches the
/// terminal or a report, and reading them cannot block.
@Suite struct IncludedFileTests {
    static let marker = "SECRET-MARKER-51c9"

    /// A scenario that holds, with `line` added after its `seed` line.
    static func scenario(adding line: String) throws -> String {
        let holds = try String(contentsOfFile: Altsim.fixture("holds.scenario"), encoding: .utf8)
        return holds.replacingOccurrences(of: "seed 5\n", with: "seed 5\n\(line)\n")
    }

    @Test(
        "Secret lines of an included text file, binary file or grid appear in no output",
        arguments: ["include \"notes.txt\"", "include \"key.bin\"", "include \"../outside.txt\"", "REPLACE-TERRAIN"])
    func noLeak(line: String) throws {
        let scratch = try Altsim.scratch("leak")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = scratch.appendingPathComponent("tree")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "password: \(Self.marker)\nkey \(Self.marker)\n".write(
            to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        try "\(Self.marker) 1 2\n".write(
            to: scratch.appendingPathComponent("outside.txt"), atomically: true, encoding: .utf8)
        try Data([0x00, 0xFF] + Array(Self.marker.utf8)).write(to: folder.appendingPathComponent("key.bin"))
        var text = try Self.scenario(adding: line == "REPLACE-TERRAIN" ? "" : line)
        if line == "REPLACE-TERRAIN" {
            text = text.replacingOccurrences(of: "terrain flat 408 m", with: "terrain grid file \"notes.txt\"")
        }
        try text.write(to: folder.appendingPathComponent("s.scenario"), atomically: true, encoding: .utf8)
        for arguments in [
            ["run", "s.scenario", "--json", "out.json", "--junit", "out.xml", "--report", "out.html"],
            [
                "run", "s.scenario", "--allow-include-outside", "--json", "out.json", "--junit", "out.xml", "--report",
                "out.html",
            ],
            ["check", "s.scenario"], ["check", "--allow-include-outside", "s.scenario"],
        ] {
            let result = try Altsim.run(arguments, in: folder, timeLimitSeconds: 60)
            let context = "\(line) | altsim \(arguments.joined(separator: " "))\n\(result.stderr)"
            #expect(result.status == 2, "\(context)")
            #expect(result.stderr.contains("s.scenario:"), "\(context)")
            #expect(!result.stderr.contains(Self.marker) && !result.stdout.contains(Self.marker), "\(context)")
            for report in ["out.json", "out.xml", "out.html"] where arguments[0] == "run" {
                let written = try String(contentsOf: folder.appendingPathComponent(report), encoding: .utf8)
                #expect(!written.contains(Self.marker), "\(report): \(context)")
                #expect(written.contains("s.scenario"), "\(report) names the failed file: \(context)")
            }
        }
    }

    @Test("A FIFO among a folder's scenarios, or included, is an error instead of a hang")
    func fifo() throws {
        let folder = try Altsim.scratch("fifo")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("pipe.scenario").path, 0o600) == 0)
        try Self.scenario(adding: "include \"pipe.scenario\"").write(
            to: folder.appendingPathComponent("s.scenario"), atomically: true, encoding: .utf8)
        let result = try Altsim.run(["check", folder.path], in: folder, timeLimitSeconds: 30)
        #expect(!result.timedOut)
        #expect(result.status == 2)
        #expect(result.stderr.contains("pipe.scenario': it is a FIFO, not a regular file"), "\(result.stderr)")
        #expect(result.stderr.contains("s.scenario:4:9: error: cannot read included file"), "\(result.stderr)")
    }

    @Test("A symbolic link inside the tree leading out of it is refused unless --allow-include-outside")
    func symlinkOut() throws {
        let scratch = try Altsim.scratch("symlink")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = scratch.appendingPathComponent("tree")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "phone model \"plain\" barometer bmp390, rate 5 Hz; gnss open-sky; activity typical\n"
            .write(to: scratch.appendingPathComponent("phones.scenario"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("phones.scenario").path,
            withDestinationPath: scratch.appendingPathComponent("phones.scenario").path)
        let holds = try String(contentsOfFile: Altsim.fixture("holds.scenario"), encoding: .utf8)
        try holds.replacingOccurrences(
            of: "phone model \"plain\" barometer bmp390, rate 5 Hz; gnss open-sky; activity typical\n",
            with: "include \"phones.scenario\"\n"
        )
        .write(to: folder.appendingPathComponent("s.scenario"), atomically: true, encoding: .utf8)
        let refused = try Altsim.run(["check", "s.scenario"], in: folder)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("is outside the scenario's folder"), "\(refused.stderr)")
        let allowed = try Altsim.run(["check", "--allow-include-outside", "s.scenario"], in: folder)
        #expect(allowed.status == 0, "\(allowed.stderr)")
    }
}
