import AssistanceService
public import Geophysics
public import Simulation

/// The description of one run, as a scenario file (or the builder) states it: the world, the
/// service side, the devices and what must hold.
///
/// A `Scenario` is a value: two scenarios are equal when they describe the same run and were
/// written at the same places. Compare ``withoutSourceLocations()`` to ignore where things
/// were written (a file and the builder give equal scenarios that way). Random elements are
/// realised only by ``simulationSpec(seed:)``, so the value is cheap to build and compare.
///
/// ```swift
/// let loaded = ScenarioLoader().loadScenario(path: "scenarios/calm-day.scenario")
/// if let scenario = loaded.scenario {
///     let spec = try scenario.simulationSpec(seed: 7)   // `altsim run --seed 7`
/// }
/// ```
public struct Scenario: Hashable, Sendable {
    /// The title (`scenario "…"`).
    public var name: String
    /// The root seed (`seed N`, default 0).
    public var seed: UInt64 = 0
    /// Time 0 of the run, ns since the Unix epoch (`start …`, default 2026-01-01 00:00 UTC).
    public var startNanoseconds: Int64 = Scenario.defaultStartNanoseconds
    /// Length of the run, ns (`duration …`).
    public var durationNanoseconds: Int64
    /// The local frame's origin (`origin LAT, LON`, default 0°, 0°).
    public var origin = GeodeticCoordinate(latitudeDegrees: 0, longitudeDegrees: 0)
    /// The ground (`terrain …`, default flat at 0 m, or at the origin's `elevation`).
    public var terrain: Terrain = .flat(heightMeters: 0)
    /// The height-grid file a `terrain grid` was read from, resolved against the scenario
    /// file (printed back as is), else `nil`.
    public var terrainFile: String? = nil
    /// The geoid (`geoid …`, default none: N = 0).
    public var geoid: ScenarioGeoid = .constant(undulationMeters: 0)
    /// The buildings, in the order written; their index is the building id.
    public var buildings: [Building] = []
    /// The weather (`weather`, `temperature`, `front`, random `thunderstorm every …`); its
    /// `referenceNanoseconds` is the start.
    public var weather = WeatherModel()
    /// Pressure transients: scheduled storms and the doors, sunroofs and ventilation of the
    /// device timelines.
    public var transients: [ScenarioTransient] = []
    /// The reference-station network (`stations`, `station`).
    public var stations = StationNetworkSpec()
    /// The assistance service's settings (`coverage`, `key`).
    public var service = ServiceSpec()
    /// The transport's settings (`transport`).
    public var transport = TransportSpec()
    /// Service and network faults over windows (`service …`, `transport … outage`, a
    /// timeline's `assistance …`).
    public var serviceFaults: [ServiceFaultWindow] = []
    /// The phones, in the order written, each with its options and timeline.
    public var devices: [DeviceSpec] = []
    /// Timeline labels (`as "ride"`), for expectations and reports.
    public var labels: [TimelineLabel] = []
    /// The compiled `expect` statements, grouped by device (device order), then the ones for
    /// every device.
    public var expectations: [Expectation] = []
    /// Where each statement was written.
    public var sourceMap = ScenarioSourceMap()

    /// Creates a scenario with the defaults above.
    public init(name: String, durationNanoseconds: Int64) {
        self.name = name
        self.durationNanoseconds = durationNanoseconds
    }

    /// 2026-01-01 00:00:00 UTC, ns since the Unix epoch: the default `start`.
    public static let defaultStartNanoseconds: Int64 = 1_767_225_600 * 1_000_000_000

    /// The same scenario with every source location removed (for comparing a file with the
    /// builder, or a scenario with its printed and re-parsed text).
    public func withoutSourceLocations() -> Scenario {
        var copy = self
        copy.sourceMap = ScenarioSourceMap()
        copy.expectations = expectations.map { var e = $0; e.range = .unknown; return e }
        return copy
    }

    /// The context expectations are compiled against.
    public var expectationContext: ExpectationContext {
        var labelled: [String: ExpectationContext.LabelledStep] = [:]
        for label in labels {
            labelled[label.name] = .init(deviceName: label.deviceName, offsetNanoseconds: label.offsetNanoseconds)
        }
        return ExpectationContext(deviceNames: devices.map(\.name), labels: labelled,
                                  durationNanoseconds: durationNanoseconds)
    }
}

/// The geoid a scenario asks for.
public enum ScenarioGeoid: Hashable, Sendable {
    /// A constant undulation, m (`geoid -32.5 m`).
    case constant(undulationMeters: Double)
    /// The EGM96 grid from Debian's `proj-data` (`geoid egm96`), read when the spec is built.
    case egm96(path: String)
}

/// A pressure transient of the scenario, with the timeline (if any) it came from.
public struct ScenarioTransient: Hashable, Sendable {
    /// What the scenario said.
    public enum Source: String, Hashable, Sendable, CaseIterable {
        /// `thunderstorm at TIME` (a `sin²` bump everywhere).
        case thunderstorm
        /// `door open`, `door close`, `door slam` (inside the device's building).
        case doorOpen = "door open", doorClose = "door close", doorSlam = "door slam"
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

/// A service or network fault over a window of the run.
public struct ServiceFaultWindow: Hashable, Sendable {
    /// The kinds of fault.
    public enum Kind: Hashable, Sendable {
        /// The server does not answer: requests hang until the transport times out.
        case outage
        /// The server cannot be reached: requests fail at once.
        case unreachable
        /// Replies carry this status (400 = the service's general failure).
        case error(status: Int)
        /// Reference data ages: no station reports reach the service.
        case stale
        /// Replies come this much later, ns.
        case slow(extraDelayNanoseconds: Int64)
        /// Replies are garbage bytes.
        case garbage
        /// The service has no reference data (every station ignored).
        case missingReference
    }

    /// What goes wrong.
    public var kind: Kind
    /// The window, offsets from the run's start (`end == nil`: to the end).
    public var window: SimulationWindow

    /// Creates a fault window.
    public init(kind: Kind, window: SimulationWindow) {
        self.kind = kind
        self.window = window
    }
}

/// A timeline label (`as "ride"`).
public struct TimelineLabel: Hashable, Sendable {
    /// The label.
    public var name: String
    /// The device whose timeline holds it.
    public var deviceName: String
    /// The labelled line's time, ns from the start.
    public var offsetNanoseconds: Int64

    /// Creates a label.
    public init(name: String, deviceName: String, offsetNanoseconds: Int64) {
        self.name = name
        self.deviceName = deviceName
        self.offsetNanoseconds = offsetNanoseconds
    }
}

/// Where the statements of a scenario were written, by a key such as `"building Tower"`,
/// `"device phone"`, `"device phone at 3"` (its fourth timeline line) or `"duration"`.
public struct ScenarioSourceMap: Hashable, Sendable {
    /// The ranges by key.
    public var ranges: [String: SourceRange] = [:]

    /// Creates an empty map.
    public init() {}

    /// The range recorded for `key`, if any.
    public subscript(key: String) -> SourceRange? {
        get { ranges[key] }
        set { ranges[key] = newValue }
    }
}
