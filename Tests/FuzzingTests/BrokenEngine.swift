import AltitudeEngine
import AssistanceProtocol
import Simulation
import Synchronization

/// A deliberately broken engine: the built-in engine with its events rewritten (or dropped) by
/// `transform`, to plant a violation the oracle must detect.
final class BrokenEngine: EngineUnderTest, EngineObserver {
    let inner: AltitudeEngineAdapter
    let transform: @Sendable (EngineEvent) -> EngineEvent?
    weak var observer: (any EngineObserver)?

    init(
        configuration: EngineConfiguration, ports: EnginePorts,
        transform: @escaping @Sendable (EngineEvent) -> EngineEvent?
    ) {
        inner = AltitudeEngineAdapter(configuration: configuration, ports: ports)
        self.transform = transform
        inner.observer = self
    }

    func engine(_ engine: AnyObject, didRecord event: EngineEvent) {
        if let changed = transform(event) { observer?.engine(engine, didRecord: changed) }
    }

    func ingestPressure(_ sample: PressureSample) { inner.ingestPressure(sample) }
    func ingestLocation(_ location: NNLocation) { inner.ingestLocation(location) }
    func ingestActivity(_ sample: ActivitySample) { inner.ingestActivity(sample) }
    func perform(_ call: ResolvedAppCall) { inner.perform(call) }
    func restoreCalibration(_ record: CalibrationRecord) { inner.restoreCalibration(record) }

    /// A factory whose engines rewrite every altitude context with `change`.
    static func contexts(_ name: String, _ change: @escaping @Sendable (NNAltitudeContext) -> NNAltitudeContext)
        -> EngineFactory
    {
        events(name) { event in
            guard case .altitudeCallback(let code, let context?) = event.kind else { return event }
            return EngineEvent(
                timeNanoseconds: event.timeNanoseconds, kind: .altitudeCallback(code: code, context: change(context)))
        }
    }

    /// A factory whose engines rewrite or drop events with `transform`.
    static func events(_ name: String, _ transform: @escaping @Sendable (EngineEvent) -> EngineEvent?) -> EngineFactory
    {
        EngineFactory(name: name) { configuration, ports in
            BrokenEngine(configuration: configuration, ports: ports, transform: transform)
        }
    }
}

extension NNAltitudeContext {
    /// A copy with some fields replaced.
    func with(
        height: Double?? = nil, heightUncertainty68: Double?? = nil, errorCode: Int?? = nil,
        warningCode: Int?? = nil
    ) -> NNAltitudeContext {
        NNAltitudeContext(
            height: height ?? self.height, heightUncertainty: heightUncertainty,
            heightUncertainty68: heightUncertainty68 ?? self.heightUncertainty68,
            heightAboveTerrain: heightAboveTerrain,
            heightAboveTerrainUncertainty: heightAboveTerrainUncertainty,
            heightHatUncertainty68: heightHatUncertainty68,
            floorNumber: floorNumber, floorConfidence: floorConfidence, address: address,
            addressConfidence: addressConfidence,
            statusCode: statusCode, errorCode: errorCode ?? self.errorCode, manualBaroCal: manualBaroCal,
            userPressure: userPressure, warningCode: warningCode ?? self.warningCode,
            referencePressurePa: referencePressurePa,
            referencePressureUncertaintyPa: referencePressureUncertaintyPa,
            referenceTemperatureKelvin: referenceTemperatureKelvin,
            referenceTemperatureUncertaintyKelvin: referenceTemperatureUncertaintyKelvin,
            timestampNanoseconds: timestampNanoseconds)
    }
}

/// A counter shared by every engine a factory makes (for a planted non-determinism).
final class RunCounter: Sendable {
    let value = Mutex(0)
    func next() -> Int {
        value.withLock {
            $0 += 1
            return $0
        }
    }
}
