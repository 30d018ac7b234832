import Foundation

/// Loads a scenario file and the files it includes, relative to the including file, then runs
/// the ``ReferenceChecker`` over the flattened statements.
///
/// Each file is read once, at its first inclusion. An include is an error at its line when it
/// forms a cycle (naming it), nests deeper than ``maximumDepth``, goes past
/// ``maximumIncludedFiles``, leaves the ``includePolicy``'s folder, cannot be read, or names
/// a file that is not a clean scenario file: one with an encoding problem or a syntax error is
/// reported as one error at the include, quoting none of its lines (it may be any file on the
/// machine); `altsim check` on the file itself shows its errors. A file whose bytes are not
/// UTF-8 text is one error at its first bad byte, without its lines, even as the loaded file.
public struct ScenarioLoader: Sendable {
    /// Reads a file's bytes; throws when it cannot (a ``FileReadError`` gives the reason).
    public var readFile: @Sendable (String) throws -> [UInt8]
    /// The deepest include nesting accepted.
    public var maximumDepth = 32
    /// The most files one scenario may include in all (each counted once, however often it
    /// is included): ample for shared cities and phone models, and a bound on the work.
    public var maximumIncludedFiles = ScenarioLoader.defaultMaximumIncludedFiles
    /// The default of ``maximumIncludedFiles``.
    public static let defaultMaximumIncludedFiles = 1_000
    /// Which files `include` and `terrain grid file` may name (default: any).
    public var includePolicy = IncludePolicy.anywhere
    /// The most statements a scenario may hold with its includes, each line of a device block
    /// counted: far more than any written or generated scenario, and a bound on the memory and
    /// time of checking one (a million-line file took gigabytes).
    public static let maximumStatements = 100_000
    /// The most `expect` lines a scenario may hold: each is checked on every device and a failing
    /// one keeps its timeline excerpt, so twenty thousand took 160 MB and 21 s to run.
    public static let maximumExpectations = 10_000

    /// Creates a loader reading regular files from the file system (or from `readFile`, for
    /// tests), with `includePolicy` confining what the scenario may include.
    public init(readFile: (@Sendable (String) throws -> [UInt8])? = nil, includePolicy: IncludePolicy = .anywhere) {
        self.readFile = readFile ?? { try ScenarioFileReader.read($0) }
        self.includePolicy = includePolicy
    }

    /// The loader's state while it follows includes.
    private struct Loading {
        var parsed: ParsedScenario
        var loaded: Set<String> = []
        var reportedFileLimit = false
    }

    /// Loads `path` and its includes.
    public func load(path: String) -> ParsedScenario {
        var state = Loading(
            parsed: ParsedScenario(
                root: ScenarioFileSyntax(path: path, statements: []), files: [],
                sources: [], diagnostics: DiagnosticBag()))
        let bytes: [UInt8]
        do { bytes = try readFile(path) } catch {
            state.parsed.diagnostics.error(
                "cannot read file '\(path)'" + Self.reason(error),
                at: SourceRange(at: SourceLocation(file: path, line: 1, column: 1)))
            return state.parsed
        }
        return finish(SourceFile(path: path, bytes: bytes), state)
    }

    /// Parses source text directly (its includes are read with `readFile`).
    public func load(source: SourceFile) -> ParsedScenario {
        finish(
            source,
            Loading(
                parsed: ParsedScenario(
                    root: ScenarioFileSyntax(path: source.path, statements: []), files: [],
                    sources: [], diagnostics: DiagnosticBag())))
    }

    private func finish(_ source: SourceFile, _ initial: Loading) -> ParsedScenario {
        var state = initial
        state.loaded.insert(source.path)
        if let problem = source.encodingProblem {
            let (line, column) = problem.position
            state.parsed.files.append(ScenarioFileSyntax(path: source.path, statements: []))
            state.parsed.diagnostics.error(
                problem.description, at: SourceRange(at: SourceLocation(file: source.path, line: line, column: column)),
                hint: "scenario files must be UTF-8 text")
        } else {
            let (file, diagnostics) = ScenarioParser.parse(source)
            state.parsed.diagnostics.append(contentsOf: diagnostics)
            follow(file, source: source, stack: [], into: &state)
        }
        state.parsed.root = state.parsed.files.first ?? state.parsed.root
        let statements = state.parsed.statements
        if let excess = Self.excess(statements) {
            // Past a limit nothing more is checked: the scenario cannot run anyway.
            state.parsed.diagnostics.report(excess)
            return state.parsed
        }
        state.parsed.diagnostics.append(contentsOf: ReferenceChecker.check(statements))
        return state.parsed
    }

