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

    @Test("A required share outside 0…1 is refused (before: NaN failed every row, -1 read as 'one run')",
          arguments: [Double.nan, -1, 1.5, .infinity])
    func badShare(_ share: Double) {
        let scenario = FakeScenario.make(lines: ["expect error 0 within 5 s"])
        #expect(throws: ScenarioTestingError.self) {
            try checkScenarioCampaign(scenario, seeds: [1, 2], requiredShare: share, reporter: .init { _, _ in })
        }
    }
}
