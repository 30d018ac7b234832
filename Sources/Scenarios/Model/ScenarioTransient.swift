public import Simulation

/// A pressure transient of the scenario, with the timeline (if any) it came from.
public struct ScenarioTransient: Hashable, Sendable {
    /// What the scenario said.
    public enum Source: String, Hashable, Sendable, CaseIterable {
        /// `thunderstorm at TIME` (a `sin²` bump everywhere).
        case thunderstorm
        /// `door open`, `door close`, `door slam` (inside the device's building).
        case doorOpen = "door open"
        case doorClose = "door close"
        case doorSlam = "door slam"
        /// `sunroof open` … `sunroof close` (tagged with the device's name).
        case sunroof = "sunroof open"
        /// `ventilation on` … `ventilation off` (tagged with the device's name).
        case ventilation = "ventilation on"
    }

    /// The statement that made it.
    public var source: Source
    /// The device whose timeline holds it (`nil` for a storm).
    public var deviceName: String?
    /// Start, ns from the run's start.
    public var atOffsetNanoseconds: Int64
    /// The transient; its `startNanoseconds` is set from the offset when the spec is built.
    public var transient: PressureTransient

    /// Creates a transient.
    public init(source: Source, deviceName: String?, atOffsetNanoseconds: Int64, transient: PressureTransient) {
        self.source = source
        self.deviceName = deviceName
        self.atOffsetNanoseconds = atOffsetNanoseconds
        self.transient = transient
    }
}
