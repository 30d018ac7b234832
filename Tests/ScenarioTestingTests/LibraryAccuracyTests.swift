import Foundation
import ScenarioTesting
import Scenarios
import Simulation
import Testing

/// The engine has to earn its expectations: the library's accuracy scenarios must meet every
/// expectation at every seed, and their reported uncertainties must be honest over the seeds.
///
/// Always on: seeds 1…3, ordinary expectations only (≈ 2 min in a debug build). The full sweep,
/// seeds 1…20 with the `… across seeds` coverage and bias rows judged on the runs pooled, costs
/// ≈ 5.3 min in a debug build on two shared cores, above the 3 min `make test` budget, so it runs in
/// release with `make sweep` (`altsim run --seeds 1...20`,
/// ≈ 1 min) or here with `ALTSIM_LIBRARY_SWEEP=full swift test --filter LibraryAccuracyTests`.
/// Pooled rows need the full sweep: over three runs a 68 % coverage can only read 0, 33, 67 or 100 %.
///
/// Scenarios the engine does not yet earn are listed in `knownShortfalls` with the measured
/// reason; they run under `withKnownIssue`, so the test fails as soon as one starts passing
/// (then delete its entry) and the failures stay visible in the output.
@Suite("Library accuracy at many seeds")
struct LibraryAccuracyTests {
    static let scenarios = [
        "calm-day-outdoors", "elevator-tower", "cold-front-indoor-stay", "new-phone-calibration",
        "stale-reference-data",
        "thunderstorm", "winter-stack-effect", "crowd-in-building", "urban-canyon", "office-population",
        "tower-population",
    ]

    /// Measured shortfalls at seeds 1…20 (Docs/engine.md, "Accuracy and honesty on the library").
    static let knownShortfalls: [String: String] = [:]

    /// Shortfalls only the full sweep meets (a seed above 3, or the pooled `across seeds` rows).
    static let fullSweepShortfalls: [String: String] = [:]

    /// The shortfall expected at the seeds being run, if any.
    static func shortfall(_ name: String) -> String? {
        knownShortfalls[name] ?? (fullSweep ? fullSweepShortfalls[name] : nil)
    }

    /// `ALTSIM_LIBRARY_SWEEP=full`: seeds 1…20 with the pooled rows.
    static var fullSweep: Bool { ProcessInfo.processInfo.environment["ALTSIM_LIBRARY_SWEEP"] == "full" }

    static var seeds: [UInt64] { fullSweep ? Array(1...20) : [1, 2, 3] }

    /// The scenario, without its `across seeds` rows unless the sweep is full.
    static func load(_ name: String) throws -> ScenarioUnderTest {
        let root = try ScenarioFiles.packageRoot(from: "\(#filePath)")
        var scenario = try ScenarioRunner.standard.load(root + "/scenarios/\(name).scenario")
        if !fullSweep {
            scenario.expectations = scenario.expectations.filter {
                if case .acrossSeeds = $0.form { false } else { true }
            }
        }
        return scenario
    }

    @Test(arguments: scenarios)
    func scenarioHoldsAtEverySeed(_ name: String) throws {
        let scenario = try Self.load(name)
        if let reason = Self.shortfall(name) {
            withKnownIssue(Comment(rawValue: reason)) {
                try checkScenarioCampaign(scenario, seeds: Self.seeds)
            }
        } else {
            try checkScenarioCampaign(scenario, seeds: Self.seeds)
        }
    }

    /// The uncalibrated +100 Pa phone reports a wide uncertainty until it is calibrated
    /// (the manual-baro-cal flag and the accuracy afterwards are the scenario's own expectations):
    /// u68 ≥ 3 m before the calibration at 00:08 (σ of an uncalibrated offset, 50 Pa ≈ 4.3 m),
    /// and ≤ 2 m once it is done (00:12; the manual calibration's own σ gives ≈ 1.65 m), at every
    /// seed in 1…20.
    @Test func theNewPhoneIsWideUntilCalibrated() throws {
        let root = try ScenarioFiles.packageRoot(from: "\(#filePath)")
        let scenario = try ScenarioExecution.load(path: root + "/scenarios/new-phone-calibration.scenario")
        for seed in Self.seeds {
            let run = try ScenarioExecution.run(scenario, seed: seed).run
            var before: [Double] = []
            var after: [Double] = []
            for record in run.records {
                guard case .engine(.altitudeCallback(_, let context?), _) = record.event, context.height != nil,
                    let u68 = context.heightUncertainty68
                else { continue }
                let offset = record.timeNanoseconds - run.facts.startNanoseconds
                if offset < 480_000_000_000 {
                    before.append(u68)
                } else if offset >= 720_000_000_000 {
                    after.append(u68)
                }
            }
            #expect(
                !before.isEmpty && before.allSatisfy { $0 >= 3 },
                "seed \(seed): u68 before 00:08 \(before.min() ?? .nan) m")
            #expect(
                !after.isEmpty && after.allSatisfy { $0 <= 2 },
                "seed \(seed): u68 after 00:12 up to \(after.max() ?? .nan) m")
        }
    }

    /// The scenarios whose σ must be honest carry pooled u68 and u90 coverage rows
    /// (so the full sweep judges them), and new-phone-calibration carries the uncalibrated phase.
    @Test func theHonestyScenariosCarryPooledCoverage() throws {
        for name in ["calm-day-outdoors", "tower-population", "cold-front-indoor-stay", "office-population"] {
            let root = try ScenarioFiles.packageRoot(from: "\(#filePath)")
            let scenario = try ScenarioRunner.standard.load(root + "/scenarios/\(name).scenario")
            let levels: [UncertaintyLevel] = scenario.expectations.compactMap {
                if case .acrossSeeds(.uncertaintyCoverage(let level, 0.60, 0.80, _, _)) = $0.form { return level }
                if case .acrossSeeds(.uncertaintyCoverage(let level, 0.85, 0.97, _, _)) = $0.form { return level }
                return nil
            }
            #expect(levels == [.u68, .u90], "\(name)")
        }
    }

    /// A coverage judged over seeds means what it says only over the population the engine's σ
    /// describes: the honesty campaigns whose phones go indoors draw each phone's barometer part
    /// and the buildings' indoor air per seed (Docs/engine.md, "Accuracy and honesty on the
    /// library"); the scenarios that pin them (elevator-tower) judge accuracy, not coverage.
    @Test func indoorHonestyCampaignsDrawWhatTheEngineCannotKnow() throws {
        let root = try ScenarioFiles.packageRoot(from: "\(#filePath)")
        for name in ["cold-front-indoor-stay", "tower-population", "office-population"] {
            let scenario = try ScenarioExecution.load(path: root + "/scenarios/\(name).scenario")
            #expect(
                !scenario.devices.isEmpty
                    && scenario.devices.allSatisfy { $0.barometer.temperatureCoefficientSpreadPaPerKelvin > 0 },
                "\(name)")
            #expect(scenario.buildings.contains { $0.indoorTemperatureSpreadKelvin > 0 }, "\(name)")
        }
        let pinned = try ScenarioExecution.load(path: root + "/scenarios/elevator-tower.scenario")
        #expect(
            !pinned.expectations.contains {
                if case .acrossSeeds(.uncertaintyCoverage) = $0.form { true } else { false }
            })
    }
}
