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
