import ScenarioTesting
import Scenarios
import Simulation
import Testing

/// The accuracy campaign report's figures: every run weighs the same, percentiles carry a
/// deterministic cluster-bootstrap interval, shares a Wilson interval over the runs, and runs
/// are grouped by their scenario's tags.
@Suite("Accuracy campaign figures by group")
struct AccuracyCampaignTests {
    /// A run whose errors are `count` values evenly spread over 0…`scaleMeters`.
    static func run(seed: UInt64, scaleMeters: Double, count: Int = 100) -> RunAccuracy {
        RunAccuracy(
            seed: seed, deviceName: "caller",
            absoluteErrorsMeters: (0..<count).map { Double($0) / Double(count - 1) * scaleMeters },
            floor: RunTally(count: 10, inside: seed % 2 == 0 ? 10 : 5), u68: RunTally(count: 100, inside: 70),
            u90: RunTally(count: 100, inside: 90))
    }

    @Test("Each run weighs the same: a run with ten times the callbacks does not move the percentiles")
    func equalWeight() throws {
        // Two runs: errors over 0…1 m (10,000 callbacks) and over 0…3 m (100 callbacks).
        let group = AccuracyGroup(
            name: "all", runs: [Self.run(seed: 1, scaleMeters: 1, count: 10_000), Self.run(seed: 2, scaleMeters: 3)])
        // Equal weight: p80 is where half of the second run's weight plus all of the first's lies,
        // 0.6 of the second run's range = 1.8 m (callback-pooled it would be about 0.8 m).
        let p80 = try #require(group.percentilesMeters.dropFirst().first)
        #expect(abs(p80.value - 1.8) < 0.05)
        // Within 2 m: all of run 1, two thirds of run 2 → (1 + 0.667) / 2.
        #expect(abs((group.within2Meters?.value ?? 0) - (1 + 67.0 / 100) / 2) < 0.01)
        #expect(group.runs == 2 && group.callbacks == 10_100)
        #expect(group.floorExact?.value == 0.75)
        #expect(group.u68Coverage?.value == 0.7)
    }

    @Test("Percentile intervals come from a seeded GSL bootstrap: the same runs give the same bits")
    func deterministicBootstrap() throws {
        let runs = (1...30).map { Self.run(seed: UInt64($0), scaleMeters: 1 + Double($0 % 7) * 0.3) }
        let a = AccuracyGroup(name: "urban", runs: runs)
        let b = AccuracyGroup(name: "urban", runs: runs)
        #expect(a == b)
        for figure in a.percentilesMeters {
            let interval = try #require(figure.interval)
            #expect(interval.lowerBound <= figure.value && figure.value <= interval.upperBound)
            #expect(interval.upperBound > interval.lowerBound)
        }
        // The same runs under another name draw other resamples (the stream is seeded by the name).
        let c = AccuracyGroup(name: "rural", runs: runs)
        #expect(c.percentilesMeters.map(\.value) == a.percentilesMeters.map(\.value))
        #expect(c.percentilesMeters.map(\.interval) != a.percentilesMeters.map(\.interval))
        // The distribution function rises to 1 at the largest error.
        #expect(a.cdf.count == AccuracyGroup.cdfPoints)
        #expect(a.cdf.last?.share == 1)
        #expect(abs((a.cdf.last?.errorMeters ?? 0) - 2.8) < 1e-9)
    }

    @Test("Runs are grouped by their scenario's tags, in the report's order, after `all`")
    func grouping() {
        let campaign = AccuracyCampaign(scenarios: [
            .init(path: "a.scenario", tags: [.rural, .budgetPhone], runs: [Self.run(seed: 1, scaleMeters: 4)]),
            .init(path: "b.scenario", tags: [.denseUrban, .budgetPhone], runs: [Self.run(seed: 1, scaleMeters: 1)]),
            .init(path: "c.scenario", tags: [], runs: [Self.run(seed: 1, scaleMeters: 2)]),
        ])
        #expect(campaign.groups.map(\.name) == ["all", "dense-urban", "rural", "budget-phone"])
        #expect(campaign.groups.map(\.runs) == [3, 1, 1, 2])
        let table = campaign.renderedTable()
        #expect(table.contains("dense-urban"))
        #expect(table.contains("published: NextNav, CTIA Stage Z test bed (2018): 1.8 m at the 80th percentile"))
    }

    @Test("A trace's callbacks give the run's errors, floors and coverage")
    func measuredFromATrace() {
        typealias B = TraceBuilder
        let plan = RunFacts.FloorPlan(
            building: Building(
                name: "Tower", centre: .init(eastMeters: 0, northMeters: 0), widthMeters: 40, depthMeters: 30,
                floorCount: 10, lobbyHeightMeters: 5.85, floorHeightMeters: 3.9),
            groundHAEMeters: 50)
        let indoors = B.truth(hae: 64.65, building: 0, floor: 3)
        // Outdoors 1 m high (inside u68 1.5 m), indoors 2.5 m high: outside u68, floor 4 instead of 3.
        let records =
            B.every(1, from: 0, to: 4) { B.callback($0, height: 101, u68: 1.5, u90: 3) }
            + B.every(1, from: 5, to: 9) { B.callback($0, height: 67.15, u68: 1.5, u90: 3, truth: indoors) }
        var facts = B.facts()
        facts.floorPlans = [plan]
        let measured = RunAccuracy.measure(records: records, facts: facts)
        #expect(measured.count == 1)
        #expect(measured[0].absoluteErrorsMeters.count == 10)
        #expect(measured[0].floor == RunTally(count: 5, inside: 0))
        #expect(measured[0].u68 == RunTally(count: 10, inside: 5))
        #expect(measured[0].u90 == RunTally(count: 10, inside: 10))
        #expect(measured[0].share(within: 2) == 0.5)
        // In a cab 2.5 m above floor 3's surface (the storey containing the phone is 3, the
        // nearest surface 4's): a perfect height is on the true floor, floor 3's surface is not.
        let riding = B.truth(hae: 67.15, building: 0, floor: 3)
        let ride =
            B.every(1, from: 0, to: 4) { B.callback($0, height: 67.15, truth: riding) }
            + B.every(1, from: 5, to: 9) { B.callback($0, height: 64.65, truth: riding) }
        #expect(RunAccuracy.measure(records: ride, facts: facts)[0].floor == RunTally(count: 10, inside: 5))
    }
}
