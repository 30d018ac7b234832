/// How one phone's location provider behaves.
///
/// Errors per axis are first-order Gauss–Markov (`device[i].gnss.east`, `.north`), with the
/// environment chosen from the truth: `indoors` while inside a building, else `outdoor`.
/// The reported accuracy is `accuracyScale × σ` of the current environment (68 % radius), kept
/// apart from the true error, so fixes can be over- or under-confident; with
/// `outdoorAccuracyLevels` an outdoor fix states one of the levels instead.
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
    /// How long after walking into a building the receiver keeps delivering outdoor fixes (the
    /// satellites still tracked inside the door) before the indoor behaviour takes over, s;
    /// `nil`: the indoor behaviour's default (``defaultEntranceDelaySeconds(_:)``).
    public var entranceDelaySeconds: Double? = nil
    /// The discrete accuracies outdoor fixes state, with their shares (`nil`: the scaled σ). The
    /// true error stays the outdoor environment's, whatever level a fix states.
    public var outdoorAccuracyLevels: [StatedAccuracyLevel]? = nil
    /// Reported accuracy / true σ (default 1.0; 0.7…1.5 realistic).
    public var accuracyScale: Double = 1.0
    /// Delay of each fix, s (default 0).
    public var lagSeconds: Double = 0
    /// Time to first fix after the SDK starts (and after an outage), s (default 0).
    public var lockTimeSeconds: Double = 0
    /// Faults, each active in its window.
    public var faults: [GNSSFault] = []

    /// What the location provider delivers inside a building.
    public enum IndoorBehaviour: Hashable, Sendable, Codable {
        /// No fixes indoors.
        case outage
        /// Coarse Wi-Fi fixes with this σ per axis.
        case wifi(sigmaMeters: Double)
        /// Network (cell / Wi-Fi database) positions as Android's fused provider reports them
        /// indoors: a new position every `intervalSeconds`, held in between, whose stated accuracy
        /// is log-normal (median `medianAccuracyMeters`, natural-log spread `logSpread`) and whose
        /// true error is a circular Gaussian that the stated accuracy describes honestly (its 68 %
        /// radius). ``NetworkPosition/falcon`` holds the figures fitted to the falcon-2018 walks.
        case network(NetworkPosition)
    }

    /// The parameters of indoor network positions (``IndoorBehaviour/network(_:)``).
    public struct NetworkPosition: Hashable, Sendable, Codable {
        /// Median stated accuracy (68 % radius), m.
        public var medianAccuracyMeters: Double
        /// Standard deviation of the natural log of the stated accuracy.
        public var logSpread: Double
        /// Mean time between new network positions, s (each is repeated at the fix rate until the next).
        public var intervalSeconds: Double

        /// A network-position model with these parameters.
        public init(medianAccuracyMeters: Double, logSpread: Double, intervalSeconds: Double) {
            self.medianAccuracyMeters = medianAccuracyMeters
            self.logSpread = logSpread
            self.intervalSeconds = intervalSeconds
        }

        /// Fitted to the falcon-2018 indoor-outdoor walks (Docs/field-logs.md, "Indoor network
        /// positions"): of the indoor rows whose stated accuracy is 100 m or more (network fixes;
        /// the rest are GNSS fixes near a door), the median stated accuracy is 200 m and the standard
        /// deviation of its natural log 0.80 (116 distinct fixes); a new one arrives every 4.0 s on
        /// average (102 intervals).
        public static let falcon = NetworkPosition(medianAccuracyMeters: 200, logSpread: 0.8, intervalSeconds: 4)
    }

    /// The default location provider: 1 Hz, open sky outdoors, Wi-Fi fixes indoors.
    public init() {}

    /// The falcon-2018 phones' entrance delay, s: over the 50 labelled entrances of the trials and
    /// walks, the median time from the entrance to the first fix whose stated accuracy leaves the
    /// outdoor range (10–30 m, i.e. passes 30 m) is 7 s (Docs/field-logs.md, "Entrance delay").
    public static let falconEntranceDelaySeconds = 7.0

    /// The entrance delay when the spec sets none, s: network positions take over after the
    /// falcon-2018 delay; Wi-Fi fixes and an outage at once (their models predate the delay).
    public static func defaultEntranceDelaySeconds(_ indoor: IndoorBehaviour) -> Double {
        switch indoor {
        case .network: falconEntranceDelaySeconds
        case .wifi, .outage: 0
        }
    }

    /// The entrance delay in force, s.
    public var resolvedEntranceDelaySeconds: Double {
        entranceDelaySeconds ?? Self.defaultEntranceDelaySeconds(indoor)
    }

    /// The default σ per axis for an environment, m.
    public static func defaultSigmaMeters(_ environment: GNSSEnvironment) -> Double {
        switch environment {
        case .openSky: 2.5
        case .urban: 8
        case .indoors: 30
        }
    }
}
