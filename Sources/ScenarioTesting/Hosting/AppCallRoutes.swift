public import Simulation

/// Which of the app's own functions each timeline app call runs, for `ScenarioHost`.
///
/// A struct of closures, one per kind of `ResolvedAppCall` (the scenario language's `start sdk`,
/// `altitude every 1 s`, `calibrate for 1 min`, `set pressure …`, `barocal upload`, …). A set
/// closure replaces the simulator's own SDK call: it runs the app's function, which calls the
/// `NNSDK` facade itself (bound to the hosted device's engine). A call left `nil` follows
/// `unrouted`.
///
/// ```swift
/// host.routes.start = { url, key, location in model.start(baseURL: url, secretKey: key, location: location) }
/// host.routes.startAltitude = { mode in model.startTracking(mode: mode) }
/// ```
public struct AppCallRoutes {
    /// What happens to a timeline app call whose closure is `nil`.
    public enum Unrouted: Hashable, Sendable {
        /// The simulator makes the SDK call itself, as in a run without the app (the default:
        /// a scenario's calls the app has no function for — an upload, a filter change — keep
        /// their meaning, and the scenario's expectations still apply).
        case callEngine
        /// Nothing is called, and `ScenarioHost.check` reports each such call as a failure naming
        /// the call, its time and the closure to set: for an app that must handle every call.
        case reportFailure
    }

    /// `start sdk`: `(hostURL, apiKey, location)`, the scenario's service and key.
    public var start: ((_ hostURL: String, _ apiKey: String, _ location: NNLocation?) -> Void)?
    /// `stop sdk`.
    public var stop: (() -> Void)?
    /// `filters {…}`: exactly these filters enabled.
    public var setFilters: ((_ filters: [NNConsistencyFilter]) -> Void)?
    /// `altitude every …` / `altitude once`.
    public var startAltitude: ((_ mode: NNAltitudeMode) -> Void)?
    /// `altitude stop`.
    public var stopAltitude: (() -> Void)?
    /// `calibrate for …`: the collection time and the calibration point.
    public var startManualCalibration: ((_ mode: NNManualBarocalMode, _ point: ManualCalibrationPoint) -> Void)?
    /// `set calibration`: the calibration point, without a timed collection.
    public var setManualCalibration: ((_ point: ManualCalibrationPoint) -> Void)?
    /// `barocal upload`.
    public var barocalUpload: (() -> Void)?
    /// `set pressure …`: `(location, pressurePa)` as the app would pass them to `setAltitude`.
    public var setAltitude: ((_ location: NNLocation?, _ pressurePa: Double?) -> Void)?
    /// What happens to a call whose closure is `nil` (default `.callEngine`).
    public var unrouted: Unrouted = .callEngine

    /// No call routed: every timeline call goes to the engine, as in a run without the app.
    public init() {}

    /// The app's function for `call` with its arguments applied, or `nil` when none is set.
    func route(for call: ResolvedAppCall) -> (() -> Void)? {
        switch call {
        case .start(let hostURL, let apiKey, let location):
            start.map { route in { route(hostURL, apiKey, location) } }
        case .stop:
            stop
        case .setFilters(let filters):
            setFilters.map { route in { route(filters) } }
        case .startAltitude(let mode):
            startAltitude.map { route in { route(mode) } }
        case .stopAltitude:
            stopAltitude
        case .startManualCalibration(let mode, let location, let floor, let ground, let pressure):
            startManualCalibration.map { route in
                {
                    route(
                        mode,
                        ManualCalibrationPoint(
                            pin: location, floorNumber: floor, groundMSLHeightMeters: ground,
                            pressurePa: pressure))
                }
            }
        case .setManualCalibration(let location, let floor, let ground, let pressure):
            setManualCalibration.map { route in
                {
                    route(
                        ManualCalibrationPoint(
                            pin: location, floorNumber: floor, groundMSLHeightMeters: ground,
                            pressurePa: pressure))
                }
            }
        case .barocalUpload:
            barocalUpload
        case .setAltitude(let location, let pressure):
            setAltitude.map { route in { route(location, pressure) } }
        }
    }

    /// The name of the closure that routes `call` (for failure messages).
    static func routeName(of call: ResolvedAppCall) -> String { call.name }
}

/// Where a manual calibration of the timeline is made, as the user confirmed it (the `pin`, and
/// optionally the floor, the ground height or a pressure given with it).
public struct ManualCalibrationPoint: Hashable, Sendable {
    /// The confirmed place (the scenario's `pin at …`, else where the person really is).
    public var pin: NNLocation
    /// The floor given with the pin (`floor N`), if any.
    public var floorNumber: Int?
    /// The ground height above sea level given with the pin (`ground LENGTH`), m, if any.
    public var groundMSLHeightMeters: Double?
    /// A reference pressure given with the pin, Pa, if any.
    public var pressurePa: Double?

    /// Creates a calibration point.
    public init(
        pin: NNLocation, floorNumber: Int? = nil, groundMSLHeightMeters: Double? = nil,
        pressurePa: Double? = nil
    ) {
        self.pin = pin
        self.floorNumber = floorNumber
        self.groundMSLHeightMeters = groundMSLHeightMeters
        self.pressurePa = pressurePa
    }
}
