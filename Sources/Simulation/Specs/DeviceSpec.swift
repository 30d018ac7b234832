public import AltitudeEngine
public import Geophysics

/// A place a timeline refers to.
public enum Place: Hashable, Sendable, Codable {
    /// A point in the scenario's local plane.
    case point(EastNorth)
    /// The entrance of a building (the middle of its south-facing wall, rotated with it).
    case entrance(building: String)
    /// The centre of a building's footprint.
    case centre(building: String)
}

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
    public var barometer = BarometerSpec()
    public var gnss = GNSSSpec()
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

    public init(name: String) {
        self.name = name
        self.deviceID = "device-\(name)"
    }
}

/// Calibration state at the start of a run.
public enum InitialCalibration: Hashable, Sendable, Codable {
    /// Never calibrated.
    case none
    /// Calibrated `ageSeconds` before the start, with the stored offset wrong by a known
    /// `errorPa` (default 0, the same at every seed) and the given one-σ uncertainty.
    case calibrated(ageSeconds: Double, errorPa: Double, uncertaintyPa: Double)
    /// Calibrated `ageSeconds` before the start with an unknown residual error: each run draws
    /// it from N(0, `uncertaintyPa`) on the device's stream `device[i].calibration`, and the
    /// engine is told that σ — over many seeds the calibration is exactly as good as it says.
    case drawn(ageSeconds: Double, uncertaintyPa: Double)
}

/// One timeline step: an action at an offset from the run's start.
public struct TimelineStep: Hashable, Sendable {
    /// When the step starts, ns from the run's start.
    public var atOffsetNanoseconds: Int64
    public var action: TimelineAction

    public init(atOffsetNanoseconds: Int64, action: TimelineAction) {
        self.atOffsetNanoseconds = atOffsetNanoseconds
        self.action = action
    }
}

/// What the person or the app does. Motions run until they arrive; a new motion that starts
/// before the previous one finished takes over from wherever the person is.
public enum TimelineAction: Hashable, Sendable {
    // The person
    /// Stay still.
    case stand
    /// Walk (activity `walking`) to a place at a speed, m/s.
    case walk(to: Place, speedMetersPerSecond: Double)
    /// Run (activity `running`).
    case run(to: Place, speedMetersPerSecond: Double)
    /// Drive (activity `inVehicle`) along straight legs through the places.
    case drive(route: [Place], speedMetersPerSecond: Double)
    /// Step inside the named building at floor 0 (the person must be at or near it).
    case enter(building: String)
    /// Step out of the building the person is in.
    case leave
    /// Take the stairs to a floor at a vertical speed, m/s.
    case stairs(toFloor: Int, speedMetersPerSecond: Double)
    /// Take the elevator to a floor at a vertical speed, m/s.
    case elevator(toFloor: Int, speedMetersPerSecond: Double)
    /// Change how high the phone is held, m above the floor.
    case holdPhone(heightMeters: Double)
    // The app
    case app(AppCall)
}

/// A call the host app makes on the SDK.
public enum AppCall: Hashable, Sendable {
    /// `NNSDK.start`; `nil` uses the device's key / URL.
    case startSDK(apiKey: String?, hostURL: String?)
    case stopSDK
    case setFilters([NNConsistencyFilter])
    case startAltitude(NNAltitudeMode)
    case stopAltitude
    /// `startManualCalibration(mode:…)`, or `setManualCalibration(…)` when `mode` is nil.
    case manualCalibration(mode: NNManualBarocalMode?, pin: ManualCalibrationPin)
    case barocalUpload
    /// `setAltitude(location:pressure:)`: the app injects a pressure (Pa) and/or a location.
    case setAltitude(pressurePa: Double?, location: Place?)
}

/// The known spot the user confirms during a manual calibration.
public struct ManualCalibrationPin: Hashable, Sendable {
    /// The pinned place; `nil` = where the person really is.
    public var place: Place?
    /// Floor number given with the pin (`nil` = not given).
    public var floorNumber: Int?
    /// Ground height above MSL given with the pin, m (`nil` = not given).
    public var groundMSLHeightMeters: Double?

    public init(place: Place? = nil, floorNumber: Int? = nil, groundMSLHeightMeters: Double? = nil) {
        self.place = place
        self.floorNumber = floorNumber
        self.groundMSLHeightMeters = groundMSLHeightMeters
    }
}
