/// Persistent bytes by key: the phone's disk, for calibration state surviving `stop`/`start`.
///
/// `load` returns what the last `save` for that key stored, or `nil`. The engine tolerates
/// any bytes (corrupt data is ignored).
public protocol KeyValueStore: AnyObject {
    /// The bytes last saved under `key`, or `nil`.
    func load(key: String) -> [UInt8]?
    /// Stores `bytes` under `key`, replacing what was there.
    func save(key: String, bytes: [UInt8])
}

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
