import AltitudeSimTestSupport
import Foundation

/// One case of the hostile-input corpus: a folder under `Fixtures/Hostile/` with the files an
/// `altsim` command uses and a `case` file saying how to run it and what must come out.
///
/// The `case` file's lines (`#` starts a comment): `run: ARGS` (exactly one; words split on
/// spaces, `"…"` groups, `{dir}` is the case's scratch copy, also the working directory),
/// `status: N` (required), `stdout:`/`stderr: TEXT` (the stream contains TEXT),
/// `!stdout:`/`!stderr: TEXT` (it does not), `unchanged: REL` (byte-identical after the run),
/// `absent: REL` (no file there after the run) and `before: …` (what happened before the
/// fix, kept for the record). Docs/cli.md, "Hostile inputs", describes the corpus.
struct HostileCase: Sendable, CustomStringConvertible {
    /// The folder's name, e.g. `files-bom`.
    var name: String
    /// The folder in the repository.
    var folder: URL
    /// The altsim arguments, with `{dir}` still in them.
    var arguments: [String]
    var status: Int32
    var stdoutContains: [String] = []
    var stderrContains: [String] = []
    var stdoutLacks: [String] = []
    var stderrLacks: [String] = []
    var unchanged: [String] = []
    var absent: [String] = []

    var description: String { name }

    /// Where the corpus lives.
    static let root = PackagePaths.url("Tests/altsimTests/Fixtures/Hostile")

    /// Every case folder, sorted by name. A folder whose `case` file is missing or malformed is
    /// returned as a case that fails with the reason, so a broken case cannot pass silently.
    static func all() -> [Result<HostileCase, HostileCaseError>] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map { name in
            let folder = root.appendingPathComponent(name)
            return Result { try HostileCase(name: name, folder: folder) }.mapError {
                $0 as? HostileCaseError ?? .unreadable(name)
            }
        }
    }

    init(name: String, folder: URL) throws {
        self.name = name
        self.folder = folder
        guard let text = try? String(contentsOf: folder.appendingPathComponent("case"), encoding: .utf8) else {
            throw HostileCaseError.unreadable(name)
        }
        var run: [String]?
        var status: Int32?
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let colon = line.firstIndex(of: ":") else {
                throw HostileCaseError.malformed(name, line: number + 1, line)
            }
            let key = String(line[..<colon])
            let value = String(line[line.index(after: colon)...].drop { $0 == " " })
            switch key {
            case "run":
                guard run == nil else { throw HostileCaseError.malformed(name, line: number + 1, "a second 'run:'") }
                run = try Self.words(value, case: name, line: number + 1)
            case "status":
                guard let parsed = Int32(value) else { throw HostileCaseError.malformed(name, line: number + 1, line) }
                status = parsed
            case "stdout": stdoutContains.append(value)
            case "stderr": stderrContains.append(value)
            case "!stdout": stdoutLacks.append(value)
            case "!stderr": stderrLacks.append(value)
            case "unchanged": unchanged.append(value)
            case "absent": absent.append(value)
            case "before": break
            default: throw HostileCaseError.malformed(name, line: number + 1, "unknown key '\(key)'")
            }
        }
        guard let run, !run.isEmpty else { throw HostileCaseError.malformed(name, line: 0, "no 'run:' line") }
        guard let status else { throw HostileCaseError.malformed(name, line: 0, "no 'status:' line") }
        self.arguments = run
        self.status = status
    }

    /// Splits on spaces; `"…"` groups words (no escapes inside).
    static func words(_ text: String, case name: String, line: Int) throws -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
                started = true
                continue
            }
            if character == " " && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
                continue
            }
            current.append(character)
            started = true
        }
        guard !quoted else { throw HostileCaseError.malformed(name, line: line, "unterminated quote in 'run:'") }
        if started { words.append(current) }
        return words
    }
}

/// Why a corpus folder is not a usable case.
enum HostileCaseError: Error, CustomStringConvertible {
    case unreadable(String)
    case malformed(String, line: Int, String)

    var description: String {
        switch self {
        case .unreadable(let name): "Hostile/\(name)/case is missing or not UTF-8"
        case .malformed(let name, let line, let what): "Hostile/\(name)/case:\(line): \(what)"
        }
    }
}
