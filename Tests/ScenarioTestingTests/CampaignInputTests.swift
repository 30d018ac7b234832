import Testing

@testable import ScenarioTesting

/// `checkScenarioCampaign` with arguments no campaign can mean: each throws before running
/// anything it cannot finish.
@Suite("Campaign arguments out of range")
struct CampaignInputTests {
    @Test("An endless seed sequence stops at the campaign limit (before: it ran for ever)")
    func endlessSeeds() {
        let scenario = FakeScenario.make(lines: ["expect error 0 within 5 s"])
        #expect(throws: ScenarioTestingError.tooManySeeds(maximum: ScenarioTestingError.maximumCampaignSeeds)) {
            try checkScenarioCampaign(scenario, seeds: UInt64(1)...UInt64.max, reporter: .init { _, _ in })
        }
    }

    @Test(
        "A required share outside 0…1 is refused (before: NaN failed every row, -1 read as 'one run')",
        arguments: [Double.nan, -1, 1.5, .infinity])
    func badShare(_ share: Double) {
        let scenario = FakeScenario.make(lines: ["expect error 0 within 5 s"])
        #expect(throws: ScenarioTestingError.self) {
            try checkScenarioCampaign(scenario, seeds: [1, 2], requiredShare: share, reporter: .init { _, _ in })
        }
    }
}

@Suite("Report lines of campaign expectations in one run")
struct CampaignObservationLineTests {
    @Test("An unseen campaign expectation is separated from its location (before: 'unseenscenarios/fake.scenario:1:1')")
    func unseenColumn() throws {
        let scenario = FakeScenario.make(lines: ["expect sometimes error 851"])
        let report = try checkScenario(scenario, seed: 2, reporter: .init { _, _ in })
        #expect(
            report.rendered().contains("  unseen  scenarios/fake.scenario:1:1  expect sometimes error 851"),
            "\(report.rendered())")
    }
}
