import FieldLogs
import Foundation
import Testing

/// Files that are no recording, or barely one: each is a located error or counted rows, never a
/// crash, a hang or a silent skip.
@Suite("Hostile recordings")
struct HostileRecordingTests {
    static func importing(_ bytes: [UInt8], name: String = "hostile.csv") throws -> Result<
        Recording, RecordingImportError
    > {
        let folder = try FieldLogFixtures.scratch()
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        do { return .success(try RecordingFormat.importRecording(path: path)) } catch { return .failure(error) }
    }

    @Test func binaryIsRefusedAsNotText() throws {
        guard case .failure(let error) = try Self.importing([0x89, 0x50, 0x4E, 0x47, 0, 1, 2, 0xFF]) else {
            Issue.record("a binary file imported")
            return
        }
        #expect(error.message.contains("not a text file"))
        let invalidUTF8 = Array("time,pressure\n1,".utf8) + [0xC3, 0x28]
        guard case .failure(let second) = try Self.importing(invalidUTF8) else {
            Issue.record("invalid UTF-8 imported")
            return
        }
        #expect(second.message.contains("UTF-8"))
    }

    @Test func emptyAndHeaderOnlyFilesAreErrors() throws {
        guard case .failure(let empty) = try Self.importing([]) else {
            Issue.record("empty imported")
            return
        }
        #expect(empty.message.contains("empty"))
        guard case .failure(let header) = try Self.importing(Array("time,pressure\n".utf8)) else {
            Issue.record("a header imported")
            return
        }
        #expect(header.message.contains("no reading"))
    }

    @Test func unknownHeaderNamesTheFormats() throws {
        guard case .failure(let error) = try Self.importing(Array("a,b,c\n1,2,3\n".utf8)) else {
            Issue.record("an unknown header imported")
            return
        }
        #expect(error.line == 1)
        #expect(error.message.contains("falcon-2018"))
    }

    @Test func truncatedFalconTrialKeepsItsCompleteRows() throws {
        let text = try String(contentsOfFile: FieldLogFixtures.falcon("trials/ssw_a_1_5.csv"), encoding: .utf8)
        let cut = Array(text.utf8.prefix(text.utf8.count / 2))
        guard case .success(let recording) = try Self.importing(cut, name: "ssw_a_1_5.csv") else {
            Issue.record("a truncated trial was refused")
            return
        }
        #expect(recording.tally.count(of: .row, .shortRow) == 1)
        #expect(recording.pressures.count > 30)
    }

    @Test func hugeNumbersAndNaNAreCounted() throws {
        let text = """
            time,pressure,latitude,longitude,accuracy
            1704067200,101325,47,8,5
            1704067201,NaN,47,8,5
            1704067202,1e308,1e308,8,5
            1704067203,-inf,47,8,1e300
            99999999999999999999999,101325,47,8,5
            1704067204,101320,47,8,5
            """
        guard case .success(let recording) = try Self.importing(Array(text.utf8)) else {
            Issue.record("refused")
            return
        }
        #expect(recording.pressures.count == 2)
        #expect(recording.tally.count(of: .pressure, .nonFinite) == 2)
        #expect(recording.tally.count(of: .pressure, .outOfRange) == 1)
        #expect(recording.tally.count(of: .location, .outOfRange) == 2)
        #expect(recording.tally.count(of: .row, .outOfRange) == 1)
    }

    @Test func aMissingPathIsAnError() {
        #expect(throws: RecordingImportError.self) { try RecordingFormat.importRecording(path: "/nonexistent/x.csv") }
    }
}
