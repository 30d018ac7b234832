import Scenarios
public import Simulation

/// The trace of one run and the facts the checker needs about it.
public struct ScenarioRun: Sendable {
    /// Every trace record, in time order.
    public var records: [TraceRecord]
    /// Devices, start instant, seed, faults, floor plans.
    public var facts: RunFacts

    /// Creates a run result.
    public init(records: [TraceRecord], facts: RunFacts) {
        self.records = records
        self.facts = facts
    }
}
