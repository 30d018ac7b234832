import AltitudeEngine
import AltitudeSimTestSupport
import ScenarioTesting
import Scenarios
import Simulation
import Testing

@Suite("Numbers against truth")
struct NumberTests {
    typealias B = TraceBuilder

    /// Ten callbacks with errors +1, −2, +3, …, −10 m (|error| 1…10 m, mean −0.5 m).
    static let series: [TraceRecord] = (1...10).map { i in
        let error = Double(i) * (i % 2 == 0 ? -1 : 1)
        return B.callback(
            Double(i), height: 100 + error, u68: 5.5, u90: 9.5, hat: 1.5 + error, hat68: 2.5, hat90: 10,
            truth: B.truth(hae: 100, hat: 1.5))
    }

    @Test func percentilesOfAbsoluteError() {
        // GSL: p80 of 1…10 is at index 0.8·9 = 7.2 → 8 + 0.2 = 8.2 m.
        #expect(B.holds("expect hae error p80 < 8.3 m", Self.series))
        #expect(B.fails("expect hae error p80 < 8.1 m", Self.series))
        #expect(
            B.verdict("expect hae error p80 < 8.1 m", Self.series)?.actual
                == "p80 = 8.20 m over 10 callbacks (max 10.00 m at 00:00:10.000)")
        #expect(B.holds("expect hae error p68 <= 7.12 m", Self.series))
        #expect(B.fails("expect hae error p68 < 7.1 m", Self.series))
        #expect(B.holds("expect hae error max = 10 m", Self.series))
        #expect(B.holds("expect hae error p95 > 9.5 m", Self.series))
        #expect(B.holds("expect hat error p90 < 9.2 m", Self.series))
        #expect(B.fails("expect hat error p90 < 9.0 m", Self.series))
    }

    @Test func bias() {
        #expect(B.holds("expect hae bias between -0.6 m and -0.4 m", Self.series))
        #expect(B.fails("expect hae bias between -0.4 m and 0.4 m", Self.series))
        #expect(
            B.verdict("expect hae bias between -0.4 m and 0.4 m", Self.series)?.actual
                == "mean error -0.50 m over 10 callbacks")
        #expect(B.holds("expect hae bias < 0 m", Self.series))
        #expect(B.fails("expect hat bias > 0 m", Self.series))
    }

    @Test func placementFiltersSamples() {
        let indoors = (1...5).map {
            B.callback(Double($0), height: 100.2, truth: B.truth(hae: 100, building: 0, floor: 3))
        }
        let outdoors = (6...10).map { B.callback(Double($0), height: 105, truth: B.truth(hae: 100)) }
        let records = indoors + outdoors
        #expect(B.holds("expect hae error max < 1 m indoors", records))
        #expect(B.fails("expect hae error max < 1 m", records))
        #expect(B.holds("expect hae error p68 > 4 m outdoors", records))
    }

    @Test func uncertaintyCoverage() {
        // u68 = 5.5 m covers |error| 1…5: 50 %; u90 = 9.5 m covers 1…9: 90 %.
        #expect(B.holds("expect uncertainty u68 coverage between 45% and 55%", Self.series))
        #expect(B.fails("expect uncertainty u68 coverage between 60% and 76%", Self.series))
        #expect(
            B.verdict("expect uncertainty u68 coverage between 60% and 76%", Self.series)?.actual == "50.0 % (5 of 10)")
        #expect(B.holds("expect uncertainty u90 coverage between 85% and 95%", Self.series))
        #expect(B.holds("expect uncertainty hat68 coverage between 20% and 20%", Self.series))
        #expect(B.holds("expect uncertainty hat90 coverage between 100% and 100%", Self.series))
    }

    /// A 10-floor tower whose ground floor is at 50 m HAE; the phone is held 1 m above the floor.
    static let plan = RunFacts.FloorPlan(
        building: Building(
            name: "Tower", centre: .init(eastMeters: 0, northMeters: 0), widthMeters: 40, depthMeters: 30,
            floorCount: 10, lobbyHeightMeters: 5.85, floorHeightMeters: 3.9),
        groundHAEMeters: 50)

    @Test func floorCorrectness() {
        // Floor 3 starts 5.85 + 2·3.9 = 13.65 m above the ground; the phone is at 64.65 m HAE.
        let truth = B.truth(hae: 64.65, building: 0, floor: 3)
        var records = (1...9).map { B.callback(Double($0), height: 65.15, truth: truth) }
        records.append(B.callback(10, height: 69.65, truth: truth))  // 5 m high: floor 4
        records.append(B.callback(11, height: 300, truth: B.truth(hae: 300)))  // outdoors: not counted
        let facts = B.facts(floorPlans: [Self.plan])
        #expect(B.holds("expect floor correct >= 90% indoors", records, facts: facts))
        #expect(B.fails("expect floor correct >= 95%", records, facts: facts))
        #expect(
            B.verdict("expect floor correct >= 95%", records, facts: facts)?.actual
                == "90.0 % (9 of 10); first wrong at 00:00:10.000: floor 4, truly 3")
        #expect(
            B.verdict("expect floor correct >= 90%", records)?.actual == "no floor plan for building 0 in the run facts"
        )
    }

    /// A report counts as the floor whose surface (reported − ground − hand) is nearest: a
    /// height a few centimetres low on floor 3 is floor 3, not the storey below.
    @Test func floorCorrectnessUsesTheNearestFloorSurface() {
        let truth = B.truth(hae: 64.65, building: 0, floor: 3)
        let facts = B.facts(floorPlans: [Self.plan])
        let low = (1...10).map { B.callback(Double($0), height: 64.60, truth: truth) }
        #expect(B.holds("expect floor correct >= 100% indoors", low, facts: facts))
        let almostHalfLow = (1...10).map { B.callback(Double($0), height: 64.65 - 1.9, truth: truth) }
        #expect(B.holds("expect floor correct >= 100% indoors", almostHalfLow, facts: facts))
        let overHalfLow = (1...10).map { B.callback(Double($0), height: 64.65 - 2.0, truth: truth) }
        #expect(
            B.verdict("expect floor correct >= 90%", overHalfLow, facts: facts)?.actual
                == "0.0 % (0 of 10); first wrong at 00:00:01.000: floor 2, truly 3")
    }

    /// In a moving cab 2.5 m above floor 3's surface the storey containing the phone is floor 3
    /// (`TruthSnapshot.floor`), but the nearest surface is floor 4's: a perfect height is on the
    /// true floor, because both heights are named by the same rule.
    @Test func floorCorrectnessBetweenFloorsNamesBothHeightsAlike() {
        let riding = B.truth(hae: 64.65 + 2.5, building: 0, floor: 3)
        let facts = B.facts(floorPlans: [Self.plan])
        let perfect = (1...10).map { B.callback(Double($0), height: 64.65 + 2.5, truth: riding) }
        #expect(B.holds("expect floor correct >= 100% indoors", perfect, facts: facts))
        let atFloor3 = (1...10).map { B.callback(Double($0), height: 64.65, truth: riding) }
        #expect(
            B.verdict("expect floor correct >= 90%", atFloor3, facts: facts)?.actual
                == "0.0 % (0 of 10); first wrong at 00:00:01.000: floor 3, truly 4")
    }

    @Test func nearestFloorClampsAndSplitsTheLobby() {
        let tower = Self.plan.building
        #expect(tower.nearestFloor(toSurfaceHeightAboveGroundMeters: -3) == 0)
        #expect(tower.nearestFloor(toSurfaceHeightAboveGroundMeters: 2.9) == 0)
        #expect(tower.nearestFloor(toSurfaceHeightAboveGroundMeters: 3.0) == 1)
        #expect(tower.nearestFloor(toSurfaceHeightAboveGroundMeters: 5.85 + 3.9 * 8) == 9)
        #expect(tower.nearestFloor(toSurfaceHeightAboveGroundMeters: 500) == 9)
        #expect(tower.nearestFloor(toSurfaceHeightAboveGroundMeters: .nan) == 0)
    }
}

