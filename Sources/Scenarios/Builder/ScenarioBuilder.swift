/// One statement written in Swift: its syntax, stamped with the `#fileID` and `#line` it was
/// written at, so errors of the semantic pass point into the Swift source.
///
/// Made by the static functions of ``ScenarioStatement`` (typed values, converted exactly)
/// inside a ``ScenarioBuilder`` block, or by ``line(_:fileID:line:)`` for any statement as text.
public struct ScenarioStatement: Sendable {
    /// The parsed statement (with its device block).
    public var syntax: StatementSyntax
    /// Errors of parsing the statement's text (reported when the scenario is built).
    public var diagnostics: DiagnosticBag
    /// True when the text held no statement: `syntax` is a placeholder the build leaves out.
    var isPlaceholder = false

    /// Parses `text` (one statement, with an indented block for a device) and stamps every
    /// range with the Swift location.
    public init(text: String, fileID: String, line: Int) {
        let location = SourceLocation(file: fileID, line: line, column: 1)
        let (file, bag) = ScenarioParser.parse(SourceFile(path: fileID, text: text))
        syntax = ScenarioStatement.stamp(file.statements.first ?? StatementSyntax(kind: .scenario), at: location)
        isPlaceholder = file.statements.isEmpty
        var stamped = DiagnosticBag()
        for var diagnostic in bag.diagnostics {
            diagnostic.range = SourceRange(at: location)
            stamped.report(diagnostic)
        }
        if file.statements.count > 1 {
            stamped.error("one statement per builder call", at: SourceRange(at: location))
        } else if file.statements.isEmpty, !bag.hasErrors {
            stamped.error("the statement is empty (blank or only a comment)", at: SourceRange(at: location),
                          hint: "write one statement, such as .line(\"terrain flat 12 m\"), or leave the call out")
        } else if file.statements.first?.kind == .include {
            // The builder has no file that an include could be relative to, and nothing reads it:
            // accepting it would build the scenario without the statements it names.
            stamped.error("'include' cannot be used in a scenario built in Swift", at: SourceRange(at: location),
                          hint: "write the statements in the builder, or load the file with ScenarioLoader().loadScenario(path:)")
        }
        diagnostics = stamped
    }

    static func stamp(_ statement: StatementSyntax, at location: SourceLocation) -> StatementSyntax {
        let range = SourceRange(at: location)
        func clause(_ c: ClauseSyntax) -> ClauseSyntax {
            ClauseSyntax(name: c.name, elements: c.elements.map { element in
                if case .value(let node) = element { return .value(ValueNode(node.value, range: range)) }
                return element
            }, range: range)
        }
        return StatementSyntax(kind: statement.kind, head: clause(statement.head),
                               sections: statement.sections.map { $0.map(clause) },
                               block: statement.block.map { stamp($0, at: location) }, range: range)
    }
}

/// Builds the statements of a scenario in Swift.
///
/// ```swift
/// let scenario = try Scenario.build("Calm day outdoors") {
///     ScenarioStatement.seed(7)
///     ScenarioStatement.duration(.seconds(3_600))
///     ScenarioStatement.origin(latitude: 47.3769, longitude: 8.5417)
///     ScenarioStatement.device("phone", options: "barometer bmp390") {
///         TimelineLine.at(.zero, "start sdk; altitude every 1 s")
///     }
///     ScenarioStatement.expect("hae error p80 <= 2 m")
/// }
/// ```
@resultBuilder
public enum ScenarioBuilder {
    /// One statement.
    public static func buildExpression(_ statement: ScenarioStatement) -> [ScenarioStatement] { [statement] }
    /// Several statements (from a helper function).
    public static func buildExpression(_ statements: [ScenarioStatement]) -> [ScenarioStatement] { statements }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [ScenarioStatement]...) -> [ScenarioStatement] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [ScenarioStatement]?) -> [ScenarioStatement] { part ?? [] }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither(first: [ScenarioStatement]) -> [ScenarioStatement] { first }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither(second: [ScenarioStatement]) -> [ScenarioStatement] { second }
    /// A `for` loop.
    public static func buildArray(_ parts: [[ScenarioStatement]]) -> [ScenarioStatement] { parts.flatMap { $0 } }
}

