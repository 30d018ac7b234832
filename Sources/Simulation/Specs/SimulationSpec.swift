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
    public var stations = StationNetworkSpec()
    public var service = ServiceSpec()
    public var transport = TransportSpec()
    public var devices: [DeviceSpec] = []
    public var trace = TraceOptions()

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

/// What the trace keeps.
public struct TraceOptions: Hashable, Sendable {
    /// Keep every raw sensor sample and station observation (large).
    public var keepRawSamples = false
    public init(keepRawSamples: Bool = false) { self.keepRawSamples = keepRawSamples }
}
