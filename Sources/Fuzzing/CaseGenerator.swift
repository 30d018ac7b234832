public import Scenarios
import Simulation

/// Generates valid scenarios from a seed, swarm-style: each case enables a random subset of the
/// ``FuzzFeature`` classes, then draws the world, the devices and their timelines from the
/// enabled classes only.
///
/// The output is a pure function of the case seed. Generated barometers sample at 1–4 Hz
/// (instead of the default 25 Hz) so that a campaign runs thousands of cases a minute; the
/// engine averages samples over each period, so the invariants stay meaningful at these rates.
///
/// ```swift
/// let fuzzCase = CaseGenerator().generate(seed: FuzzRandom.caseSeed(rootSeed: 1, index: 0))
/// let scenario = fuzzCase.scenario().scenario   // an ordinary Scenario
/// ```
public struct CaseGenerator: Sendable {
    /// Length of every generated run, s (default 600, at least 60).
    public var durationSeconds: Int
    /// Top-level expectations appended to every case (campaign coverage, `sometimes …`).
    public var expectations: [String]

    /// The campaign's default coverage expectations: the error and status paths a campaign is
    /// expected to reach in some runs.
    public static let defaultCoverageExpectations = [
        "sometimes error 851", "sometimes error 852", "sometimes status 610", "sometimes status 200",
        "sometimes warning 836", "sometimes calibration 870",
    ]

    /// Creates a generator.
    public init(durationSeconds: Int = 600, expectations: [String] = CaseGenerator.defaultCoverageExpectations) {
        self.durationSeconds = max(durationSeconds, 60)
        self.expectations = expectations
    }

    /// The case for `seed`, guaranteed to load (a drawn case the checker rejects is redrawn from
    /// a derived seed; after a few attempts the case falls back to a plain one).
    public func generate(seed: UInt64) -> FuzzCase { generateWithScenario(seed: seed).fuzzCase }

    /// ``generate(seed:)`` with the loaded `Scenario` (`nil` only if even the fallback does not
    /// load), so a campaign parses each case once.
    public func generateWithScenario(seed: UInt64) -> (fuzzCase: FuzzCase, scenario: Scenario?) {
        var attemptSeed = seed
        for _ in 0..<4 {
            let candidate = draw(seed: seed, drawSeed: attemptSeed)
            if let scenario = candidate.scenario().scenario, Self.setsUp(scenario) { return (candidate, scenario) }
            var reseed = FuzzRandom(seed: attemptSeed)
            attemptSeed = reseed.next()
        }
        var plain = draw(seed: seed, drawSeed: seed, features: [.stations])
        plain.world = plain.world.filter { $0.hasPrefix("origin") || $0.hasPrefix("stations") }
        return (plain, plain.scenario().scenario)
    }

    /// Whether the simulator accepts the scenario's set-up (timeline checks that need the
    /// motion plan, such as reaching an entrance in time, happen there).
    static func setsUp(_ scenario: Scenario) -> Bool {
        guard let spec = try? scenario.simulationSpec() else { return false }
        return (try? SimulationRun(spec: spec)) != nil
    }

    /// Draws a case without checking it (for the generator's own tests).
    public func draw(seed: UInt64, drawSeed: UInt64, features forced: [FuzzFeature]? = nil) -> FuzzCase {
        var random = FuzzRandom(seed: drawSeed)
        let features = forced.map(Set.init) ?? Set(FuzzFeature.allCases.filter { random.chance($0.enableProbability) })
        var world = WorldDraft(durationSeconds: durationSeconds, features: features)
        world.draw(&random)
        let deviceCount = features.contains(.multipleDevices) ? random.int(2...3) : 1
        var devices: [FuzzCase.Device] = []
        for index in 0..<deviceCount {
            var draft = DeviceDraft(name: "phone\(index + 1)", world: world, onlyDevice: deviceCount == 1)
            devices.append(draft.draw(&random))
        }
        let hex = String(seed, radix: 16)
        return FuzzCase(
            name: "fuzz-\(hex)", seed: seed % (1 << 63), durationSeconds: durationSeconds,
            world: world.statements, devices: devices, expectations: expectations,
            features: features.sorted())
    }
}
