public import AltitudeEngine

/// The built-in `AltitudeEngine` as an `EngineUnderTest`: each `ResolvedAppCall` becomes the
/// SDK call a host app would make; every engine event reaches `observer`.
///
/// The adapter holds the engine strongly; the engine holds its observer strongly, so it is
/// given a forwarder (owned by the adapter too) that holds the adapter's `observer` weakly
/// (the simulator's device owns the adapter), so no cycle keeps a finished run alive. Nothing
/// points at the adapter itself weakly: a weakly referenced object gets a side table, and
/// every retain/release of it (one per barometer sample) takes the runtime's slow path.
public final class AltitudeEngineAdapter: EngineUnderTest, EngineObserver {
    /// The wrapped engine.
    public let engine: AltitudeEngine
    /// Receives every event, in order, synchronously (held weakly).
    public var observer: (any EngineObserver)? {
        get { forwarder.target }
        set { forwarder.target = newValue }
    }
    private let forwarder = WeakEngineObserver()

    /// Wraps a new engine built from `configuration` and `ports`.
    public init(configuration: EngineConfiguration, ports: EnginePorts) {
        engine = AltitudeEngine(configuration: configuration, ports: ports)
        engine.observer = forwarder
    }

    /// Forwards an event of the wrapped engine to `observer`.
    public func engine(_ engine: AnyObject, didRecord event: EngineEvent) {
        observer?.engine(engine, didRecord: event)
    }

    /// `AltitudeEngine.ingestPressure`.
    public func ingestPressure(_ sample: PressureSample) { engine.ingestPressure(sample) }
    /// `AltitudeEngine.ingestLocation`.
    public func ingestLocation(_ location: NNLocation) { engine.ingestLocation(location) }
    /// `AltitudeEngine.ingestActivity`.
    public func ingestActivity(_ sample: ActivitySample) { engine.ingestActivity(sample) }

    /// Installs the record as the engine's current calibration (`AltitudeEngine.restoreCalibration`).
    public func restoreCalibration(_ record: CalibrationRecord) { engine.restoreCalibration(record) }

    /// Performs the call; handlers are no-ops because every outcome is also an engine event.
    public func perform(_ call: ResolvedAppCall) {
        switch call {
        case .start(let hostURL, let apiKey, let location):
            engine.start(
                baseURL: hostURL, secretKey: apiKey, location: location, success: { _, _ in }, failure: { _, _ in })
        case .stop:
            engine.stop()
        case .setFilters(let filters):
            engine.setConsistencyFilters(filters)
        case .startAltitude(let mode):
            engine.startAltitudeCalculation(mode: mode) { _, _ in }
        case .stopAltitude:
            engine.stopAltitudeCalculation { _, _ in }
        case .startManualCalibration(let mode, let location, let floor, let ground, let pressure):
            engine.startManualCalibration(
                mode: mode, location: location, floorNumber: floor, groundMSLHeight: ground, pressure: pressure)
        case .setManualCalibration(let location, let floor, let ground, let pressure):
            engine.setManualCalibration(
                location: location, floorNumber: floor, groundMSLHeight: ground, pressure: pressure)
        case .barocalUpload:
            engine.startBarocalUpload { _ in }
        case .setAltitude(let location, let pressure):
            engine.setAltitude(location: location, pressure: pressure)
        }
    }
}

/// An engine observer that forwards to a target it does not keep alive.
final class WeakEngineObserver: EngineObserver {
    weak var target: (any EngineObserver)?

    func engine(_ engine: AnyObject, didRecord event: EngineEvent) {
        target?.engine(engine, didRecord: event)
    }
}

extension EngineFactory {
    /// The built-in `AltitudeEngine` with the device's configuration.
    public static let altitudeEngine = EngineFactory(name: "AltitudeEngine", commandLineArguments: "") {
        configuration, ports in
        AltitudeEngineAdapter(configuration: configuration, ports: ports)
    }

    /// The built-in engine with its configuration changed by `adjust` (other thresholds): a
    /// second engine to compare against the same world.
    public static func altitudeEngine(
        name: String, adjusting adjust: @escaping @Sendable (inout EngineConfiguration) -> Void
    ) -> EngineFactory {
        EngineFactory(name: name) { configuration, ports in
            var changed = configuration
            adjust(&changed)
            return AltitudeEngineAdapter(configuration: changed, ports: ports)
        }
    }
}
