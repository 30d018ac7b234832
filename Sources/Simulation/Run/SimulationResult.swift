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
