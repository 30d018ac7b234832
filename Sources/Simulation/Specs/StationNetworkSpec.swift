public import Geophysics

/// The reference-station network, in the scenario's local plane.
///
/// The simulator turns it into `ReferenceStation`s (positions via the local tangent plane,
/// elevations from the world's terrain plus `mastHeightMeters`) and makes each station observe
/// the world's truth with its own noise (`station[id].noise`) and bias.
public struct StationNetworkSpec: Hashable, Sendable {
    /// Where the stations stand.
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

    /// A network of the stations in `layouts`, with the default noise and reporting.
    public init(layouts: [StationLayout] = []) { self.layouts = layouts }
}

/// Where stations stand.
public enum StationLayout: Hashable, Sendable {
    /// `rows × columns` stations `spacingMeters` apart, centred on `centre`; ids `grid-r-c`.
    case grid(rows: Int, columns: Int, spacingMeters: Double, centre: EastNorth)
    /// One station.
    case station(id: String, position: EastNorth)
}
