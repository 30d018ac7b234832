/// Receives every event of one engine, in order, synchronously (the simulator's trace, a
/// test's recorder). Any engine can send to it: the built-in `AltitudeEngine`, an adapter
/// around a vendor SDK, or a foreign engine that depends on `EngineInterface` alone.
public protocol EngineObserver: AnyObject {
    /// Called once per event; `engine` is the object that recorded it (usually `self` of the
    /// engine or its adapter; observers of one engine may ignore it).
    func engine(_ engine: AnyObject, didRecord event: EngineEvent)
}