    /// An error at the first statement past ``maximumStatements`` or the first `expect` past
    /// ``maximumExpectations`` (device block lines included), or nil.
    static func excess(_ statements: [StatementSyntax]) -> Diagnostic? {
        var total = 0
        var expectations = 0
        func count(_ statement: StatementSyntax) -> Diagnostic? {
            total += 1
            if total > maximumStatements {
                return Diagnostic(
                    range: statement.range,
                    message: "more than \(maximumStatements) statements in this scenario and its includes",
                    hint: "split it into several scenarios")
            }
            guard statement.kind == .expect else { return nil }
            expectations += 1
            guard expectations > maximumExpectations else { return nil }
            return Diagnostic(
                range: statement.range,
                message: "more than \(maximumExpectations) expectations in this scenario and its includes",
                hint: "split them over several scenarios")
        }
        for statement in statements {
            if let problem = count(statement) { return problem }
            for line in statement.block { if let problem = count(line) { return problem } }
        }
        return nil
    }

    /// Records a parsed file and loads what it includes, depth first in statement order (the
    /// order ``ParsedScenario/statements`` splices them).
    private func follow(_ file: ScenarioFileSyntax, source: SourceFile, stack: [String], into state: inout Loading) {
        state.parsed.files.append(file)
        state.parsed.sources.append(source)
        let stack = stack + [source.path]
        for statement in file.statements where statement.kind == .include {
            guard let node = statement.head.values.first, let relative = node.string else { continue }
            let path = Self.resolve(relative, relativeTo: source.path)
            if let start = stack.firstIndex(of: path) {
                let cycle = (stack[start...] + [path]).joined(separator: " -> ")
                state.parsed.diagnostics.error(
                    "include cycle: \(cycle)", at: statement.range,
                    hint: "remove one of these includes")
                continue
            }
            if state.loaded.contains(path) { continue }
            guard stack.count < maximumDepth else {
                state.parsed.diagnostics.error("includes nested deeper than \(maximumDepth) files", at: statement.range)
                continue
            }
            guard state.loaded.count <= maximumIncludedFiles else {
                if !state.reportedFileLimit {
                    state.parsed.diagnostics.error(
                        "more than \(maximumIncludedFiles) files included", at: statement.range,
                        hint: "includes are for a few shared files (a city, phone models)")
                    state.reportedFileLimit = true
                }
                continue
            }
            switch read(namedPath: path, kind: "included file") {
            case .failure(let refusal):
                state.parsed.diagnostics.error(refusal.message, at: node.range, hint: refusal.hint)
                continue
            case .success(let included):
                state.loaded.insert(path)
                let (file, diagnostics) = ScenarioParser.parse(included)
                guard !diagnostics.hasErrors else {
                    // Not shown: the file may be anything readable (a key, a password file).
                    let count = diagnostics.errors.count
                    state.parsed.files.append(ScenarioFileSyntax(path: path, statements: []))
                    state.parsed.diagnostics.error(
                        "included file '\(path)' is not a valid scenario file (\(count) error\(count == 1 ? "" : "s"))",
                        at: node.range, hint: "its lines are not shown here; run 'altsim check \(path)' to see them")
                    continue
                }
                state.parsed.diagnostics.append(contentsOf: diagnostics)
                follow(file, source: included, stack: stack, into: &state)
            }
        }
    }

    /// Why a file named by a statement cannot be used: the message and hint of the error.
    struct Refusal: Error {
        var message: String
        var hint: String?
    }

    /// Reads a file named by a statement (an include, a height grid) as text, applying the
    /// ``includePolicy``. Files that are not UTF-8 text are refused without quoting them.
    /// - Parameter kind: how the messages name the file ("included file", "height grid").
    func read(namedPath path: String, kind: String) -> Result<SourceFile, Refusal> {
        if path.isEmpty || path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return .failure(
                Refusal(
                    message: "the path of the \(kind) is empty or holds a control character",
                    hint: "write the file's path, relative to the including file"))
        }
        guard includePolicy.allows(path) else {
            let (message, hint) = includePolicy.refusal(of: path, kind: kind)
            return .failure(Refusal(message: message, hint: hint))
        }
        let bytes: [UInt8]
        do { bytes = try readFile(path) } catch {
            return .failure(
                Refusal(
                    message: "cannot read \(kind) '\(path)'" + Self.reason(error),
                    hint: "paths are relative to the including file"))
        }
        let source = SourceFile(path: path, bytes: bytes)
        if let problem = source.encodingProblem {
            return .failure(
                Refusal(
                    message: "\(kind) '\(path)' is not a text file: \(problem.summary)",
                    hint: "its content is not shown; it must be UTF-8 text"))
        }
        return .success(source)
    }

    /// ": REASON" for a ``FileReadError``, nothing for other errors.
    private static func reason(_ error: any Error) -> String {
        (error as? FileReadError).map { ": \($0.reason)" } ?? ""
    }

    /// Resolves `path` against the directory of `including`, normalising `.` and `..`.
    public static func resolve(_ path: String, relativeTo including: String) -> String {
        var parts: [Substring]
        if path.hasPrefix("/") {
            parts = []
        } else {
            parts = including.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        }
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }
}
