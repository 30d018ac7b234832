/// What a run produced.
public struct SimulationResult: Sendable {
    /// The spec's name.
    public var name: String
    /// The engine factory's name.
    public var engineName: String
    /// FNV-1a 64 of the canonical trace: identifies the run.
    public var traceHash: TraceHash
    /// The trace, when the run kept it (`Simulator.run(keepTrace: true)`), else `nil`.
    public var records: [TraceRecord]?
    /// Counts of what happened.
    public var counts: SimulationCounts
    /// Events still scheduled when the run ended (sensor repetitions, engine timers, …).
    public var pendingEvents: [PendingEvent]
    /// Simulated time covered, s.
    public var simulatedSeconds: Double
    /// The first device's engine that failed (an engine process that died or broke the
    /// protocol), or `nil`: with one, the run is an error run.
    public var engineFailure: EngineRunFailure? = nil
}

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
