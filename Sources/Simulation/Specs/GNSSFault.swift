/// A location fault during a window.
public struct GNSSFault: Hashable, Sendable, Codable {
    /// What goes wrong.
    public var kind: Kind
    /// When it goes wrong.
    public var window: SimulationWindow

    /// The kinds of location fault.
    public enum Kind: Hashable, Sendable, Codable {
        /// No fixes.
        case off
        /// The last fix repeats (with new timestamps).
        case stuck
        /// A constant offset, m east and north, while the reported accuracy stays as before.
        case wrong(eastMeters: Double, northMeters: Double)
        /// Sudden jumps of `magnitudeMeters` in a random direction at Poisson `perMinute`.
        case jumps(perMinute: Double, magnitudeMeters: Double)
    }

    /// A fault of `kind` active during `window`.
    public init(kind: Kind, window: SimulationWindow) {
        self.kind = kind
        self.window = window
    }
}
