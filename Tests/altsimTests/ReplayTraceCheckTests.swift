import Foundation
import Testing

/// The trace header's file hashes and the checks `altsim replay` makes before replaying; the
/// hand-edited traces are in the hostile corpus (`Fixtures/Hostile/replay-*`), these are the
/// cases that need set-up.
@Suite("altsim replay: trace header and line checks")
struct ReplayTraceCheckTests {
    static let phone = """
        # The shared phone model.
        phone model "plain" barometer bmp390, rate 1 Hz; gnss open-sky; activity typical

        """
    static let scenario = """
        scenario "Replay checks: a phone on a table"
        seed 5
        duration 10 s
        origin 47.3769, 8.5417
        terrain flat 408 m
        stations grid 3 × 3 spacing 25 km
        include "lib/phone.scenario"

        device "table" model "plain", calibrated 1 h ago; hand 0.8 m ± 0 m
          at 00:00 start sdk; altitude every 1 s

        """

    /// A folder with the scenario and its included file, and a trace recorded from it there.
    static func recorded(_ name: String) throws -> URL {
        let folder = try Altsim.scratch(name)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("lib"), withIntermediateDirectories: true)
        try phone.write(to: folder.appendingPathComponent("lib/phone.scenario"), atomically: true, encoding: .utf8)
        try scenario.write(to: folder.appendingPathComponent("s.scenario"), atomically: true, encoding: .utf8)
        let result = try Altsim.run(["run", "s.scenario", "--trace", "t.jsonl", "--quiet"], in: folder)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        return folder
    }

    /// SHA-256 of a file as `sha256sum` prints it (an implementation independent of altsim's).
    static func sha256sum(_ path: String) throws -> String? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sha256sum") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: " ").first.map(String.init)
    }

    @Test("The header lists the scenario and its include, root first, with their SHA-256")
    func headerHashes() throws {
        let folder = try Self.recorded("replay-hashes")
        let text = try String(contentsOf: folder.appendingPathComponent("t.jsonl"), encoding: .utf8)
        let header = try #require(text.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(header.utf8)) as? [String: Any])
        #expect(object["formatVersion"] as? Int == 2)
        let files = try #require(object["scenarioFiles"] as? [[String: String]])
        #expect(files.map { $0["path"] } == ["s.scenario", "lib/phone.scenario"])
        for file in files {
            let path = folder.appendingPathComponent(try #require(file["path"])).path
            if let expected = try Self.sha256sum(path) { #expect(file["sha256"] == expected, "\(path)") }
            #expect(file["sha256"]?.count == 64)
        }
        #expect(try Altsim.run(["replay", "t.jsonl"], in: folder).status == 0)
    }

    @Test("An included file edited after the recording is named, and restoring it replays again")
    func includeChanged() throws {
        let folder = try Self.recorded("replay-include-changed")
        let library = folder.appendingPathComponent("lib/phone.scenario")
        try (Self.phone + "# edited\n").write(to: library, atomically: true, encoding: .utf8)
        let changed = try Altsim.run(["replay", "t.jsonl"], in: folder)
        #expect(changed.status == 2)
        #expect(
            changed.stderr.contains(
                "t.jsonl:1: error: the scenario changed since the recording: lib/phone.scenario (recorded hash "))
        try Self.phone.write(to: library, atomically: true, encoding: .utf8)
        #expect(try Altsim.run(["replay", "t.jsonl"], in: folder).status == 0)
    }

    @Test("A 20 MB string in a trace line is refused at its line, without hanging and without quoting it")
    func hugeString() throws {
        let folder = try Self.recorded("replay-huge-string")
        let trace = folder.appendingPathComponent("t.jsonl")
        var lines = try String(contentsOf: trace, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        let index = try #require(lines.indices.first { lines[$0].contains("\"type\":\"activitySample\"") })
        lines[index] = lines[index].replacingOccurrences(
            of: "\"activity\":\"still\"",
            with: "\"activity\":\"" + String(repeating: "x", count: 20_000_000) + "\"")
        try lines.joined(separator: "\n").write(to: trace, atomically: true, encoding: .utf8)
        let result = try Altsim.run(["replay", "t.jsonl"], in: folder, timeLimitSeconds: 60)
        #expect(!result.timedOut, "hung: killed after 60 s")
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "t.jsonl:\(index + 1): error: the trace cannot be replayed: activitySample line without a known `activity`"
            ))
        #expect(!result.stderr.contains("xxxx"))
    }
}
