public import Scenarios
public import Simulation

/// The trace of one run and the facts the checker needs about it.
public struct ScenarioRun: Sendable {
    /// Every trace record, in time order.
    public var records: [TraceRecord]
    /// Devices, start instant, seed, faults, floor plans.
    public var facts: RunFacts

    /// Creates a run result.
    public init(records: [TraceRecord], facts: RunFacts) {
        self.records = records
        self.facts = facts
    }
}

/// A scenario ready to be checked: its expectations and a way to run it at a seed.
///
/// The running part is a closure so that any simulator can be plugged in; `ScenarioRunner`
/// builds these from `.scenario` files.
public struct ScenarioUnderTest: Sendable {
    /// A name for messages (the path, or the scenario title).
    public var name: String
    /// The `.scenario` file, when there is one (for the reproduce command).
    public var path: String?
    /// The compiled expectations (`Scenario.expectations`).
    public var expectations: [Expectation]
    /// The seed written in the scenario (`seed N`), used when no other seed is given.
    public var defaultSeed: UInt64
    /// Runs the scenario at a seed. Must be deterministic: the same seed gives the same run.
    public var run: @Sendable (_ seed: UInt64) throws -> ScenarioRun

    /// Creates a scenario under test.
    public init(name: String, path: String? = nil, expectations: [Expectation], defaultSeed: UInt64,
                run: @escaping @Sendable (_ seed: UInt64) throws -> ScenarioRun) {
        self.name = name
        self.path = path
        self.expectations = expectations
        self.defaultSeed = defaultSeed
        self.run = run
    }
}

/// Loads `.scenario` files into `ScenarioUnderTest` values.
///
/// A struct of one closure so the real loader (parser + semantic pass + `Simulator`) is plugged
/// in at one place; `ScenarioRunner.standard` is that place.
public struct ScenarioRunner: Sendable {
    /// Loads and validates a file; throws `ScenarioTestingError` (or the loader's error) when
    /// the file is invalid.
    public var load: @Sendable (_ path: String) throws -> ScenarioUnderTest

    /// Creates a runner from a loader.
    public init(load: @escaping @Sendable (_ path: String) throws -> ScenarioUnderTest) {
        self.load = load
    }

    /// The runner of this package: the scenario language's loader and the simulator with the
    /// built-in `AltitudeEngine` (see `ScenarioRunner.simulator(engine:)` for another engine).
    public static let standard = ScenarioRunner.simulator()
}

/// Errors of the integration helpers.
public enum ScenarioTestingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A folder to list does not exist or cannot be read.
    case folderUnreadable(path: String)
    /// A folder holds no `.scenario` file (an empty argument list would silently test nothing).
    case noScenarioFiles(folder: String)
    /// The file that anchors a relative folder is not inside a package (no `Package.swift` above it).
    case packageRootNotFound(from: String)
    /// A campaign was asked to run over no seeds.
    case noSeeds
    /// A campaign was asked for more runs than ``maximumCampaignSeeds`` (an endless or mistyped
    /// sequence such as `1...UInt64.max` would otherwise run for ever).
    case tooManySeeds(maximum: Int)
    /// A campaign's required share of runs is not a fraction from 0 to 1.
    case invalidRequiredShare(Double)

    /// The most seeds one `checkScenarioCampaign` runs, as `altsim run --seeds` allows.
    public static let maximumCampaignSeeds = 10_000

    /// A sentence for test output.
    public var description: String {
        switch self {
        case .folderUnreadable(let path): "cannot read the folder \(path)"
        case .noScenarioFiles(let folder): "no .scenario files in \(folder)"
        case .packageRootNotFound(let file): "no Package.swift in any folder above \(file)"
        case .noSeeds: "a campaign needs at least one seed"
        case .tooManySeeds(let maximum): "a campaign runs at most \(maximum) seeds"
        case .invalidRequiredShare(let share): "the required share of runs must be from 0 to 1 (got \(share))"
        }
    }
}
