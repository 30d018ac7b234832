public import Simulation

/// What the checker needs to know about a run besides its trace.
///
/// The simulator's run result will provide these at merge; tests build them by hand.
public struct RunFacts: Hashable, Sendable {
    /// One device of the run, in the order of `TraceRecord.deviceIndex`.
    public struct Device: Hashable, Sendable {
        /// The device's name in the scenario.
        public var name: String
        /// Height of the phone above the floor it stands on, m (used to turn a reported height
        /// into a floor). Default 1.0 m, as in `DeviceSpec`.
        public var heldHeightMeters: Double

        /// Creates a device fact.
        public init(name: String, heldHeightMeters: Double = 1.0) {
            self.name = name
            self.heldHeightMeters = heldHeightMeters
        }
    }

    /// A building's geometry and where its ground floor is, for floor correctness.
    public struct FloorPlan: Hashable, Sendable {
        /// The building (floor heights, floor count).
        public var building: Building
        /// Height of its ground-floor surface above the ellipsoid, m.
        public var groundHAEMeters: Double

        /// Creates a floor plan.
        public init(building: Building, groundHAEMeters: Double) {
            self.building = building
            self.groundHAEMeters = groundHAEMeters
        }

        /// The floor a height above the ellipsoid names for a phone held `heldHeightMeters` above
        /// the floor surface (`Building.nearestFloor`). Floor correctness applies it to the
        /// reported height and to the true one alike, so that a perfect height is always on the
        /// true floor — also half-way up a storey in a moving cab, where the storey that
        /// contains the phone (`TruthSnapshot.floor`) is the one below for half of each storey.
        public func floorNamed(byHeightHAEMeters heightMeters: Double, heldHeightMeters: Double) -> Int {
            building.nearestFloor(toSurfaceHeightAboveGroundMeters: heightMeters - groundHAEMeters - heldHeightMeters)
        }
    }

    /// An injected fault, in trace time (ns since the Unix epoch).
    public struct FaultWindow: Hashable, Sendable {
        /// What the fault was.
        public var description: String
        /// When it began.
        public var startNanoseconds: Int64
        /// When it ended; `nil` = still active at the end of the run.
        public var endNanoseconds: Int64?
        /// The device it applied to; `nil` = the world or the service (every device).
        public var deviceIndex: Int?

        /// Creates a fault window.
        public init(description: String, startNanoseconds: Int64, endNanoseconds: Int64?, deviceIndex: Int? = nil) {
            self.description = description
            self.startNanoseconds = startNanoseconds
            self.endNanoseconds = endNanoseconds
            self.deviceIndex = deviceIndex
        }
    }

    /// The devices, indexed like `TraceRecord.deviceIndex`.
    public var devices: [Device]
    /// The trace instant of scenario time 0, ns since the Unix epoch.
    public var startNanoseconds: Int64
    /// The run's length, ns (windows that reach past it are cut).
    public var durationNanoseconds: Int64
    /// The root seed of the run.
    public var seed: UInt64
    /// The `.scenario` file, for the reproduce command; `nil` for builder scenarios.
    public var scenarioPath: String?
    /// Faults injected by the scenario that do not appear as `.fault` records in the trace
    /// (service outages, transport faults); the trace's own `.fault` records are always used too.
    public var faultWindows: [FaultWindow]
    /// Floor plans by building index (`TruthSnapshot.buildingIndex`).
    public var floorPlans: [FloorPlan]
    /// The engine's name (`EngineFactory.name`), for failures of an engine the CLI cannot select.
    public var engineName: String = "AltitudeEngine"
    /// The `altsim` options that chose the engine (`EngineFactory.commandLineArguments`), for the
    /// reproduce command: `""` for the built-in engine as the scenario configures it,
    /// `--engine-process '…'` or `--engine '…'`, and `nil` for an engine only the Swift API
    /// builds (no `altsim` command then: it would rerun the built-in engine).
    public var engineArguments: String? = ""
    /// The values of a parameter sweep's run (`terrain height = 1600 m`, ``Scenario/variant``), shown
    /// after the file in results; `nil` outside a sweep.
    public var variant: String? = nil

    /// The file (or `scenario`) and, for a sweep's run, its values: `tall.scenario [terrain height = 1600 m]`.
    public var runName: String {
        (scenarioPath ?? "scenario") + (variant.map { " [\($0)]" } ?? "")
    }

    /// Creates run facts.
    public init(
        devices: [Device], startNanoseconds: Int64, durationNanoseconds: Int64, seed: UInt64,
        scenarioPath: String? = nil, faultWindows: [FaultWindow] = [], floorPlans: [FloorPlan] = []
    ) {
        self.devices = devices
        self.startNanoseconds = startNanoseconds
        self.durationNanoseconds = durationNanoseconds
        self.seed = seed
        self.scenarioPath = scenarioPath
        self.faultWindows = faultWindows
        self.floorPlans = floorPlans
    }
}
