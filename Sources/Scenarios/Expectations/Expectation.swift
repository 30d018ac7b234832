/// One `expect` line of a scenario, compiled: what must hold, where it is written, and the
/// device it is about.
///
/// PHASE2-SKELETON: the expectations engineer (issue 7) replaces `ExpectationForm` with the
/// full set of forms and writes `ExpectationCompiler`; the scenario engineer stores the
/// compiled values in `Scenario.expectations`.
public struct Expectation: Hashable, Sendable {
    /// Where the line is written (file, line, column) — failures point here.
    public var range: SourceRange
    /// The line's canonical text, as printed in reports (`expect status 200 within 10 s`).
    public var text: String
    /// The device it is about (`for "phone"` or written in a device block); `nil` = every device.
    public var deviceName: String?
    /// What must hold.
    public var form: ExpectationForm

    public init(range: SourceRange, text: String, deviceName: String?, form: ExpectationForm) {
        self.range = range
        self.text = text
        self.deviceName = deviceName
        self.form = form
    }
}

/// What an expectation asserts.
public enum ExpectationForm: Hashable, Sendable {
    /// PHASE2-SKELETON placeholder until the expectation forms land.
    case notYetCompiled
}
