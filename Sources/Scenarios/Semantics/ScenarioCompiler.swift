import Geophysics
import Simulation

/// The semantic pass: maps a scenario's syntax (includes spliced, names checked) onto a
/// ``Scenario``, reporting every error at the clause it is about.
///
/// Checks: every value against its slot's range (``RangeChecker``, first), then what depends
/// on other values: floors that do not exist, times outside the run, ground out of range where
/// the scenario goes, faults the model cannot apply, forms the simulator cannot model, missing
/// required statements, and the geoid grid when it is asked for but not installed.
///
/// Statements are compiled in a fixed order (settings, world, devices, expectations) so
/// that printing a scenario and compiling the text again gives an equal value.
public enum ScenarioCompiler {
    /// Compiles `statements`; returns `nil` when any error was reported into `diagnostics`.
    /// - Parameters:
    ///   - geoidGridExists: whether a grid file is readable (injected for tests).
    ///   - files: reads the height grid of a `terrain grid file`, under its include policy.
    public static func compile(
        _ statements: [StatementSyntax], diagnostics: inout DiagnosticBag,
        geoidGridExists: @escaping (String) -> Bool = ScenarioCompiler.fileExists,
        files: ScenarioLoader = ScenarioLoader()
    ) -> Scenario? {
        compile(
            statements, diagnostics: &diagnostics, geoidGridExists: geoidGridExists, files: files, work: CheckWork())
    }

    /// ``compile(_:diagnostics:geoidGridExists:files:)``, counting the statements it examines into `work`.
    static func compile(
        _ statements: [StatementSyntax], diagnostics: inout DiagnosticBag,
        geoidGridExists: @escaping (String) -> Bool = ScenarioCompiler.fileExists,
        files: ScenarioLoader = ScenarioLoader(),
        work: CheckWork
    ) -> Scenario? {
        if statements.contains(where: { $0.kind == .vary }) {
            return compileSweep(
                statements, diagnostics: &diagnostics, geoidGridExists: geoidGridExists, files: files, work: work)
        }
        var compiler = Compiler(statements: statements, geoidGridExists: geoidGridExists, files: files)
        compiler.work = work
        compiler.run()
        // Report in source order (files in the order first met, then line and column).
        var files: [String] = []
        for statement in statements where !files.contains(statement.location.file) {
            files.append(statement.location.file)
        }
        let sorted = compiler.bag.diagnostics.enumerated().sorted { a, b in
            let (x, y) = (a.element.location, b.element.location)
            let (fx, fy) = (files.firstIndex(of: x.file) ?? files.count, files.firstIndex(of: y.file) ?? files.count)
            if fx != fy { return fx < fy }
            if x.line != y.line { return x.line < y.line }
            if x.column != y.column { return x.column < y.column }
            return a.offset < b.offset
        }
        for item in sorted { diagnostics.report(item.element) }
        return compiler.bag.hasErrors ? nil : compiler.scenario
    }

    /// Whether a file exists and is readable.
    public static func fileExists(_ path: String) -> Bool {
        FileProbe.isReadable(path)
    }
}
