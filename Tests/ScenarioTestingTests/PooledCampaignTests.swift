import ScenarioTesting
import Scenarios
import Simulation
import Testing

/// `… across seeds`: coverage and bias judged on the runs pooled with equal weight.
@Suite("Pooled campaign expectations (across seeds)")
struct PooledCampaignTests {
    typealias B = TraceBuilder

    /// Each run's error is constant (like a calibration error drawn per seed): seeds ≡ 0 mod 4
    /// have error +2 m (outside u68 = 1 m, inside u90 = 2.5 m), seeds ≡ 2 mod 4 +3 m (outside
    /// both), the others +0.5 m (inside both). Seed 1 has 61 callbacks, the others 31, so equal
    /// weight and callback pooling differ.
    static func scenario(_ lines: [String]) -> ScenarioUnderTest {
        let expectations = Self.expectations(lines, path: "scenarios/pooled.scenario")
        return ScenarioUnderTest(
            name: "pooled", path: "scenarios/pooled.scenario", expectations: expectations, defaultSeed: 1
        ) { seed in
            let error = seed % 4 == 0 ? 2.0 : seed % 4 == 2 ? 3.0 : 0.5
            let last = seed == 1 ? 120.0 : 60.0
            let records = B.every(2, from: 0, to: last) { t in B.callback(t, height: 100 + error, u68: 1, u90: 2.5) }
            return ScenarioRun(records: records, facts: B.facts(seed: seed, path: "scenarios/pooled.scenario"))
        }
    }

    /// The expectations of `lines`, compiled as lines 1… of the scenario file at `path`.
    static func expectations(_ lines: [String], path: String) -> [Scenarios.Expectation] {
        let text = lines.joined(separator: "\n") + "\n"
        let (syntax, _) = ScenarioParser.parse(SourceFile(path: path, text: text))
        var diagnostics = DiagnosticBag()
        return syntax.statements.compactMap {
            ExpectationCompiler.compile($0, deviceName: nil, context: B.context, diagnostics: &diagnostics)
        }
    }

