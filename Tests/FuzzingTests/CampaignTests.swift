import Foundation
import Fuzzing
import Testing

@Suite("Campaigns")
struct CampaignTests {
    static func campaign(count: Int, jobs: Int = 1, shard: (Int, Int) = (0, 1)) -> FuzzCampaign {
        var campaign = FuzzCampaign()
        campaign.rootSeed = 99
        campaign.count = count
        campaign.jobs = jobs
        campaign.shardIndex = shard.0
        campaign.shardCount = shard.1
        campaign.generator = CaseGenerator(durationSeconds: 120)
        campaign.runner = FuzzRunner(checkDeterminism: false)
        campaign.shrinksPerInvariant = 0
        return campaign
    }

    @Test("Shards are disjoint and together give exactly the unsharded indices", arguments: [1, 2, 3, 7])
    func shardsPartition(shards: Int) {
        let all = (0..<shards).flatMap { FuzzCampaign.indices(count: 23, shardIndex: $0, shardCount: shards) }
        #expect(all.sorted() == Array(0..<23))
        #expect(Set(all).count == all.count)
    }

    @Test("Results do not depend on the number of jobs")
    func jobsIndependence() {
        let one = Self.campaign(count: 6, jobs: 1).run()
        let two = Self.campaign(count: 6, jobs: 2).run()
        #expect(one.cases == two.cases)
        #expect(one.codes == two.codes && one.invariants == two.invariants && one.expectations == two.expectations)
        #expect(one.cases.map(\.index) == Array(0..<6))
    }

    @Test("Merged shard reports equal the unsharded campaign")
    func mergeOfShards() throws {
        let whole = Self.campaign(count: 6).run()
        let parts = [Self.campaign(count: 6, shard: (0, 2)).run(), Self.campaign(count: 6, shard: (1, 2)).run()]
        #expect(parts[0].cases.map(\.index) == [0, 2, 4])
        let merged = try FuzzReport.merge(parts)
        #expect(merged.cases == whole.cases)
        #expect(
            merged.codes == whole.codes && merged.transitions == whole.transitions && merged.features == whole.features)
        #expect(merged.invariants == whole.invariants)
        #expect(merged.expectations == whole.expectations)
        #expect(merged.shards == ["0/2", "1/2"])
        #expect(merged.casesRun == 6)
    }

    @Test("Merging rejects overlapping shards and different campaigns")
    func mergeRejects() {
        let part = Self.campaign(count: 2, shard: (0, 2)).run()
        #expect(throws: FuzzMergeError.self) { try FuzzReport.merge([part, part]) }
        var other = part
        other.rootSeed = 5
        #expect(throws: FuzzMergeError.self) { try FuzzReport.merge([part, other]) }
        #expect(throws: FuzzMergeError.self) { try FuzzReport.merge([]) }
    }

    @Test("The JSON report uses snake_case keys and decodes back")
    func jsonRoundTrip() throws {
        let report = Self.campaign(count: 2).run()
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let data = try encoder.encode(report)
        let text = String(decoding: data, as: UTF8.self)
        for key in [
            "\"cases_per_minute\"", "\"cases_run\"", "\"failures\"", "\"invariants\"", "\"codes\"", "\"transitions\"",
            "\"expectations\"",
        ] {
            #expect(text.contains(key))
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try decoder.decode(FuzzReport.self, from: data) == report)
    }

    @Test("Campaign expectations: 'sometimes' holds when reached in one run, a share needs that share")
    func campaignExpectations() {
        let report = Self.campaign(count: 4).run()
        let row = report.expectations.first { $0.expectation == "sometimes status 200" }
        #expect(row?.runs == 4)
        let unreached = FuzzReport.ExpectationRow(
            expectation: "sometimes error 854", reachedRuns: 0, runs: 10, requiredShare: 0)
        #expect(!unreached.passed)
        #expect(FuzzReport.ExpectationRow(expectation: "x", reachedRuns: 1, runs: 10, requiredShare: 0).passed)
        #expect(!FuzzReport.ExpectationRow(expectation: "x", reachedRuns: 1, runs: 10, requiredShare: 0.2).passed)
    }
}
