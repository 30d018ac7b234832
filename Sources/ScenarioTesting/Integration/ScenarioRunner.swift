import Scenarios
import Simulation

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
