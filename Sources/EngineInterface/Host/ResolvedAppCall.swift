/// An `AppCall` with places resolved to coordinates by the simulator. `Codable` (Swift's
/// synthesized enum form) so that traces record it (`TraceEvent.appCall`) and replay reads it back.
public enum ResolvedAppCall: Hashable, Sendable, Codable {
    /// `NNSDK.start` with the host URL, the API key and the app's latest location fix, if any.
    case start(hostURL: String, apiKey: String, location: NNLocation?)
    /// `NNSDK.stop`.
    case stop
    /// `setSDKConsistencyFilters`: turns on exactly these filters.
    case setFilters([NNConsistencyFilter])
    /// `startAltitudeCalculation` in a mode.
    case startAltitude(NNAltitudeMode)
    /// `stopAltitudeCalculation`.
    case stopAltitude
    /// `startManualCalibration` at a pinned location, with the floor, ground height (m) and pressure (Pa) given.
    case startManualCalibration(
        mode: NNManualBarocalMode, location: NNLocation, floorNumber: Int?, groundMSLHeightMeters: Double?,
        pressurePa: Double?)
    /// `setManualCalibration`: the pin of a manual calibration already started.
    case setManualCalibration(
        location: NNLocation, floorNumber: Int?, groundMSLHeightMeters: Double?, pressurePa: Double?)
    /// `startBarocalUpload`.
    case barocalUpload
    /// `setAltitude(location:pressure:)`: a location and/or a pressure (Pa) the app injects.
    case setAltitude(location: NNLocation?, pressurePa: Double?)
}

extension ResolvedAppCall {
    /// The call's name without its arguments: the `call` value of the engine protocol's input
    /// message (Docs/engine-protocol.md) and the name of the app's closure that routes it.
    public var name: String {
        switch self {
        case .start: "start"
        case .stop: "stop"
        case .setFilters: "setFilters"
        case .startAltitude: "startAltitude"
        case .stopAltitude: "stopAltitude"
        case .startManualCalibration: "startManualCalibration"
        case .setManualCalibration: "setManualCalibration"
        case .barocalUpload: "barocalUpload"
        case .setAltitude: "setAltitude"
        }
    }
}
