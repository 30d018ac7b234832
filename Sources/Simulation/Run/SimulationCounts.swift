/// Summary counts of a run.
public struct SimulationCounts: Hashable, Sendable {
    /// Barometer readings delivered to engines.
    public var pressureSamples = 0
    /// Location fixes delivered to engines.
    public var locationFixes = 0
    /// Activity results delivered to engines.
    public var activityResults = 0
    /// Station observations ingested by the service.
    public var stationObservations = 0
    /// Engine events recorded.
    public var engineEvents = 0
    /// Altitude callbacks among them.
    public var altitudeCallbacks = 0
    /// App calls performed.
    public var appCalls = 0
    /// Trace lines written (and hashed).
    public var traceLines = 0
    /// Clock events run.
    public var clockEvents = 0

    /// All zero.
    public init() {}
}
