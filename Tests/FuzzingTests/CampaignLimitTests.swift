import Fuzzing
import Testing

/// Campaign sizes at the edges of what the command line accepts: a time budget far beyond any
/// run and a count near `Int.max` must start like any other campaign (neither traps nor builds a
/// list of every index).
@Suite("Campaign limits")
struct CampaignLimitTests {
    @Test("A time budget beyond Int64 milliseconds saturates instead of trapping")
    func hugeTimeBudget() {
        #expect(FuzzCampaign.budgetMilliseconds(seconds: 1e300) == Int64.max)
        #expect(FuzzCampaign.budgetMilliseconds(seconds: .infinity) == Int64.max)
        #expect(FuzzCampaign.budgetMilliseconds(seconds: 9.3e15) == Int64.max)
        #expect(FuzzCampaign.budgetMilliseconds(seconds: 1.5) == 1500)
        #expect(FuzzCampaign.budgetMilliseconds(seconds: 0) == 0)
        #expect(FuzzCampaign.budgetMilliseconds(seconds: -3) == 0)
        #expect(FuzzCampaign.budgetMilliseconds(seconds: .nan) == 0)
    }

    @Test(
        "The number of cases of a shard matches its index list", arguments: [(0, 1), (0, 3), (2, 3), (6, 7), (9, 10)])
    func caseCountMatchesIndices(_ shard: (Int, Int)) {
        for count in [0, 1, 2, 9, 10, 11, 100] {
            let listed = FuzzCampaign.indices(count: count, shardIndex: shard.0, shardCount: shard.1).count
            #expect(FuzzCampaign.caseCount(count: count, shardIndex: shard.0, shardCount: shard.1) == listed)
        }
    }

    @Test("A count near Int.max is counted without a list")
    func hugeCount() {
        #expect(FuzzCampaign.caseCount(count: Int.max, shardIndex: 0, shardCount: 1) == Int.max)
        #expect(FuzzCampaign.caseCount(count: Int.max, shardIndex: 1, shardCount: Int.max) == 1)
        #expect(FuzzCampaign.caseCount(count: Int.max, shardIndex: 3, shardCount: 4) == Int.max / 4)
    }

    @Test("A huge count runs its first cases at once (before: the whole index list was built first)")
    func hugeCountStarts() {
        var campaign = FuzzCampaign()
        campaign.count = Int.max
        campaign.timeBudgetSeconds = nil
        campaign.generator = CaseGenerator(durationSeconds: 60)
        campaign.runner = FuzzRunner(checkDeterminism: false)
        campaign.shrinksPerInvariant = 0
        // Stop after the first case: the budget path is not taken, so the count path must start.
        campaign.shardIndex = Int.max - 1
        campaign.shardCount = Int.max
        let report = campaign.run()
        #expect(report.casesRun == 1)
        #expect(report.cases.first?.index == Int.max - 1)
    }
}
