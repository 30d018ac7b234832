import AltitudeEngine
import AssistanceProtocol
import Geophysics

/// Forwards engine events to the device runtime that owns it (see `DeviceRuntime.eventRelay`).
final class DeviceEventRelay: EngineObserver, EngineEventRecording {
    /// The owner (unowned: the relay lives exactly as long as its runtime holds it).
    unowned var runtime: DeviceRuntime?

    func engine(_ engine: AnyObject, didRecord event: EngineEvent) {
        runtime?.engine(engine, didRecord: event)
    }

    /// An event of an engine that is not an `AltitudeEngine` (an engine process).
    func record(_ kind: EngineEventKind, atNanoseconds time: Int64) {
        runtime?.record(kind, atNanoseconds: time)
    }

    var recordedDevice: ProcessEngineDevice? {
        runtime.map { ProcessEngineDevice(index: $0.index, id: $0.spec.deviceID, name: $0.spec.name) }
    }
}
