/// The geoid a scenario asks for.
public enum ScenarioGeoid: Hashable, Sendable {
    /// A constant undulation, m (`geoid -32.5 m`).
    case constant(undulationMeters: Double)
    /// The EGM96 grid from Debian's `proj-data` (`geoid egm96`), read when the spec is built.
    case egm96(path: String)
}
