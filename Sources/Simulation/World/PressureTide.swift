/// The semidiurnal atmospheric tide S2: `amplitude · cos(2π·(local solar time − first maximum)/12 h)`.
///
/// Local time is the local mean solar time at the world's origin (UTC + longitude/15 h); the
/// tide is uniform over the scenario's area.
public struct PressureTide: Sendable, Hashable {
    /// Amplitude, Pa. About 140 Pa at the equator, 20 Pa at 55° N (`Docs/reference/physics.md`,
    /// "Weather"). Default 50 Pa.
    public var amplitudePa: Double
    /// Local solar hour of the morning maximum (the other is 12 h later). Default 10.
    public var firstMaximumLocalHour: Double

    /// Creates a tide.
    public init(amplitudePa: Double = 50, firstMaximumLocalHour: Double = 10) {
        self.amplitudePa = amplitudePa
        self.firstMaximumLocalHour = firstMaximumLocalHour
    }
}
