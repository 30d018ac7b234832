public import AltitudeEngine

/// A call the host app makes on the SDK.
public enum AppCall: Hashable, Sendable {
    /// `NNSDK.start`; `nil` uses the device's key / URL.
    case startSDK(apiKey: String?, hostURL: String?)
    /// `NNSDK.stop`.
    case stopSDK
    /// `setSDKConsistencyFilters`: turns on exactly these filters.
    case setFilters([NNConsistencyFilter])
    /// `startAltitudeCalculation` in a mode.
    case startAltitude(NNAltitudeMode)
    /// `stopAltitudeCalculation`.
    case stopAltitude
    /// `startManualCalibration(mode:…)`, or `setManualCalibration(…)` when `mode` is nil.
    case manualCalibration(mode: NNManualBarocalMode?, pin: ManualCalibrationPin)
    /// `startBarocalUpload`: uploads the calibrations the engine collected.
    case barocalUpload
    /// `setAltitude(location:pressure:)`: the app injects a pressure (Pa) and/or a location.
    case setAltitude(pressurePa: Double?, location: Place?)
}

/// The known spot the user confirms during a manual calibration.
public struct ManualCalibrationPin: Hashable, Sendable {
    /// The pinned place; `nil` = where the person really is.
    public var place: Place?
    /// Floor number given with the pin (`nil` = not given).
    public var floorNumber: Int?
    /// Ground height above MSL given with the pin, m (`nil` = not given).
    public var groundMSLHeightMeters: Double?

    /// A pin at `place` (`nil`: where the person is), with the floor and ground height given, if any.
    public init(place: Place? = nil, floorNumber: Int? = nil, groundMSLHeightMeters: Double? = nil) {
        self.place = place
        self.floorNumber = floorNumber
        self.groundMSLHeightMeters = groundMSLHeightMeters
    }
}
