import Foundation
import Testing

/// `altsim log check` on the real falcon-2018 fixtures and on files that are no recording.
@Suite("altsim log check")
struct LogCommandTests {
    static let trial = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FieldLogsTests/Fixtures/falcon-2018/trials/gsb_a_1_3.csv").path

    @Test func checkPrintsStreamsLabelsAndCleanedRows() throws {
        let result = try Altsim.run(["log", "check", Self.trial])
        #expect(result.status == 0)
        #expect(result.stdout.contains("falcon-2018, 93 rows"))
        #expect(result.stdout.contains("(read as kPa), 93 fixes"))
        #expect(result.stdout.contains("floor 0 → 2"))
        #expect(result.stdout.contains("cleaned: 1 pressure row: left over from an earlier session"))
        #expect(result.stdout.contains("1 recording checked: 0 clean, 1 with cleaned rows, 0 refused"))
    }

    @Test func aFileThatIsNoRecordingIsRefusedWithItsName() throws {
        let folder = try Altsim.scratch("log-check")
        let path = folder.appendingPathComponent("notes.csv").path
        try Data("a,b\n1,2\n".utf8).write(to: URL(fileURLWithPath: path))
        let result = try Altsim.run(["log", "check", Self.trial, path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("notes.csv:1: error: the header names no known recording format"))
        #expect(result.stderr.contains("2 recordings checked: 0 clean, 1 with cleaned rows, 1 refused"))
    }

    @Test func formatOptionIsCheckedAndApplied() throws {
        let unknown = try Altsim.run(["log", "check", Self.trial, "--format", "csvish"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown format 'csvish'"))
        let wrong = try Altsim.run(["log", "check", Self.trial, "--format", "sensor-logger"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("no `time` column"))
    }

    @Test func unknownSubcommandSuggestsOne() throws {
        let result = try Altsim.run(["log", "chek", Self.trial])
        #expect(result.status == 2)
        #expect(result.stderr.contains("did you mean 'check'"))
    }
}
