import Foundation
import ScenarioTesting
import Testing

@testable import Fuzzing

#if canImport(Glibc)
    import Glibc
#endif

/// Writing a shrunk case into the corpus folder: a new file appears whole; a destination that
/// is not a regular file is refused with an `OutputFileError` and left as it is.
@Suite("Corpus files are written safely")
struct CorpusFileWriteTests {
    static func result() -> Shrinker.Result {
        Shrinker.Result(
            shrunk: CaseGenerator(durationSeconds: 60).generate(seed: 7), eventsBefore: 4, eventsAfter: 4, runs: 1,
            violations: [])
    }

    static func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "/corpus-write-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("A new corpus file is written, its folder created, with no temporary file left")
    func writes() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let corpus = folder + "/out/corpus"
        let path = try CorpusFile.write(Self.result(), invariant: .finite, rootSeed: 1, index: 0, directory: corpus)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("# altsim fuzz: root seed 1, case 0"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: corpus) == [(path as NSString).lastPathComponent])
    }

    @Test("A FIFO where the corpus file goes is refused and stays a FIFO")
    func refusesFIFO() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = Self.result()
        let fifo = folder + "/finite-\(String(result.shrunk.seed, radix: 16)).scenario"
        try #require(mkfifo(fifo, 0o644) == 0)
        #expect(throws: OutputFileError.notRegularFile(role: "corpus file", path: fifo, kind: "a FIFO (named pipe)")) {
            try CorpusFile.write(result, invariant: .finite, rootSeed: 1, index: 0, directory: folder)
        }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }
}
