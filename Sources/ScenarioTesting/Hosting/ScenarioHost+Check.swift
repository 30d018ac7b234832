import Scenarios

extension ScenarioHost {
    /// Runs the scenario (`run(seed:)`) and reports to the test framework each failed
    /// expectation, at the line where it is written, and each app call the `.reportFailure`
    /// policy refused, at the calling line. Returns the run for the test's own assertions.
    ///
    /// A failure's text is `checkScenario`'s (expected vs actual, instants, timeline excerpt,
    /// seed, reproduce line naming the engine as driven by the app) followed by the command that
    /// runs the same scenario without the app — telling an app's fault from the scenario's — and
    /// the app's last observations up to the verdict's last instant.
    @discardableResult
    public func check(
        seed: UInt64? = nil, reporter: ScenarioIssueReporter? = nil,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> HostedRun<Observation> {
        let run = try run(seed: seed)
        let sink = reporter ?? .automatic(file: filePath, line: line)
        let fallback = ReportLocation(filePath: "\(filePath)", line: Int(line), column: Int(column))
        for verdict in run.report.failures {
            sink.report(failureText(verdict, in: run), reportLocation(verdict.expectation, fallback: fallback))
        }
        for refused in run.refusedCalls {
            sink.report(refusalText(refused, in: run), fallback)
        }
        return run
    }

    /// The failure text of a verdict, with the run without the app and the app's observations
    /// up to the verdict's last instant.
    func failureText(_ verdict: ExpectationVerdict, in run: HostedRun<Observation>) -> String {
        var lines = [run.report.failureText(verdict)]
        var withoutApp = run.report.facts
        withoutApp.engineArguments = ""
        if let command = withoutApp.altsimCommand(seedOption: "--seed \(run.report.facts.seed)") {
            lines.append("  without the app: " + command)
        }
        let until = verdict.instantsNanoseconds.last ?? .max
        let shown = run.observations.filter { $0.offsetNanoseconds <= until }.suffix(Self.observationsInFailures)
        if !shown.isEmpty {
            lines.append("  app (\"\(TerminalText.escaped(run.deviceName))\"):")
            lines += shown.map { "    \($0.clock)  " + TerminalText.escaped(String(describing: $0.value)) }
        }
        return lines.joined(separator: "\n")
    }

    /// The text of an app call the host refused for want of a closure.
    func refusalText(_ refused: HostedAppCall, in run: HostedRun<Observation>) -> String {
        let route = AppCallRoutes.routeName(of: refused.call)
        return """
            \(ExpectationTime.clock(refused.offsetNanoseconds)): the timeline calls \(route) on device \
            "\(TerminalText.escaped(run.deviceName))", which the app does not handle: set `routes.\(route)`, \
            or `routes.unrouted = .callEngine` to let the engine make the call
              seed:     \(run.report.facts.seed)
              reproduce: \(run.report.reproduceText)
            """
    }

    /// How many of the app's observations a failure shows (the last ones before its instant).
    static var observationsInFailures: Int { 5 }
}
