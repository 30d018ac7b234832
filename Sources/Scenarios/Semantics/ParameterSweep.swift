/// The `vary` statements of a scenario, read: one axis per statement, its values in order.
///
/// Like OpenSCENARIO's deterministic parameter distributions (`ParameterValueDistribution` with a
/// `ValueSetDistribution` or a `DistributionRange` with a step), every combination of the axes'
/// values is one run; the runs are ordered with the first axis slowest.
struct ParameterSweep {
    /// One swept parameter and its values.
    struct Axis {
        var parameter: SweptParameter
        var values: [ValueNode]
        var statement: StatementSyntax
    }

    /// The most runs one sweep may make (every one is simulated in full).
    static let maximumRuns = 1_000

    var axes: [Axis] = []

    /// Reads the statements, reporting every problem at its clause; `nil` after an error.
    static func read(_ statements: [StatementSyntax], into bag: inout DiagnosticBag) -> ParameterSweep? {
        var sweep = ParameterSweep()
        for statement in statements {
            let words = statement.head.values.compactMap(\.word).joined(separator: " ")
            guard let parameter = SweptParameter(rawValue: words) else {
                bag.error(
                    "'\(words)' is not a parameter a sweep can vary", at: statement.head.range,
                    hint: "parameters: " + SweptParameter.allCases.map(\.rawValue).joined(separator: ", "))
                continue
            }
            if sweep.axes.contains(where: { $0.parameter == parameter }) {
                bag.error(
                    "'\(words)' is varied twice", at: statement.head.range, hint: "list every value in one `vary`")
                continue
            }
            var values: [ValueNode] = []
            for clause in statement.clauses {
                guard let read = Self.values(of: clause, for: parameter, into: &bag) else { continue }
                values += read
            }
            if values.isEmpty {
                bag.error("a sweep needs at least one value", at: statement.range, hint: "vary \(words) over …")
            }
            sweep.axes.append(Axis(parameter: parameter, values: values, statement: statement))
        }
        let runs = sweep.axes.reduce(1) { $0.multipliedReportingOverflow(by: max($1.values.count, 1)).partialValue }
        if runs > maximumRuns, let first = statements.first {
            bag.error(
                "the sweep makes \(runs) runs, more than \(maximumRuns)", at: first.range,
                hint: "vary fewer parameters or fewer values")
        }
        return bag.hasErrors ? nil : sweep
    }

    /// A clause's values: one, or a range `from A to B step S` (A, A + S, … up to B).
    static func values(of clause: ClauseSyntax, for parameter: SweptParameter, into bag: inout DiagnosticBag)
        -> [ValueNode]?
    {
        let nodes = clause.values
        let dimension: Dimension? = nodes.first?.quantity?.dimension
        guard dimension == parameter.dimension else {
            let wanted = parameter.dimension.map { $0.phrase } ?? "a barometer part (a word such as bmp390)"
            bag.error(
                "'\(ScenarioPrinter.print(clause.elements))' cannot be a value of '\(parameter.rawValue)'",
                at: clause.range,
                hint: "'\(parameter.rawValue)' takes \(wanted)")
            return nil
        }
        guard nodes.count == 3, let first = nodes[0].quantity, let last = nodes[1].quantity,
            let step = nodes[2].quantity
        else { return nodes.prefix(1).map { $0 } }
        guard let to = last.value(in: first.unit), let by = step.value(in: first.unit), by > 0,
            to >= first.magnitude.value
        else {
            bag.error(
                "the range \(ScenarioPrinter.print(clause.elements)) is empty", at: clause.range,
                hint: "the step must be more than 0 and `to` at least `from`")
            return nil
        }
        let count = Int(((to - first.magnitude.value) / by + 1e-9).rounded(.down)) + 1
        guard count <= maximumRuns else {
            bag.error("the range makes \(count) values, more than \(maximumRuns)", at: clause.range)
            return nil
        }
        return (0..<count).map { k in
            let magnitude = NumberLiteral(first.magnitude.value + Double(k) * by)
            return ValueNode(.quantity(Quantity(magnitude, first.unit)), range: clause.range)
        }
    }

    /// Every combination of the axes' values, the first axis slowest.
    var combinations: [[(Axis, ValueNode)]] {
        axes.reduce([[]]) { partial, axis in partial.flatMap { prefix in axis.values.map { prefix + [(axis, $0)] } } }
    }
}

extension ScenarioCompiler {
    /// Compiles a scenario with `vary` statements: one scenario per combination of values, named with
    /// its values (`tall-tower [terrain height = 1600 m]`). Returns the first run with every run in
    /// ``Scenario/variants``; `nil` when the sweep or any run has an error (each reported once).
    static func compileSweep(
        _ statements: [StatementSyntax], diagnostics: inout DiagnosticBag,
        geoidGridExists: @escaping (String) -> Bool, files: ScenarioLoader, work: CheckWork
    ) -> Scenario? {
        let sweeps = statements.filter { $0.kind == .vary }
        var bag = DiagnosticBag()
        guard let sweep = ParameterSweep.read(sweeps, into: &bag) else {
            for diagnostic in bag.diagnostics { diagnostics.report(diagnostic) }
            return nil
        }
        let base = statements.filter { $0.kind != .vary }
        var variants: [Scenario] = []
        var reported = Set<String>()
        var failed = false
        for combination in sweep.combinations {
            var rewritten = base
            var names: [String] = []
            var run = DiagnosticBag()
            for (axis, value) in combination {
                if let problem = axis.parameter.apply(value, to: &rewritten, at: axis.statement.range) {
                    run.error(problem, at: axis.statement.head.range)
                }
                names.append("\(axis.parameter.rawValue) = \(ScenarioPrinter.print(value.value))")
            }
            let scenario =
                run.hasErrors
                ? nil
                : compile(rewritten, diagnostics: &run, geoidGridExists: geoidGridExists, files: files, work: work)
            for diagnostic in run.diagnostics
            where reported.insert("\(diagnostic.range.start)|\(diagnostic.message)").inserted {
                diagnostics.report(diagnostic)
            }
            guard var compiled = scenario else {
                failed = true
                continue
            }
            compiled.variant = names.joined(separator: ", ")
            compiled.name += " [\(compiled.variant ?? "")]"
            variants.append(compiled)
        }
        guard !failed, var first = variants.first else { return nil }
        first.variants = variants
        first.sweepLines = sweeps.map { ScenarioPrinter.print($0).trimmingTrailingNewlines }
        return first
    }
}

extension String {
    /// The text without its trailing line breaks.
    var trimmingTrailingNewlines: String {
        var text = self
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }
}
