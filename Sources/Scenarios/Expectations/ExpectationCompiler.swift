/// Turns `expect` statements into `Expectation`s, reporting errors at their locations.
///
/// The grammar (`Grammar+Expectations.swift`) has already checked the words; this pass
/// checks the meaning: one subject, predicates that fit it, known code numbers per stream,
/// windows inside the run, known devices and labels. Every problem is an error at the clause
/// that causes it; an invalid statement compiles to `nil`.
public enum ExpectationCompiler {
    /// Compiles one `expect` statement. `deviceName` is the enclosing device block's name, if
    /// any; `context` tells which devices, labels and timeline events exist. Returns `nil`
    /// (after reporting into `diagnostics`) when the statement is invalid.
    public static func compile(
        _ statement: StatementSyntax, deviceName: String?, context: ExpectationContext,
        diagnostics: inout DiagnosticBag
    ) -> Expectation? {
        var reader = ExpectationReader(statement: statement, context: context)
        reader.rejectRepeatedClauses()
        let device = reader.device(enclosing: deviceName)
        let form = reader.form()
        diagnostics.append(contentsOf: reader.diagnostics)
        guard !reader.diagnostics.hasErrors, let form else { return nil }
        var text = ScenarioPrinter.print(statement)
        while text.last?.isNewline == true { text.removeLast() }
        return Expectation(
            range: statement.range, text: text,
            deviceName: device, form: form)
    }
}
