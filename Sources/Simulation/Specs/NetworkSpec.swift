public import AssistanceService
public import Geophysics

/// The reference-station network, in the scenario's local plane.
///
/// The simulator turns it into `ReferenceStation`s (positions via the local tangent plane,
/// elevations from the world's terrain plus `mastHeightMeters`) and makes each station observe
/// the world's truth with its own noise (`station[id].noise`) and bias.
public struct StationNetworkSpec: Hashable, Sendable {
    public var layouts: [StationLayout] = []
    /// σ of each station's white noise, Pa (default 3).
    public var noiseSigmaPa: Double = 3
    /// Reporting interval, s (default 60).
    public var reportingIntervalSeconds: Double = 60
    /// Delay between measurement and arrival at the service, s (default 5).
    public var reportingDelaySeconds: Double = 5
    /// Height of the sensors above the terrain, m (default 2).
    public var mastHeightMeters: Double = 2
    /// Outage windows per station id.
    public var outages: [String: [SimulationWindow]] = [:]
    /// True (unknown to the service) bias per station id, Pa.
    public var biasesPa: [String: Double] = [:]

    public init(layouts: [StationLayout] = []) { self.layouts = layouts }
}

/// Where stations stand.
public enum StationLayout: Hashable, Sendable {
    /// `rows × columns` stations `spacingMeters` apart, centred on `centre`; ids `grid-r-c`.
    case grid(rows: Int, columns: Int, spacingMeters: Double, centre: EastNorth)
    /// One station.
    case station(id: String, position: EastNorth)
}

/// The assistance service's settings (the server-side half of a scenario).
public struct ServiceSpec: Hashable, Sendable {
    public var apiKeys: [String] = ["demo-key"]
    public var coverage: ServiceArea = .everywhere
    public var interpolation: InterpolationMethod = .planeFit
    /// Resample the world's terrain on this grid for HAT (`nil` = exact terrain).
    public var terrainResolutionMeters: Double? = nil
    /// How long a stored calibration stays valid, s (`nil` = the service's default).
    public var calibrationValiditySeconds: Double? = nil
    public var faults = ServiceFaults()

    public init() {}
}

/// The link between each engine and the service.
public struct TransportSpec: Hashable, Sendable {
    /// One-way latency of a request + reply, drawn per exchange (`transport.latency`).
    public var latency: LatencyModel = .uniform(minimumSeconds: 0.05, maximumSeconds: 0.3)
    /// Probability that an exchange is silently lost (the engine's timeout fires).
    public var dropProbability: Double = 0
    /// Windows where the server cannot be reached: the client fails fast with `.unreachable`.
    public var outages: [SimulationWindow] = []
    /// Windows where requests hang until the transport times out (`.timeout` after `timeoutSeconds`).
    public var hangs: [SimulationWindow] = []
    /// The transport's own timeout, s (default 10).
    public var timeoutSeconds: Double = 10
    /// Windows where replies are an HTTP-style error status.
    public var errorReplies: [ErrorReplyWindow] = []
    /// Windows where replies are garbage bytes.
    public var garbage: [SimulationWindow] = []

    public init() {}

    public struct ErrorReplyWindow: Hashable, Sendable {
        public var status: Int
        public var window: SimulationWindow
        public init(status: Int, window: SimulationWindow) {
            self.status = status
            self.window = window
        }
    }
}

/// A latency distribution.
public enum LatencyModel: Hashable, Sendable {
    case fixed(seconds: Double)
    case uniform(minimumSeconds: Double, maximumSeconds: Double)
    /// `minimumSeconds` plus an exponential tail with the given mean.
    case exponential(minimumSeconds: Double, meanExtraSeconds: Double)
}