@Suite("Percentiles (GSL gsl_stats_quantile_from_sorted_data)")
struct PercentileTests {
    @Test func linearInterpolationBetweenOrderStatistics() {
        #expect(Percentile.quantile(sortedValues: [1, 2, 3, 4, 5], fraction: 0.8) == 4.2)
        #expect(Percentile.quantile(sortedValues: [1, 2, 3, 4], fraction: 0.5) == 2.5)
        #expect(Percentile.quantile(sortedValues: [7], fraction: 0.95) == 7)
        #expect(Percentile.quantile(sortedValues: [1, 2, 3], fraction: 1) == 3)
        #expect(Percentile.quantile(sortedValues: [1, 2, 3], fraction: 0) == 1)
        #expect(Percentile.quantile(of: [5, 1, 4, 2, 3], fraction: 0.8) == 4.2)
    }

    @Test func agreesWithTheDocumentedFormula() {
        var generator = SplitMix64(seed: 3)
        for n in [2, 3, 10, 101] {
            let values = (0..<n).map { _ in Double(generator.next() % 10_000) / 100 }.sorted()
            for f in [0.68, 0.8, 0.9, 0.95] {
                let index = Double(n - 1) * f
                let i = Int(index)
                let expected = i + 1 < n ? values[i] + (values[i + 1] - values[i]) * (index - Double(i)) : values[i]
                let actual = Percentile.quantile(sortedValues: values, fraction: f) ?? .nan
                #expect(abs(actual - expected) <= 1e-12 * max(1, abs(expected)))
            }
        }
    }

    @Test func noDataGivesNil() {
        #expect(Percentile.quantile(sortedValues: [], fraction: 0.8) == nil)
        #expect(Percentile.quantile(sortedValues: [1], fraction: 1.5) == nil)
        #expect(Percentile.quantile(sortedValues: [1], fraction: -0.1) == nil)
    }
}
