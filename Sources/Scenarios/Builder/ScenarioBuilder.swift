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

extension Scenario {
    /// Builds a scenario from Swift statements through the same semantic pass as a file, so
    /// a file and the builder describing the same run give equal scenarios (ignoring source
    /// locations).
    /// - Throws: ``ScenarioBuildError`` with every error at the Swift line it is about.
    public static func build(
        _ name: String, fileID: String = #fileID, line: Int = #line,
        @ScenarioBuilder _ statements: () -> [ScenarioStatement]
    ) throws -> Scenario {
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
