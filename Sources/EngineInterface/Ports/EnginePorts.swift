/// Everything the engine talks to: its clock, the assistance service and its storage.
public struct EnginePorts {
    /// The clock and timer queue.
    public var scheduler: any EngineScheduler
    /// The assistance service link.
    public var assistance: any AssistanceClient
    /// Persistent storage for calibration state.
    public var store: any KeyValueStore

    /// Bundles the three ports.
    public init(scheduler: any EngineScheduler, assistance: any AssistanceClient, store: any KeyValueStore) {
        self.scheduler = scheduler
        self.assistance = assistance
        self.store = store
    }

    /// Ports for an app that has not installed its own: a `ManualScheduler` at time 0, an
    /// assistance client that always answers `.unreachable`, and an in-memory store.
    public static func offline() -> EnginePorts {
        EnginePorts(
            scheduler: ManualScheduler(startNanoseconds: 0),
            assistance: UnreachableAssistanceClient(),
            store: InMemoryKeyValueStore())
    }
}
