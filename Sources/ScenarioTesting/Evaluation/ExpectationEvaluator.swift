public import Scenarios
public import Simulation

/// Checks expectations against a run's trace.
///
/// Deterministic and pure: the same expectations, records and facts give the same verdicts.
/// An expectation without a device is checked on every device of the run (one verdict each);
/// one naming a device that is not in the run fails with a clear message.
///
/// ```swift
/// let report = ExpectationEvaluator.evaluate(scenario.expectations, records: run.records, facts: run.facts)
/// if !report.passed { print(report.rendered()) }
/// ```
public enum ExpectationEvaluator {
    /// Checks every expectation; verdicts follow the expectations' order (devices in order).
    public static func evaluate(_ expectations: [Expectation], records: [TraceRecord], facts: RunFacts)
        -> ScenarioReport
    {
        evaluate(expectations, run: ScenarioRun(records: records, facts: facts))
    }

    /// Checks every expectation on a run: on its records, or on the traces collected as it ran
    /// when it kept no records (`ScenarioExecution.run(…, keepRecords: false)`, which keeps what
    /// the same expectations read).
    public static func evaluate(_ expectations: [Expectation], run: ScenarioRun) -> ScenarioReport {
        let facts = run.facts
        var traces: [Int: DeviceTrace] = [:]
        func trace(_ index: Int) -> DeviceTrace {
            if let cached = traces[index] { return cached }
            let built = run.deviceTrace(index)
            traces[index] = built
            return built
        }
        var verdicts: [ExpectationVerdict] = []
        for expectation in expectations {
            let indices: [Int]
            if let name = expectation.deviceName {
                guard let index = facts.devices.firstIndex(where: { $0.name == name }) else {
                    verdicts.append(
                        ExpectationVerdict(
                            expectation: expectation, deviceName: name, outcome: .fails,
                            expected: "a device named \"\(name)\"",
                            actual: "the run has "
                                + (facts.devices.isEmpty
                                    ? "no devices"
                                    : "devices " + facts.devices.map { "\"\($0.name)\"" }.joined(separator: ", "))))
                    continue
                }
                indices = [index]
            } else {
                indices = Array(facts.devices.indices)
                if indices.isEmpty {
                    verdicts.append(
                        ExpectationVerdict(
                            expectation: expectation, deviceName: "-", outcome: .fails,
                            expected: "a device to check", actual: "the run has no devices"))
                }
            }
            for index in indices {
                let device = trace(index)
                verdicts.append(verdict(expectation, device: device, facts: facts))
            }
        }
        return ScenarioReport(facts: facts, verdicts: verdicts)
    }

    /// One verdict.
    static func verdict(_ expectation: Expectation, device: DeviceTrace, facts: RunFacts) -> ExpectationVerdict {
        let name = facts.devices[device.index].name
        let checker = FormChecker(device: device, facts: facts)
        let finding = checker.check(expectation.form)
        let outcome: ExpectationVerdict.Outcome
        if case .campaign = expectation.form {
            outcome = .campaignObservation(reached: finding.holds)
        } else if case .acrossSeeds = expectation.form {
            // No data (or a non-finite value) leaves an empty tally, which fails the campaign.
            outcome = .pooledObservation(finding.tally ?? RunTally(count: 0))
        } else {
            outcome = finding.holds ? .holds : .fails
        }
        let instants = finding.instants
        let excerpt = outcome == .fails ? TimelineExcerpt.lines(device.timeline, around: instants) : []
        return ExpectationVerdict(
            expectation: expectation, deviceName: name, outcome: outcome,
            expected: finding.expected, actual: finding.actual,
            instantsNanoseconds: instants, excerpt: excerpt)
    }
}
