internal import AltitudeEngine
import Foundation

/// An observer that takes events from any engine (not only an `AltitudeEngine`) and knows the
/// device it records for: the simulator's own device relay.
protocol EngineEventRecording: AnyObject {
    func record(_ kind: EngineEventKind, atNanoseconds time: Int64)
    var recordedDevice: ProcessEngineDevice? { get }
}
