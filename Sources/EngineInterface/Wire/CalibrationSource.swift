/// Where a barometer calibration came from.
public enum CalibrationSource: String, Hashable, Sendable, Codable {
    /// Collected in the background while the device was outdoors, still, at ground level.
    case background
    /// User-assisted: the user stood still at a known spot.
    case manual
}
