import AltitudeEngine
import AssistanceProtocol
import Foundation

/// Which simulated device an engine process serves (sent in `hello`).
struct ProcessEngineDevice {
    var index: Int
    var id: String
    var name: String
}
