import Foundation
import Simulation
import Testing

@testable import ScenarioTesting

/// `TraceFile`: gzip written in chunks as a run goes, read back whole; plain files pass through.
@Suite("Trace files: gzip through zlib")
struct TraceFileTests {
    static func scratch(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "altsim-tracefile-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    /// Lines like a trace's, several MB in all (more than one compressor output buffer).
    static let lines: [UInt8] = {
        var text = ""
        for i in 0..<40_000 {
            text += "{\"t\":\(1_700_000_000_000_000_000 + i * 40_000_000),\"device\":0,\"type\":\"pressureSample\","
            text += "\"measuredPa\":\(96_000 + Double(i % 977) * 0.013)}\n"
        }
        return Array(text.utf8)
    }()

    @Test func gzipRoundTripInChunks() throws {
        let path = try Self.scratch("round") + "/t.jsonl.gz"
        let file = try TraceFile(path: path)
        #expect(file.isCompressed)
        var offset = 0
        while offset < Self.lines.count {
            let end = min(offset + 65_536, Self.lines.count)
            try file.write(Array(Self.lines[offset..<end]))
            offset = end
        }
        try file.commit()
        let stored = try #require(FileManager.default.contents(atPath: path))
        #expect(stored.prefix(2) == Data([0x1F, 0x8B]))
        #expect(stored.count * 5 < Self.lines.count)
        #expect(try TraceFile.contents(atPath: path) == Data(Self.lines))
    }

    @Test func plainFileIsWrittenAndReadAsIs() throws {
        let path = try Self.scratch("plain") + "/t.jsonl"
        let file = try TraceFile(path: path)
        #expect(!file.isCompressed && !TraceFile.isCompressed(path: path) && TraceFile.isCompressed(path: "a.gz"))
        try file.write("{\"a\":1}\n")
        try file.commit()
        #expect(try TraceFile.contents(atPath: path) == Data("{\"a\":1}\n".utf8))
    }

    @Test func concatenatedMembersReadAsOne() throws {
        let folder = try Self.scratch("members")
        var joined = Data()
        for (index, text) in ["first\n", "second\n"].enumerated() {
            let path = folder + "/\(index).gz"
            let file = try TraceFile(path: path)
            try file.write(text)
            try file.commit()
            joined += try #require(FileManager.default.contents(atPath: path))
        }
        let path = folder + "/both.gz"
        try joined.write(to: URL(fileURLWithPath: path))
        #expect(try TraceFile.contents(atPath: path) == Data("first\nsecond\n".utf8))
    }

    @Test func damagedDataIsAnError() throws {
        let folder = try Self.scratch("damaged")
        let path = folder + "/t.jsonl.gz"
        let file = try TraceFile(path: path)
        try file.write(Self.lines)
        try file.commit()
        let whole = try #require(FileManager.default.contents(atPath: path))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: folder + "/cut.gz"))
        #expect(throws: TraceFileError.truncated) { try TraceFile.contents(atPath: folder + "/cut.gz") }
        var garbled = whole
        for i in 20..<200 { garbled[i] ^= 0x5A }
        try garbled.write(to: URL(fileURLWithPath: folder + "/bad.gz"))
        #expect {
            try TraceFile.contents(atPath: folder + "/bad.gz")
        } throws: { error in
            guard case .corrupt = error as? TraceFileError else { return false }
            return "\(error)".contains("the gzip data is damaged")
        }
        #expect(throws: TraceFileError.unreadable(reason: "no such file")) {
            try TraceFile.contents(atPath: folder + "/missing.gz")
        }
    }

    @Test func lineWriterStreamsRecordsIntoTheFile() throws {
        let path = try Self.scratch("sink") + "/t.jsonl.gz"
        let file = try TraceFile(path: path)
        let sink = file.lineWriter()
        let record = TraceRecord(timeNanoseconds: 1, deviceIndex: nil, event: .fault(description: "x", active: true))
        for _ in 0..<3 { sink.receive(record, line: Array("{\"t\":1}".utf8)) }
        sink.finish()
        #expect(sink.writeError == nil)
        try file.commit()
        #expect(try TraceFile.contents(atPath: path) == Data("{\"t\":1}\n{\"t\":1}\n{\"t\":1}\n".utf8))
    }

    @Test func discardLeavesNoFile() throws {
        let path = try Self.scratch("discard") + "/t.jsonl.gz"
        let file = try TraceFile(path: path)
        try file.write(Self.lines)
        file.discard()
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
