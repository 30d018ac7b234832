/// The assistance source a field-log site names (`reference …`, Docs/scenario-language.md):
/// what `altsim log run` answers the engine's assistance fetches with when a recording holds no
/// reference of its own. A simulated run has stations instead, so ``Scenario/simulationSpec(seed:)``
/// refuses a scenario that names one.
public enum SiteReference: Hashable, Sendable {
    /// `reference series "FILE.csv"`: a recorded sea-level pressure series, its path resolved
    /// against the scenario file (read and checked by the field-log run, in the `--reference` format).
    case series(path: String)
    /// `reference declared PRESSURE ± PRESSURE`: a constant sea-level pressure and its 1σ, Pa.
    case declared(seaLevelPressurePa: Double, sigmaPa: Double)
}
