/// Parses one scenario file's text into a syntax tree, collecting every error.
///
/// Line-oriented: each non-blank line is a statement; a line ending in `,` continues on the
/// next line; indented lines under a `device` form its block (`at …` timeline lines and
/// `expect …` lines scoped to that device). A bad line is reported and skipped, and parsing
/// goes on with the next line. Never traps, whatever the bytes.
///
/// ```swift
/// let source = SourceFile(path: "demo.scenario", text: "seed 42\nduration 2 h\n")
/// let (file, diagnostics) = ScenarioParser.parse(source)
/// print(diagnostics.render(sources: [source]))
/// ```
public enum ScenarioParser {
    /// Parses one file (includes are left as `include` statements; see ``ScenarioLoader``).
    public static func parse(_ source: SourceFile, errorLimit: Int = 100) -> (ScenarioFileSyntax, DiagnosticBag) {
        var lexer = Lexer(source: source, diagnostics: DiagnosticBag(limit: errorLimit))
        let lines = lexer.lexLines()
        var diagnostics = lexer.diagnostics
        var statements: [StatementSyntax] = []
        var deviceIndex: Int?
        // Set when a device line was rejected: its block is still checked but then dropped,
        // so one bad device line does not also flag every line under it.
        var inRejectedDevice = false
        var lineIndex = 0
        while lineIndex < lines.count, !diagnostics.isFull {
            var line = lines[lineIndex]
            lineIndex += 1
            // A trailing comma continues the statement on the next line.
            while line.tokens.last?.isPunctuation(",") ?? false, lineIndex < lines.count {
                line.tokens += lines[lineIndex].tokens
                line.hasErrors = line.hasErrors || lines[lineIndex].hasErrors
                lineIndex += 1
            }
            if line.hasErrors || line.tokens.isEmpty {
                // A device line with a lexical error (a stray 'µ') keeps its block quiet too,
                // instead of one "indented line outside a device block" per line under it.
                if line.indent == 0, let first = line.tokens.first {
                    inRejectedDevice = first.kind == .identifier && first.text == "device"
                    deviceIndex = nil
                }
                continue
            }
            let copies = line.indent == 0 ? repetition(&line, diagnostics: &diagnostics) : nil
            let first = line.tokens[0]
            guard first.kind == .identifier, let schema = Grammar.schema(for: first.text) else {
                reportUnknownStatement(first, indented: line.indent > 0, diagnostics: &diagnostics)
                if line.indent == 0 {
                    // A misspelt 'device' keeps its block quiet, like a rejected device line.
                    inRejectedDevice =
                        first.kind == .identifier && EditDistance.suggestion(for: first.text, among: ["device"]) != nil
                    deviceIndex = nil
                }
                continue
            }
            if line.indent > 0 {
                if inRejectedDevice, schema.kind == .timeline || schema.kind == .expect {
                    _ = StatementParser.parse(tokens: line.tokens, schema: schema, diagnostics: &diagnostics)
                    continue
                }
                guard let owner = deviceIndex else {
                    diagnostics.error(
                        "indented line outside a device block", at: first.range,
                        hint: "only 'at …' and 'expect …' lines may be indented, under a 'device' statement")
                    continue
                }
                guard schema.kind == .timeline || schema.kind == .expect else {
                    diagnostics.error(
                        "'\(first.text)' cannot be inside a device block", at: first.range,
                        hint: "a device block holds 'at …' and 'expect …' lines; unindent this line")
                    continue
                }
                if let statement = StatementParser.parse(tokens: line.tokens, schema: schema, diagnostics: &diagnostics)
                {
                    statements[owner].block.append(statement)
                }
                continue
            }
            deviceIndex = nil
            inRejectedDevice = false
            if schema.kind == .timeline, !Self.isWorldTimeline(line.tokens) {
                diagnostics.error(
                    "'at' lines belong to a device", at: first.range,
                    hint:
                        "indent this line under a 'device \"name\"' statement (only `assistance …` faults stand on the world's timeline)"
                )
                continue
            }
            if var statement = StatementParser.parse(tokens: line.tokens, schema: schema, diagnostics: &diagnostics) {
                if let copies {
                    guard schema.kind == .device else {
                        diagnostics.error(
                            "only a `device` can be repeated", at: copies.range,
                            hint:
                                "write `\(ScenarioPrinter.print(copies.value)) × device \"NAME\" …`, or remove the count"
                        )
                        continue
                    }
                    statement.copies = copies
                    statement.range = copies.range.union(statement.range)
                }
                statements.append(statement)
                if schema.kind == .device { deviceIndex = statements.count - 1 }
            } else if schema.kind == .device {
                inRejectedDevice = true
            }
        }
        return (ScenarioFileSyntax(path: source.path, statements: statements), diagnostics)
    }

    private static func reportUnknownStatement(_ token: Token, indented: Bool, diagnostics: inout DiagnosticBag) {
        guard token.kind == .identifier else {
            diagnostics.error(
                "expected a statement keyword, found \(token.kind == .string ? "\"\(token.text)\"" : "'\(token.text)'")",
                at: token.range, hint: "statements start with a keyword such as 'building' or 'device'")
            return
        }
        let candidates = indented ? ["at", "expect"] : Grammar.topLevelKeywords
        let hint =
            EditDistance.didYouMean(token.text, among: candidates)
            ?? "statements: " + candidates.joined(separator: ", ")
        diagnostics.error("unknown statement '\(token.text)'", at: token.range, hint: hint)
    }
}
