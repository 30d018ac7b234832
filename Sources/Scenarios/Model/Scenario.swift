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
    /// The `tags` words, in the order first written, each once: the groups of the accuracy
    /// campaign report its runs belong to.
    public var tags: [ScenarioTag] = []
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
    /// The assistance source a field-log site names (`reference …`), else `nil`; a simulated run
    /// refuses it (its assistance comes from the stations).
    public var siteReference: SiteReference? = nil
    /// The phones, in the order written, each with its options and timeline.
    public var devices: [DeviceSpec] = []
    /// Timeline labels (`as "ride"`), for expectations and reports.
    public var labels: [TimelineLabel] = []
    /// The compiled `expect` statements, grouped by device (device order), then the ones for
    /// every device.
    public var expectations: [Expectation] = []
    /// Where each statement was written.
    public var sourceMap = ScenarioSourceMap()
    /// The runs of a parameter sweep (`vary …`), this scenario first, each with its values in its
    /// name (`tall-tower [terrain height = 1600 m]`); empty for a scenario without a sweep.
    public var variants: [Scenario] = []
    /// The values this run of a sweep sets (`terrain height = 1600 m`); `nil` outside a sweep.
    public var variant: String? = nil
    /// The sweep's `vary` statements in canonical text, for the printer.
    public var sweepLines: [String] = []

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
        copy.variants = variants.map { $0.withoutSourceLocations() }
        copy.expectations = expectations.map {
            var e = $0
            e.range = .unknown
            return e
        }
        return copy
    }

    /// The title as written: ``name`` without a sweep run's ` [values]`.
    public var title: String {
        guard let variant, name.hasSuffix(" [\(variant)]") else { return name }
        return String(name.dropLast(variant.count + 3))
    }

    /// The runs this scenario stands for: its sweep's variants, or itself.
    public var runs: [Scenario] { variants.isEmpty ? [self] : variants }

    /// The context expectations are compiled against.
    public var expectationContext: ExpectationContext {
        var labelled: [String: ExpectationContext.LabelledStep] = [:]
        for label in labels {
            labelled[label.name] = .init(
                deviceName: label.deviceName, offsetNanoseconds: label.offsetNanoseconds,
                durationNanoseconds: label.durationNanoseconds)
        }
        return ExpectationContext(
            deviceNames: devices.map(\.name), labels: labelled,
            durationNanoseconds: durationNanoseconds)
    }
}
