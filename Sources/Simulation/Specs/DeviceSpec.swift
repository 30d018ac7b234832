public import AltitudeEngine
internal import Geophysics

/// One simulated phone: its sensors, its engine configuration, and the person's day.
public struct DeviceSpec: Hashable, Sendable {
    /// Name used in scenarios, traces and noise-stream names.
    public var name: String
    /// Device id the engine reports (`deviceID()`), default `"device-<name>"`.
    public var deviceID: String
    /// API key passed to `start` (default `"demo-key"`).
    public var apiKey: String = "demo-key"
    /// Host URL passed to `start` (default `"https://assistance.altsim.invalid"`).
    public var hostURL: String = "https://assistance.altsim.invalid"
    /// Where the person is at the start.
    public var start: Place = .point(EastNorth(eastMeters: 0, northMeters: 0))
    /// Floor at the start when `start` is inside a building (`nil` = outdoors).
    public var startFloor: Int? = nil
    /// The phone's barometer: rate, noise, offset, drift and faults.
    public var barometer = BarometerSpec()
    /// The phone's location provider: error statistics by environment, lag and faults.
    public var gnss = GNSSSpec()
    /// The phone's activity recogniser.
    public var activity = ActivitySpec()
    /// Mean height of the phone above the floor or ground, m (default 1.0).
    public var handHeightMeters: Double = 1.0
    /// σ of the hand height, m (default 0.3), drawn slowly (`device[i].hand`).
    public var handHeightSigmaMeters: Double = 0.3
    /// σ of the person's own mean hand height, m (default 0: everyone holds the phone at
    /// `handHeightMeters`). Above 0 the run's mean is `handHeightMeters + σ·z`, z drawn once per
    /// run and stratified across seeds (`SeedStratifiedDraw`): a campaign over seeds is a
    /// campaign over people. `holdPhone` heights (a desk, a pocket) are not shifted.
    public var handHeightPersonSigmaMeters: Double = 0
    /// The engine's configuration (thresholds etc.); `deviceID` is overwritten by the spec's.
    public var engine = EngineConfiguration()
    /// The barometer calibration the phone and the service already have at the start.
    public var initialCalibration: InitialCalibration = .none
    /// What the person and the app do, in time order.
    public var timeline: [TimelineStep] = []

    /// A device named `name` with every other setting at its default.
    public init(name: String) {
        self.name = name
        self.deviceID = "device-\(name)"
    }
}
