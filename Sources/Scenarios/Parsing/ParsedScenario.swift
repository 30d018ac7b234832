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
    /// (recursively). A file reached twice (a diamond: `a` and `b` both include `c`) is spliced
    /// once, at its first inclusion; later includes of it add nothing. Each statement keeps the
    /// location in the file it was written in. Linear in the number of statements.
    public var statements: [StatementSyntax] {
        var byPath: [String: ScenarioFileSyntax] = [:]
        for file in files where byPath[file.path] == nil { byPath[file.path] = file }
        var expanded: Set<String> = []
        var result: [StatementSyntax] = []
        func splice(_ file: ScenarioFileSyntax) {
            expanded.insert(file.path)
            for statement in file.statements {
                guard statement.kind == .include else {
                    result.append(statement)
                    continue
                }
                guard let path = statement.head.values.first?.string else { continue }
                let resolved = ScenarioLoader.resolve(path, relativeTo: file.path)
                if !expanded.contains(resolved), let included = byPath[resolved] { splice(included) }
            }
        }
        splice(root)
        return result
    }

    /// All diagnostics rendered compiler-style, one after another.
    public func renderDiagnostics() -> String { diagnostics.render(sources: sources) }
}
