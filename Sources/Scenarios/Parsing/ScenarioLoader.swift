import Foundation

/// A scenario file with every file it includes, parsed, and all their diagnostics.
public struct ParsedScenario: Sendable {
    /// The file that was loaded.
    public var root: ScenarioFileSyntax
    /// Every parsed file, root first, then includes in the order they were first reached.
    public var files: [ScenarioFileSyntax]
    /// The source of every file read (for rendering diagnostics).
    public var sources: [SourceFile]
    /// Every diagnostic of every file.
    public var diagnostics: DiagnosticBag

    /// The statements with each `include` replaced by the included file's statements, in place
    /// (recursively). Each statement keeps the location in the file it was written in.
    public var statements: [StatementSyntax] {
        var visiting: [String] = []
        return flatten(root, visiting: &visiting)
    }

    private func flatten(_ file: ScenarioFileSyntax, visiting: inout [String]) -> [StatementSyntax] {
        guard !visiting.contains(file.path) else { return [] }
        visiting.append(file.path)
        defer { visiting.removeLast() }
        var result: [StatementSyntax] = []
        for statement in file.statements {
            if statement.kind == .include, let path = statement.head.values.first?.string {
                let resolved = ScenarioLoader.resolve(path, relativeTo: file.path)
                if let included = files.first(where: { $0.path == resolved }) {
                    result += flatten(included, visiting: &visiting)
                }
            } else {
                result.append(statement)
            }
        }
        return result
    }

    /// All diagnostics rendered compiler-style, one after another.
    public func renderDiagnostics() -> String { diagnostics.render(sources: sources) }
}

/// Loads a scenario file and the files it includes, relative to the including file, with
/// cycle detection (an error at the `include` line naming the cycle), then runs the
/// ``ReferenceChecker`` over the flattened statements.
public struct ScenarioLoader: Sendable {
    /// Reads a file's bytes; throws when it cannot.
    public var readFile: @Sendable (String) throws -> [UInt8]
    /// The deepest include nesting accepted.
    public var maximumDepth = 32

    /// Creates a loader reading from the file system (or from `readFile`, for tests).
    public init(readFile: (@Sendable (String) throws -> [UInt8])? = nil) {
        self.readFile = readFile ?? { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CocoaError(.fileReadNoSuchFile)
            }
            return [UInt8](data)
        }
    }

    /// Loads `path` and its includes.
    public func load(path: String) -> ParsedScenario {
        var state = ParsedScenario(root: ScenarioFileSyntax(path: path, statements: []), files: [], sources: [],
                                   diagnostics: DiagnosticBag())
        guard let bytes = try? readFile(path) else {
            state.diagnostics.error("cannot read file '\(path)'", at: SourceRange(at: SourceLocation(file: path, line: 1, column: 1)))
            return state
        }
        load(SourceFile(path: path, bytes: bytes), stack: [], into: &state)
        state.root = state.files.first ?? state.root
        state.diagnostics.append(contentsOf: ReferenceChecker.check(state.statements))
        return state
    }

    /// Parses source text directly (its includes are read with `readFile`).
    public func load(source: SourceFile) -> ParsedScenario {
        var state = ParsedScenario(root: ScenarioFileSyntax(path: source.path, statements: []), files: [], sources: [],
                                   diagnostics: DiagnosticBag())
        load(source, stack: [], into: &state)
        state.root = state.files.first ?? state.root
        state.diagnostics.append(contentsOf: ReferenceChecker.check(state.statements))
        return state
    }

    private func load(_ source: SourceFile, stack: [String], into state: inout ParsedScenario) {
        let (file, diagnostics) = ScenarioParser.parse(source)
        state.files.append(file)
        state.sources.append(source)
        state.diagnostics.append(contentsOf: diagnostics)
        let stack = stack + [source.path]
        for statement in file.statements where statement.kind == .include {
            guard let node = statement.head.values.first, let relative = node.string else { continue }
            let path = Self.resolve(relative, relativeTo: source.path)
            if let start = stack.firstIndex(of: path) {
                let cycle = (stack[start...] + [path]).joined(separator: " -> ")
                state.diagnostics.error("include cycle: \(cycle)", at: statement.range,
                                        hint: "remove one of these includes")
                continue
            }
            if state.files.contains(where: { $0.path == path }) { continue }
            guard stack.count < maximumDepth else {
                state.diagnostics.error("includes nested deeper than \(maximumDepth) files", at: statement.range)
                continue
            }
            guard let bytes = try? readFile(path) else {
                state.diagnostics.error("cannot read included file '\(path)'", at: node.range,
                                        hint: "include paths are relative to the including file")
                continue
            }
            load(SourceFile(path: path, bytes: bytes), stack: stack, into: &state)
        }
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
            if part == "..", let last = parts.last, last != "..", !last.isEmpty { parts.removeLast(); continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }
}
