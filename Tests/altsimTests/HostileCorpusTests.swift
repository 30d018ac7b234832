import Foundation
import Testing

/// The hostile-input corpus (`Fixtures/Hostile/`): each case runs `altsim` on a scratch copy
/// of its folder and must end as its `case` file says — within a time limit, so a hang fails.
@Suite("Hostile inputs: every case ends as documented")
struct HostileCorpusTests {
    /// A case that is still running after this long has hung (the slowest case, a small
    /// scenario run in a debug build, takes a few seconds).
    static let timeLimitSeconds = 60.0

    @Test("The corpus is there and every case file is well formed")
    func corpusIsWellFormed() {
        let cases = HostileCase.all()
        #expect(cases.count >= 150, "expected the hostile corpus (150 cases or more) under \(HostileCase.root.path)")
        for entry in cases {
            if case .failure(let error) = entry { Issue.record("\(error)") }
        }
    }

    @Test("Each hostile case", arguments: HostileCase.all().compactMap { try? $0.get() })
    func hostileCase(_ hostile: HostileCase) throws {
        let scratch = try Altsim.scratch("hostile-\(hostile.name)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let directory = scratch.appendingPathComponent(hostile.name)
        try FileManager.default.copyItem(at: hostile.folder, to: directory)
        let arguments = hostile.arguments.map { $0.replacingOccurrences(of: "{dir}", with: directory.path) }
        let snapshots = hostile.unchanged.map {
            (path: $0, data: FileManager.default.contents(atPath: directory.appendingPathComponent($0).path))
        }

        let result = try Altsim.run(arguments, in: directory, timeLimitSeconds: Self.timeLimitSeconds)
        let context =
            "case \(hostile.name): altsim \(arguments.joined(separator: " "))\nstatus \(result.status)\nstdout:\n\(result.stdout)\nstderr:\n\(result.stderr)"
        #expect(!result.timedOut, "hung (killed after \(Self.timeLimitSeconds) s)\n\(context)")
        #expect(result.status == hostile.status, "expected exit status \(hostile.status)\n\(context)")
        for text in hostile.stdoutContains {
            #expect(result.stdout.contains(text), "stdout lacks '\(text)'\n\(context)")
        }
        for text in hostile.stderrContains {
            #expect(result.stderr.contains(text), "stderr lacks '\(text)'\n\(context)")
        }
        for text in hostile.stdoutLacks {
            #expect(!result.stdout.contains(text), "stdout contains '\(text)'\n\(context)")
        }
        for text in hostile.stderrLacks {
            #expect(!result.stderr.contains(text), "stderr contains '\(text)'\n\(context)")
        }
        for snapshot in snapshots {
            let now = FileManager.default.contents(atPath: directory.appendingPathComponent(snapshot.path).path)
            #expect(snapshot.data != nil, "unchanged: \(snapshot.path) is not in the case folder\n\(context)")
            #expect(now == snapshot.data, "\(snapshot.path) changed\n\(context)")
        }
        for path in hostile.absent {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory)
            #expect(!exists, "\(path) exists after the run\n\(context)")
        }
    }

    @Test("The case reader splits words, groups quotes and refuses an unterminated quote")
    func words() throws {
        #expect(
            try HostileCase.words("run {dir}/a.scenario  --quiet", case: "x", line: 1) == [
                "run", "{dir}/a.scenario", "--quiet",
            ])
        #expect(try HostileCase.words("run \"a b.scenario\" \"\"", case: "x", line: 1) == ["run", "a b.scenario", ""])
        #expect(throws: HostileCaseError.self) { try HostileCase.words("run \"a", case: "x", line: 1) }
    }
}
