/// Everything one run needs: the world, the service side, the devices, and the root seed.
///
/// A run is a pure function of this value: the same spec gives a byte-identical trace.
public struct SimulationSpec: Sendable {
    /// Human-readable name (the scenario's title).
    public var name: String
    /// The root seed every noise stream derives from.
    public var seed: UInt64
    /// The world's truth: terrain, geoid, buildings, weather, transients.
    public var world: World
    /// The reference stations that observe the world for the service.
    public var stations = StationNetworkSpec()
    /// The assistance service's settings.
    public var service = ServiceSpec()
    /// The link between each engine and the service.
    public var transport = TransportSpec()
    /// The simulated phones; their indices are the trace's device indices.
    public var devices: [DeviceSpec] = []
    /// What the trace keeps.
    public var trace = TraceOptions()

    /// A spec with no devices, the default network, service and transport.
    public init(name: String, seed: UInt64, world: World) {
        self.name = name
        self.seed = seed
        self.world = world
    }

    /// Start instant, ns since the Unix epoch (the world's).
    public var startNanoseconds: Int64 { world.startNanoseconds }
    /// Length of the run, ns (the world's).
    public var durationNanoseconds: Int64 { Int64((world.durationSeconds * 1e9).rounded()) }
}
