public import Scenarios
import Simulation

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
    /// The other runs of a parameter sweep (`vary …`), each a scenario under test of its own
    /// (this one is the sweep's first); empty without a sweep. `checkScenario(file:)` checks them all.
    public var otherVariants: [ScenarioUnderTest] = []

    /// Creates a scenario under test.
    public init(
        name: String, path: String? = nil, expectations: [Expectation], defaultSeed: UInt64,
        run: @escaping @Sendable (_ seed: UInt64) throws -> ScenarioRun
    ) {
        self.name = name
        self.path = path
        self.expectations = expectations
        self.defaultSeed = defaultSeed
        self.run = run
    }
}