    @Test func compilesForCoverageBiasAndFloorsOnly() throws {
        let (coverage, d1) = B.compile("expect uncertainty u68 coverage between 60% and 80% across seeds after 00:01")
        #expect(!d1.hasErrors)
        #expect(
            coverage?.form
                == .acrossSeeds(
                    .uncertaintyCoverage(
                        .u68, lowerFraction: 0.6, upperFraction: 0.8,
                        window: ExpectationWindow(startNanoseconds: 60_000_000_000), placement: .anywhere)))
        let (bias, d2) = B.compile("expect hae bias between -1 m and 1 m across seeds")
        #expect(!d2.hasErrors)
        #expect(
            bias?.form
                == .acrossSeeds(
                    .bias(
                        .hae, lowerMeters: -1, upperMeters: 1, comparison: nil, window: .wholeRun, placement: .anywhere)
                ))
        let (floor, d5) = B.compile("expect floor correct >= 90% indoors across seeds")
        #expect(!d5.hasErrors)
        #expect(floor?.form == .acrossSeeds(.floorCorrect(.greaterOrEqual, fraction: 0.9, window: .wholeRun)))
        let (_, d3) = B.compile("expect hae error p80 <= 2 m across seeds")
        #expect(d3.hasErrors)
        #expect(d3.diagnostics.first?.message.contains("'across seeds' applies to") == true)
        let (_, d4) = B.compile("expect sometimes uncertainty u68 coverage between 60% and 80% across seeds")
        #expect(d4.hasErrors)
    }

    @Test func aSingleRunDoesNotJudgeItAndNamesTheCampaignCommand() throws {
        let scenario = Self.scenario(["expect uncertainty u68 coverage between 60% and 80% across seeds"])
        // Seed 2's coverage is 0 %: a per-run check would fail; the pooled one is not judged.
        let report = try checkScenario(scenario, seed: 2, reporter: Collector().reporter)
        #expect(report.passed)
        #expect(report.verdicts.first?.outcome == .pooledObservation(RunTally(count: 31, inside: 0)))
        let line = report.rendered()
        #expect(line.contains("not judged in one run (this run: 0.0 % (0 of 31))"))
        #expect(line.contains("judged across seeds by: altsim run scenarios/pooled.scenario --seeds 1...20"))
        #expect(line.hasPrefix("PASS scenarios/pooled.scenario (seed 2): 0 expectations hold, 1 not judged\n"))
    }

    @Test func theCampaignAveragesTheRunsWithEqualWeight() throws {
        let collector = Collector()
        let scenario = Self.scenario([
            "expect uncertainty u68 coverage between 60% and 80% across seeds",
            "expect uncertainty u90 coverage between 70% and 80% across seeds",
            "expect hae bias between -1 m and 1.5 m across seeds",
            "expect hae bias < 1.2 m across seeds",
        ])
        let campaign = try checkScenarioCampaign(scenario, seeds: 1...8, reporter: collector.reporter)
        let pooled = campaign.rows.compactMap(\.pooled)
        #expect(pooled.count == 4)
        // u68: seeds 1, 3, 5, 7 inside → 4 of 8 runs = 50 %, whatever their callback counts.
        #expect(pooled[0].pooledValue == 0.5)
        #expect(pooled[0].callbackPooledValue == Double(61 + 3 * 31) / Double(61 + 7 * 31))
        // Eight runs cannot show that the population's coverage lies outside 60…80 %: the exact
        // 99 % interval of 4 of 8 is 10.0 %…90.0 %, so the row holds (it failed on the point value before).
        let interval = try #require(pooled[0].interval)
        #expect(abs(interval.lowerBound - 0.0999) < 0.001 && abs(interval.upperBound - 0.9001) < 0.001)
        #expect(campaign.rows[0].passed)
        // u90: six of eight runs → 75 %.
        #expect(pooled[1].pooledValue == 0.75)
        #expect(campaign.rows[1].passed)
        // Bias: (4 × 0.5 + 2 × 2 + 2 × 3) / 8 = 1.5 m, equal weight; its t interval reaches below 1.2 m.
        #expect(abs((pooled[2].pooledValue ?? 0) - 1.5) < 1e-9)
        #expect(campaign.rows[2].passed)
        #expect(campaign.rows[3].passed)
        #expect(collector.locations.isEmpty)
    }

    /// Forty runs show the population outside the bounds: the interval lies wholly outside, and
    /// the failure says so, with every run's value and the reproduce command.
    @Test func aPopulationShownOutsideItsBoundsFails() throws {
        let collector = Collector()
        let scenario = Self.scenario([
            "expect uncertainty u68 coverage between 85% and 97% across seeds",
            "expect uncertainty u90 coverage between 70% and 80% across seeds",
            "expect hae bias < 0.5 m across seeds",
        ])
        let campaign = try checkScenarioCampaign(scenario, seeds: 1...40, reporter: collector.reporter)
        #expect(!campaign.rows[0].passed)
        #expect(campaign.rows[1].passed)
        #expect(!campaign.rows[2].passed)
        #expect(collector.locations.map(\.line) == [1, 3])
        let text = collector.texts[0]
        #expect(
            text.contains(
                "expected: coverage averaged over the runs (equal weight) in 85.0 %…97.0 % (fails when its 99 % interval lies outside)"
            ))
        #expect(text.contains("actual:   50.0 % over 40 runs; 99 % interval 29."))
        #expect(text.contains("seed 2: 0.0 % (0 of 31)"))
        #expect(text.contains("seed 1: 100.0 % (61 of 61)"))
        #expect(text.contains("reproduce: altsim run scenarios/pooled.scenario --seeds 1...40"))
        #expect(collector.texts[1].contains("expected: mean error averaged over the runs (equal weight) < 0.50 m"))
    }

    /// One phone per seed, indoors on floor 3 of a 3.9 m storey: seeds ≡ 0 mod 4 report 2.5 m high
    /// (floor 4) for 30 of their 31 callbacks, the others for none. Seed 1 has 61 callbacks.
    static func floorScenario(_ lines: [String]) -> ScenarioUnderTest {
        let expectations = Self.expectations(lines, path: "scenarios/floors.scenario")
        let plan = RunFacts.FloorPlan(
            building: Building(
                name: "Tower", centre: .init(eastMeters: 0, northMeters: 0), widthMeters: 40, depthMeters: 30,
                floorCount: 10, lobbyHeightMeters: 5.85, floorHeightMeters: 3.9),
            groundHAEMeters: 50)
        // Floor 3's surface is 13.65 m above the ground; held 1 m above it: 64.65 m HAE.
        let truth = B.truth(hae: 64.65, building: 0, floor: 3)
        return ScenarioUnderTest(
            name: "floors", path: "scenarios/floors.scenario", expectations: expectations, defaultSeed: 1
        ) { seed in
            let last = seed == 1 ? 120.0 : 60.0
            let records = B.every(2, from: 0, to: last) { t in
                B.callback(t, height: 64.65 + (seed % 4 == 0 && t > 0 ? 2.5 : 0), truth: truth)
            }
            var facts = B.facts(seed: seed, path: "scenarios/floors.scenario")
            facts.floorPlans = [plan]
            return ScenarioRun(records: records, facts: facts)
        }
    }

    /// The population's floor correctness: each run's share averaged with equal weight, while a
    /// per-run bound fails at the seeds whose phone is off.
    @Test func floorCorrectnessPoolsThePhonesWithEqualWeight() throws {
        let collector = Collector()
        let scenario = Self.floorScenario([
            "expect floor correct >= 75% indoors across seeds",
            "expect floor correct >= 80% indoors across seeds",
            "expect floor correct >= 90% indoors",
        ])
        let campaign = try checkScenarioCampaign(scenario, seeds: 1...8, reporter: collector.reporter)
        // Seeds 4 and 8: 1 of 31 right; the other six: all right → (6 + 2/31) / 8 ≈ 75.8 %.
        let expected = (6 + 2.0 / 31) / 8
        #expect(campaign.rows[0].pooled?.pooledValue == expected)
        #expect(campaign.rows[0].passed)
        // 75.8 % of 8 runs does not show the population below 80 % (the 99 % interval reaches 97 %).
        #expect(campaign.rows[1].passed)
        #expect(campaign.rows[2].failingSeeds == [4, 8])
        // Over 80 runs the same population is shown below 95 %: the interval ends near 87 %.
        let collector80 = Collector()
        let wide = Self.floorScenario(["expect floor correct >= 95% indoors across seeds"])
        let campaign80 = try checkScenarioCampaign(wide, seeds: 1...80, reporter: collector80.reporter)
        #expect(!campaign80.rows[0].passed)
        let text = collector80.texts[0]
        #expect(
            text.contains(
                "expected: floor correct share of indoor callbacks averaged over the runs (equal weight) >= 95.0 % (fails when its 99 % interval lies outside)"
            ))
        #expect(text.contains("actual:   75.8 % over 80 runs; 99 % interval"))
        #expect(text.contains("seed 4: 3.2 % (1 of 31)"))
        #expect(text.contains("reproduce: altsim run scenarios/floors.scenario --seeds 1...80"))
        // One run does not judge it, and names the campaign that does.
        let single = try checkScenario(scenario, seed: 4, reporter: Collector().reporter)
        #expect(single.verdicts[0].outcome == .pooledObservation(RunTally(count: 31, inside: 1)))
        #expect(single.verdicts[1].outcome == .pooledObservation(RunTally(count: 31, inside: 1)))
    }

    @Test func aRunWithoutDataFailsTheCampaign() throws {
        let scenario = Self.scenario(["expect uncertainty u90 coverage between 0% and 100% across seeds after 00:05"])
        // Runs of 60 s have no callback after 5 min.
        let campaign = try checkScenarioCampaign(scenario, seeds: [2, 3], reporter: Collector().reporter)
        #expect(!campaign.passed)
        #expect(campaign.rows[0].failingSeeds == [2, 3])
        #expect(campaign.rows[0].pooled?.summary == "no data in the runs of seed 2, 3")
    }
}
