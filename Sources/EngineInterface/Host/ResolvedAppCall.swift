/// An `AppCall` with places resolved to coordinates by the simulator. `Codable` (Swift's
/// synthesized enum form) so that traces record it (`TraceEvent.appCall`) and replay reads it back.
public enum ResolvedAppCall: Hashable, Sendable, Codable {
    case start(hostURL: String, apiKey: String, location: NNLocation?)
    case stop
    case setFilters([NNConsistencyFilter])
    case startAltitude(NNAltitudeMode)
    case stopAltitude
    case startManualCalibration(mode: NNManualBarocalMode, location: NNLocation, floorNumber: Int?, groundMSLHeightMeters: Double?, pressurePa: Double?)
    case setManualCalibration(location: NNLocation, floorNumber: Int?, groundMSLHeightMeters: Double?, pressurePa: Double?)
    case barocalUpload
    case setAltitude(location: NNLocation?, pressurePa: Double?)
}
