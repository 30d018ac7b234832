public import Testing

/// A trait that runs a test (or every test of a suite) with a scenario seed.
///
/// ```swift
/// @Test(.scenarioSeed(7)) func calmDay() throws { try checkScenario(file: "scenarios/calm.scenario") }
/// ```
public struct ScenarioSeedTrait: TestTrait, SuiteTrait, TestScoping {
    /// The seed.
    public var seed: UInt64

    /// Applies to every test of a suite.
    public var isRecursive: Bool { true }

    /// Runs the test with `ScenarioSeed.current` set.
    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await ScenarioSeed.$current.withValue(seed) { try await function() }
    }
}

extension Trait where Self == ScenarioSeedTrait {
    /// Runs the test with this scenario seed.
    public static func scenarioSeed(_ seed: UInt64) -> Self { ScenarioSeedTrait(seed: seed) }
}
