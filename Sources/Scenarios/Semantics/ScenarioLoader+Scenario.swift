/// A file loaded as a scenario: its syntax, its diagnostics, and the compiled scenario.
public struct LoadedScenario: Sendable {
    /// The file with its includes, parsed, with every diagnostic (syntax, references, semantics).
    public var parsed: ParsedScenario
    /// The scenario, or `nil` when the file has errors or is a library.
    public var scenario: Scenario?
    /// Whether the file is a library: it loads without any error and has no `scenario`
    /// statement of its own, so it is only meant to be included (a shared city, a standard
    /// phone). Libraries are parsed and their names checked, but not compiled into a run. A
    /// file with an error is never a library, so a broken scenario (`Scenario "x"`, a stray
    /// byte) cannot be skipped as one.
    public var isLibrary: Bool

    /// Whether any error was reported.
    public var hasErrors: Bool { parsed.diagnostics.hasErrors }

    /// All diagnostics rendered compiler-style.
    public func renderDiagnostics() -> String { parsed.renderDiagnostics() }
}

extension ScenarioLoader {
    /// Loads, checks and compiles a scenario file (a file without errors and without a
    /// `scenario` statement of its own is a library: parsed and checked only), then sets its
    /// run up without running it, so every error `altsim run` would meet at set-up is
    /// reported here, located.
    public func loadScenario(path: String) -> LoadedScenario {
        finish(load(path: path))
    }

    /// Loads, checks and compiles a scenario from source text.
    public func loadScenario(source: SourceFile) -> LoadedScenario {
        finish(load(source: source))
    }

    private func finish(_ parsed: ParsedScenario) -> LoadedScenario {
        var parsed = parsed
        let hasScenarioStatement = parsed.root.statements.contains { $0.kind == .scenario }
        guard hasScenarioStatement, !parsed.diagnostics.hasErrors else {
            return LoadedScenario(
                parsed: parsed, scenario: nil,
                isLibrary: !hasScenarioStatement && !parsed.diagnostics.hasErrors)
        }
        var diagnostics = parsed.diagnostics
        var scenario = ScenarioCompiler.compile(parsed.statements, diagnostics: &diagnostics, files: self)
        // What the simulator refuses at set-up is an error of the file too, at its statement.
        // A sweep's runs are each set up (a value can make one of them impossible); one error per run.
        for run in scenario?.runs ?? [] {
            guard let refusal = run.setUpDiagnostic() else { continue }
            var located = refusal
            if let variant = run.variant { located.message += " (in the run \(variant))" }
            diagnostics.report(located)
            scenario = nil
        }
        parsed.diagnostics = diagnostics
        return LoadedScenario(parsed: parsed, scenario: scenario, isLibrary: false)
    }
}
