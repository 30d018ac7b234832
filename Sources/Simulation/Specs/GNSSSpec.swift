/// The reception conditions that set a GNSS receiver's error statistics (physics.md).
public enum GNSSEnvironment: String, Hashable, Sendable, Codable, CaseIterable {
    /// σ 2.5 m per axis, τ 30 s.
    case openSky
    /// σ 8 m per axis, τ 30 s, with multipath jumps (Poisson ~1/min, Laplace ~15 m).
    case urban
    /// Outage, or a coarse Wi-Fi fix (σ ~30 m), depending on `GNSSSpec.indoor`.
    case indoors
}

/// How one phone's location provider behaves.
///
/// Errors per axis are first-order Gauss–Markov (`device[i].gnss.east`, `.north`), with the
/// environment chosen from the truth: `indoors` while inside a building, else `outdoor`.
/// The reported accuracy is `accuracyScale × σ` of the current environment (68 % radius), kept
/// apart from the true error, so fixes can be over- or under-confident.
public struct GNSSSpec: Hashable, Sendable, Codable {
    /// Fix rate, Hz (default 1).
    public var rateHz: Double = 1
    /// Environment while outdoors (default open sky).
    public var outdoor: GNSSEnvironment = .openSky
    /// σ per axis override, m (`nil` = the environment's default).
    public var sigmaMetersOverride: Double? = nil
    /// Correlation time of the per-axis error, s (default 30).
    public var correlationTimeSeconds: Double = 30
    /// Multipath jump rate, per minute (default: 1 in `urban`, 0 otherwise).
    public var multipathPerMinute: Double? = nil
    /// Laplace width of a multipath jump, m (default 15).
    public var multipathWidthMeters: Double = 15
    /// What happens indoors.
    public var indoor: IndoorBehaviour = .wifi(sigmaMeters: 30)
    /// Reported accuracy / true σ (default 1.0; 0.7…1.5 realistic).
    public var accuracyScale: Double = 1.0
    /// Delay of each fix, s (default 0).
    public var lagSeconds: Double = 0
    /// Time to first fix after the SDK starts (and after an outage), s (default 0).
    public var lockTimeSeconds: Double = 0
    /// Faults, each active in its window.
    public var faults: [GNSSFault] = []

    public enum IndoorBehaviour: Hashable, Sendable, Codable {
        /// No fixes indoors.
        case outage
        /// Coarse Wi-Fi fixes with this σ per axis.
        case wifi(sigmaMeters: Double)
    }

    public init() {}

    /// The default σ per axis for an environment, m.
    public static func defaultSigmaMeters(_ environment: GNSSEnvironment) -> Double {
        switch environment {
        case .openSky: 2.5
        case .urban: 8
        case .indoors: 30
        }
    }
}

/// A location fault during a window.
public struct GNSSFault: Hashable, Sendable, Codable {
    public var kind: Kind
    public var window: SimulationWindow

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

    public init(kind: Kind, window: SimulationWindow) {
        self.kind = kind
        self.window = window
    }
}

/// The phone's activity recogniser.
///
/// With probability `accuracy` it reports the true activity, otherwise one of the others
/// uniformly (a symmetric confusion matrix), `latencySeconds` late, with the given confidence.
public struct ActivitySpec: Hashable, Sendable, Codable {
    /// Output rate, Hz (default 0.2: one result every 5 s).
    public var rateHz: Double = 0.2
    /// Probability of reporting the true activity (default 0.9).
    public var accuracy: Double = 0.9
    /// Reported confidence for each result, 0…1 (default 0.8).
    public var reportedConfidence: Double = 0.8
    /// Recognition delay, s (default 3).
    public var latencySeconds: Double = 3
    /// Whether the recogniser delivers anything (permission granted).
    public var enabled: Bool = true

    public init() {}
}
