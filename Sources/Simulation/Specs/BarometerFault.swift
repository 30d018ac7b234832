/// A barometer fault during a window: what a failing sensor or driver delivers instead of readings.
public struct BarometerFault: Hashable, Sendable, Codable {
    /// What goes wrong.
    public var kind: Kind
    /// When it goes wrong.
    public var window: SimulationWindow

    /// The kinds of barometer fault.
    public enum Kind: Hashable, Sendable, Codable {
        /// No samples at all.
        case off
        /// The last good value repeats.
        case stuck
        /// A step added to every sample, Pa (a glitch that stays for the window).
        case glitch(stepPa: Double)
        /// Isolated spikes: Poisson arrivals at `ratePerSecond`, each ±`magnitudePa` for one sample.
        case spikes(ratePerSecond: Double, magnitudePa: Double)
        /// Intermittent samples: a two-state Markov chain with these mean on/off times.
        case dropouts(meanOnSeconds: Double, meanOffSeconds: Double)
        /// Invalid values instead of readings.
        case garbage(GarbageValue)
        /// Extra delivery delay, s.
        case delayed(seconds: Double)
    }

    /// The invalid values a broken driver delivers.
    public enum GarbageValue: String, Hashable, Sendable, Codable, CaseIterable {
        /// Not a number.
        case nan
        /// +∞.
        case infinity
        /// A negative pressure.
        case negative
        /// A pressure far outside the atmosphere's range.
        case absurd
        /// 0 Pa.
        case zero
    }

    /// A fault of `kind` active during `window`.
    public init(kind: Kind, window: SimulationWindow) {
        self.kind = kind
        self.window = window
    }
}