/// A line of a device block in Swift: a timeline line or an expectation.
public struct TimelineLine: Sendable {
    /// The line's text (without indentation).
    public var text: String
    /// Where it was written.
    public var fileID: String
    /// The Swift line.
    public var line: Int

    /// `at TIME ACTIONS`: `TimelineLine.at(.seconds(300), "walk to \"Tower\" entrance at 1.4 m/s")`.
    public static func at(_ time: Swift.Duration, _ actions: String, fileID: String = #fileID, line: Int = #line) -> TimelineLine {
        TimelineLine(text: "at \(QuantityText.clock(nanoseconds(time))) \(actions)", fileID: fileID, line: line)
    }

    /// `expect …` for this device: `TimelineLine.expect("floor correct >= 90% indoors")`.
    public static func expect(_ text: String, fileID: String = #fileID, line: Int = #line) -> TimelineLine {
        TimelineLine(text: "expect \(text)", fileID: fileID, line: line)
    }
}

/// Builds a device block.
@resultBuilder
public enum DeviceBlockBuilder {
    /// One line.
    public static func buildExpression(_ line: TimelineLine) -> [TimelineLine] { [line] }
    /// The lines of a block, in order.
    public static func buildBlock(_ parts: [TimelineLine]...) -> [TimelineLine] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [TimelineLine]?) -> [TimelineLine] { part ?? [] }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither(first: [TimelineLine]) -> [TimelineLine] { first }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither(second: [TimelineLine]) -> [TimelineLine] { second }
    /// A `for` loop.
    public static func buildArray(_ parts: [[TimelineLine]]) -> [TimelineLine] { parts.flatMap { $0 } }
}

/// Exact nanoseconds of a Swift duration (saturating).
func nanoseconds(_ duration: Swift.Duration) -> Int64 { duration.saturatingNanoseconds }

extension Swift.Duration {
    /// The duration in whole nanoseconds, clamped to the `Int64` range (scenario offsets are
    /// `Int64` nanoseconds).
    public var saturatingNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? (seconds < 0 ? .min : .max) : scaled &+ attoseconds / 1_000_000_000
    }
}

/// The errors of a scenario built in Swift.
public struct ScenarioBuildError: Error, CustomStringConvertible {
    /// Every diagnostic, at the Swift `#fileID:#line` of its statement.
    public var diagnostics: [Diagnostic]

    /// `file:line:col: error: message` per diagnostic.
    public var description: String {
        diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message)" + ($0.hint.map { "\nhint: \($0)" } ?? "") }
            .joined(separator: "\n")
    }
}

extension Scenario {
    /// Builds a scenario from Swift statements through the same semantic pass as a file, so
    /// a file and the builder describing the same run give equal scenarios (ignoring source
    /// locations).
    /// - Throws: ``ScenarioBuildError`` with every error at the Swift line it is about.
    public static func build(_ name: String, fileID: String = #fileID, line: Int = #line,
                             @ScenarioBuilder _ statements: () -> [ScenarioStatement]) throws -> Scenario {
        let title = ScenarioStatement(text: "scenario \(ScenarioPrinter.quote(name))", fileID: fileID, line: line)
        let all = [title] + statements()
        var diagnostics = DiagnosticBag()
        for statement in all { diagnostics.append(contentsOf: statement.diagnostics) }
        let syntax = all.filter { !$0.isPlaceholder }.map(\.syntax)
        diagnostics.append(contentsOf: ReferenceChecker.check(syntax))
        guard !diagnostics.hasErrors else { throw ScenarioBuildError(diagnostics: diagnostics.errors) }
        guard let scenario = ScenarioCompiler.compile(syntax, diagnostics: &diagnostics) else {
            throw ScenarioBuildError(diagnostics: diagnostics.errors)
        }
        return scenario
    }
}
