import Scenarios
public import Simulation

/// The trace of one run and the facts the checker needs about it.
public struct ScenarioRun: Sendable {
    /// Every trace record, in time order; empty for a run made with `keepRecords: false`
    /// (`ScenarioExecution.run`), which keeps only what its expectations read.
    public var records: [TraceRecord]
    /// Devices, start instant, seed, faults, floor plans.
    public var facts: RunFacts
    /// The per-device traces collected while the run streamed (`nil`: built from ``records``).
    var collected: [DeviceTrace]?

    /// Creates a run result.
    public init(records: [TraceRecord], facts: RunFacts) {
        self.records = records
        self.facts = facts
    }

    /// A run whose records were not kept, with the traces collected as it ran.
    init(collected: [DeviceTrace], facts: RunFacts) {
        self.records = []
        self.facts = facts
        self.collected = collected
    }

    /// Whether the run kept its records (a run made with `keepRecords: false` did not).
    public var keptRecords: Bool { collected == nil }

    /// The trace of the device at `index`.
    func deviceTrace(_ index: Int) -> DeviceTrace {
        if let collected, collected.indices.contains(index) { return collected[index] }
        return DeviceTrace(records: records, deviceIndex: index, facts: facts)
    }
}
