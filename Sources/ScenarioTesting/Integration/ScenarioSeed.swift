import Testing

/// The seed a scenario check uses when none is passed explicitly.
///
/// Set for a test (or a suite) with the `.scenarioSeed(_:)` trait, or in code with
/// `ScenarioSeed.$current.withValue(7) { … }`. `nil` = the scenario's own `seed`.
public enum ScenarioSeed {
    /// The seed of the current task, if a trait or `withValue` set one.
    @TaskLocal public static var current: UInt64?
}
