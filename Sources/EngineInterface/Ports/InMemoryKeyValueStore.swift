/// A `KeyValueStore` in memory (tests, simulated devices, the facade's default).
public final class InMemoryKeyValueStore: KeyValueStore {
    private var values: [String: [UInt8]] = [:]

    /// An empty store.
    public init() {}

    /// The bytes saved under `key`, or `nil`.
    public func load(key: String) -> [UInt8]? { values[key] }

    /// Stores `bytes` under `key`.
    public func save(key: String, bytes: [UInt8]) { values[key] = bytes }
}
