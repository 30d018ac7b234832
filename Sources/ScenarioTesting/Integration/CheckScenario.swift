import Scenarios

/// Runs a scenario and reports each failed expectation to the test framework at the line where
/// the expectation is written (the `.scenario` line, or the Swift line of a builder scenario;
/// the calling Swift line when the expectation has no location). Returns the report.
///
/// The seed is `seed`, else the `.scenarioSeed` trait's, else the scenario's own.
///
/// ```swift
/// @Test func calmDay() throws {
///     try checkScenario(file: "scenarios/calm-day.scenario")
/// }
/// ```
@discardableResult
public func checkScenario(
    _ scenario: ScenarioUnderTest, seed: UInt64? = nil, reporter: ScenarioIssueReporter? = nil,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) throws -> ScenarioReport {
    let seed = seed ?? ScenarioSeed.current ?? scenario.defaultSeed
    let run = try scenario.run(seed)
    var facts = run.facts
    if facts.scenarioPath == nil { facts.scenarioPath = scenario.path }
    let report = ExpectationEvaluator.evaluate(scenario.expectations, records: run.records, facts: facts)
    let sink = reporter ?? .automatic(file: filePath, line: line)
    let fallback = ReportLocation(filePath: "\(filePath)", line: Int(line), column: Int(column))
    for verdict in report.failures {
        sink.report(report.failureText(verdict), reportLocation(verdict.expectation, fallback: fallback))
    }
    return report
}

/// Loads a `.scenario` file with `runner`, runs it and reports failures (see the other overload).
/// A relative path is taken from the package root (found above the calling Swift file). A parameter
/// sweep's runs are each checked; the first run's report is returned.
@discardableResult
public func checkScenario(
    file path: String, seed: UInt64? = nil, runner: ScenarioRunner = .standard, reporter: ScenarioIssueReporter? = nil,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) throws -> ScenarioReport {
    let resolved = path.hasPrefix("/") ? path : try ScenarioFiles.packageRoot(from: "\(filePath)") + "/" + path
    let loaded = try runner.load(resolved)
    let report = try checkScenario(
        loaded, seed: seed, reporter: reporter, filePath: filePath,
        line: line, column: column)
    for variant in loaded.otherVariants {
        try checkScenario(variant, seed: seed, reporter: reporter, filePath: filePath, line: line, column: column)
    }
    return report
}

/// Runs a scenario at every seed and checks its expectations statistically: an ordinary
/// expectation must hold in `requiredShare` of the runs (default: all), a `sometimes`
/// expectation in its own share. Each failed row is reported once, with its failing seeds and
/// the first failing run's full text. Throws for a share outside 0…1 (NaN included) and for
/// more than ``ScenarioTestingError/maximumCampaignSeeds`` seeds (before running the extra one).
@discardableResult
public func checkScenarioCampaign(
    _ scenario: ScenarioUnderTest, seeds: some Sequence<UInt64>, requiredShare: Double = 1,
    reporter: ScenarioIssueReporter? = nil,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) throws -> CampaignReport {
    guard (0...1).contains(requiredShare) else { throw ScenarioTestingError.invalidRequiredShare(requiredShare) }
    var reports: [ScenarioReport] = []
    for seed in seeds {
        guard reports.count < ScenarioTestingError.maximumCampaignSeeds else {
            throw ScenarioTestingError.tooManySeeds(maximum: ScenarioTestingError.maximumCampaignSeeds)
        }
        let run = try scenario.run(seed)
        var facts = run.facts
        if facts.scenarioPath == nil { facts.scenarioPath = scenario.path }
        reports.append(ExpectationEvaluator.evaluate(scenario.expectations, records: run.records, facts: facts))
    }
    guard !reports.isEmpty else { throw ScenarioTestingError.noSeeds }
    let campaign = CampaignReport(runs: reports, requiredShare: requiredShare)
    let sink = reporter ?? .automatic(file: filePath, line: line)
    let fallback = ReportLocation(filePath: "\(filePath)", line: Int(line), column: Int(column))
    for row in campaign.failures {
        sink.report(campaign.failureText(row), reportLocation(row.expectation, fallback: fallback))
    }
    return campaign
}

/// The expectation's own location, or `fallback` when it has none.
func reportLocation(_ expectation: Scenarios.Expectation, fallback: ReportLocation) -> ReportLocation {
    let start = expectation.range.start
    guard !start.file.isEmpty, start.line > 0 else { return fallback }
    return ReportLocation(filePath: start.file, line: start.line, column: start.column)
}
