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

/// An assistance client with no network: every request fails with `.unreachable`.
public final class UnreachableAssistanceClient: AssistanceClient {
    /// Creates the client.
    public init() {}

    /// Answers `.failure(.unreachable)` at once.
    public func fetch(_ request: AssistanceRequest, completion: @escaping (AssistanceReply) -> Void) {
        completion(.failure(.unreachable))
    }

    /// Answers `.failure(.unreachable)` at once.
    public func upload(_ upload: BarocalUpload, completion: @escaping (UploadResult) -> Void) {
        completion(.failure(.unreachable))
    }
}
