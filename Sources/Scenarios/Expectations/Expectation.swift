/// One `expect` line of a scenario, compiled: what must hold, where it is written, and the
/// device it is about.
///
/// Built by ``ExpectationCompiler`` from an `expect` statement (or directly in Swift), stored
/// in `Scenario.expectations`, checked by `ScenarioTesting`.
public struct Expectation: Hashable, Sendable {
    /// Where the line is written (file, line, column) — failures point here.
    public var range: SourceRange
    /// The line's canonical text, as printed in reports (`expect status 200 within 10 s`).
    public var text: String
    /// The device it is about (`for "phone"` or written in a device block); `nil` = every device.
    public var deviceName: String?
    /// What must hold.
    public var form: ExpectationForm

    /// Creates an expectation.
    public init(range: SourceRange, text: String, deviceName: String?, form: ExpectationForm) {
        self.range = range
        self.text = text
        self.deviceName = deviceName
        self.form = form
    }
}
