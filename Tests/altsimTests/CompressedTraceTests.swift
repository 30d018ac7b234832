import Foundation
import Testing

/// `altsim run --trace FILE.jsonl.gz` streams a gzip trace that `gzip -d` and `altsim replay`
/// read; `--trace-samples none` leaves the raw samples out and replay refuses such a trace.
@Suite("altsim run: gzip traces and --trace-samples")
struct CompressedTraceTests {
    /// A folder with ReplayTraceCheckTests' scenario (a phone on a table, 10 s).
    static func folder(_ name: String) throws -> URL {
        let folder = try Altsim.scratch(name)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("lib"), withIntermediateDirectories: true)
        try ReplayTraceCheckTests.phone.write(
            to: folder.appendingPathComponent("lib/phone.scenario"), atomically: true, encoding: .utf8)
        try ReplayTraceCheckTests.scenario.write(
            to: folder.appendingPathComponent("s.scenario"), atomically: true, encoding: .utf8)
        return folder
    }

    /// `gzip -dc` of a file (an implementation independent of altsim's), or `nil` without gzip.
    static func gunzip(_ path: String) throws -> Data? {
        guard FileManager.default.isExecutableFile(atPath: "/bin/gzip") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-dc", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }

    @Test("A .gz trace holds the same lines as the plain one, and replays")
    func compressedTraceReplays() throws {
        let folder = try Self.folder("trace-gzip")
        #expect(try Altsim.run(["run", "s.scenario", "--trace", "t.jsonl", "--quiet"], in: folder).status == 0)
        #expect(try Altsim.run(["run", "s.scenario", "--trace", "t.jsonl.gz", "--quiet"], in: folder).status == 0)
        let plain = try Data(contentsOf: folder.appendingPathComponent("t.jsonl"))
        let compressed = try Data(contentsOf: folder.appendingPathComponent("t.jsonl.gz"))
        #expect(compressed.prefix(2) == Data([0x1F, 0x8B]))
        #expect(compressed.count * 3 < plain.count)
        if let unpacked = try Self.gunzip(folder.appendingPathComponent("t.jsonl.gz").path) {
            #expect(unpacked == plain)
        }
        let replay = try Altsim.run(["replay", "t.jsonl.gz"], in: folder)
        #expect(replay.status == 0, "stderr: \(replay.stderr)")
        #expect(replay.stdout.contains("identical"))
    }

    @Test("A .gz trace cut short is refused with the reason")
    func truncatedTraceIsRefused() throws {
        let folder = try Self.folder("trace-gzip-cut")
        #expect(try Altsim.run(["run", "s.scenario", "--trace", "t.jsonl.gz", "--quiet"], in: folder).status == 0)
        let whole = try Data(contentsOf: folder.appendingPathComponent("t.jsonl.gz"))
        try whole.prefix(whole.count / 2).write(to: folder.appendingPathComponent("cut.jsonl.gz"))
        let replay = try Altsim.run(["replay", "cut.jsonl.gz"], in: folder)
        #expect(replay.status == 2)
        #expect(replay.stderr.contains("cut.jsonl.gz: error: cannot read the trace file: the gzip data is cut short"))
    }

    @Test("--trace-samples none leaves the raw samples out; replay says why it cannot use the trace")
    func traceWithoutSamples() throws {
        let folder = try Self.folder("trace-no-samples")
        #expect(try Altsim.run(["run", "s.scenario", "--trace", "all.jsonl", "--quiet"], in: folder).status == 0)
        let run = try Altsim.run(
            ["run", "s.scenario", "--trace", "none.jsonl", "--trace-samples", "none", "--quiet"], in: folder)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let all = try String(contentsOf: folder.appendingPathComponent("all.jsonl"), encoding: .utf8)
        let none = try String(contentsOf: folder.appendingPathComponent("none.jsonl"), encoding: .utf8)
        #expect(all.contains("\"type\":\"pressureSample\""))
        #expect(!none.contains("\"type\":\"pressureSample\"") && !none.contains("\"type\":\"locationSample\""))
        #expect(none.contains("\"keepRawSamples\":false") && all.contains("\"keepRawSamples\":true"))
        #expect(none.contains("altitudeCallback"))
        let replay = try Altsim.run(["replay", "none.jsonl"], in: folder)
        #expect(replay.status == 2)
        #expect(replay.stderr.contains("written with '--trace-samples none'"))
    }

    @Test("--trace-samples takes none or all, and needs --trace")
    func traceSamplesOptionErrors() throws {
        let folder = try Self.folder("trace-samples-errors")
        let bad = try Altsim.run(["run", "s.scenario", "--trace", "t.jsonl", "--trace-samples", "some"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("option --trace-samples expects 'none' or 'all', got 'some'"))
        let alone = try Altsim.run(["run", "s.scenario", "--trace-samples", "none"], in: folder)
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("option --trace-samples needs --trace FILE"))
    }

    @Test("Several scenarios get their suffix before .jsonl.gz")
    func severalCompressedTraces() throws {
        let folder = try Self.folder("trace-gzip-several")
        try ReplayTraceCheckTests.scenario.write(
            to: folder.appendingPathComponent("u.scenario"), atomically: true, encoding: .utf8)
        let run = try Altsim.run(
            ["run", "s.scenario", "u.scenario", "--trace", "out/t.jsonl.gz", "--quiet"], in: folder)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        for name in ["out/t.01-s.jsonl.gz", "out/t.02-u.jsonl.gz"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)")
        }
    }
}
