/// An engine that could not go on: an engine process that failed to start, died, hung past
/// its timeout or broke the protocol. The run it happened in is an error run (its trace stops
/// meaning anything at `timeNanoseconds`); other runs are unaffected.
public struct EngineRunFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The engine's name as reports show it (`process: python3 isa_engine.py`).
    public var engine: String
    /// The device whose engine failed.
    public var deviceIndex: Int
    /// That device's name in the scenario.
    public var deviceName: String
    /// The message being answered (`hello`, `pressure`, `call startAltitude`, `timer`, `end`, …).
    public var messageType: String
    /// The message's virtual time, ns since the Unix epoch.
    public var timeNanoseconds: Int64
    /// The same time, ns after the run's start.
    public var offsetNanoseconds: Int64
    /// What went wrong.
    public var reason: String

    /// Creates a failure.
    public init(
        engine: String, deviceIndex: Int, deviceName: String, messageType: String, timeNanoseconds: Int64,
        offsetNanoseconds: Int64, reason: String
    ) {
        self.engine = engine
        self.deviceIndex = deviceIndex
        self.deviceName = deviceName
        self.messageType = messageType
        self.timeNanoseconds = timeNanoseconds
        self.offsetNanoseconds = offsetNanoseconds
        self.reason = reason
    }

    /// One line: engine, device, message, time and reason.
    public var description: String {
        let seconds = Double(offsetNanoseconds) / 1e9
        return "engine '\(engine)' failed on device \(deviceIndex) '\(deviceName)' at message '\(messageType)' "
            + "(t = \(timeNanoseconds) ns, \(seconds) s into the run): \(reason)"
    }
}
