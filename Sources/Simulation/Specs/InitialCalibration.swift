/// Calibration state at the start of a run.
public enum InitialCalibration: Hashable, Sendable, Codable {
    /// Never calibrated.
    case none
    /// Calibrated `ageSeconds` before the start, with the stored offset wrong by a known
    /// `errorPa` (default 0, the same at every seed) and the given one-σ uncertainty.
    case calibrated(ageSeconds: Double, errorPa: Double, uncertaintyPa: Double)
    /// Calibrated `ageSeconds` before the start with an unknown residual error: each run draws
    /// it from N(0, `uncertaintyPa`) on the device's stream `device[i].calibration`, and the
    /// engine is told that σ — over many seeds the calibration is exactly as good as it says.
    case drawn(ageSeconds: Double, uncertaintyPa: Double)
}
