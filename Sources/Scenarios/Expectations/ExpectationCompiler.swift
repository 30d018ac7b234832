/// Turns `expect` statements into `Expectation`s, reporting errors at their locations.
///
/// PHASE2-SKELETON: the expectations engineer replaces the body.
public enum ExpectationCompiler {
    /// Compiles one `expect` statement. `deviceName` is the enclosing device block's name, if
    /// any; `context` tells which devices, labels and timeline events exist. Returns `nil`
    /// (after reporting into `diagnostics`) when the statement is invalid.
    public static func compile(
        _ statement: StatementSyntax, deviceName: String?, context: ExpectationContext,
        diagnostics: inout DiagnosticBag
    ) -> Expectation? {
        Expectation(range: statement.range, text: ScenarioPrinter.print(statement), deviceName: deviceName, form: .notYetCompiled)
    }
}

/// What an expectation may refer to, gathered by the scenario's semantic pass.
public struct ExpectationContext: Hashable, Sendable {
    /// Names of the devices, in order.
    public var deviceNames: [String]
    /// Labels of timeline steps (`as "ride"`) with their device and offset from the start, ns.
    public var labels: [String: LabelledStep]
    /// Length of the run, ns.
    public var durationNanoseconds: Int64

    public struct LabelledStep: Hashable, Sendable {
        public var deviceName: String
        public var offsetNanoseconds: Int64
        public init(deviceName: String, offsetNanoseconds: Int64) {
            self.deviceName = deviceName
            self.offsetNanoseconds = offsetNanoseconds
        }
    }

    public init(deviceNames: [String], labels: [String: LabelledStep], durationNanoseconds: Int64) {
        self.deviceNames = deviceNames
        self.labels = labels
        self.durationNanoseconds = durationNanoseconds
    }
}
