import Noise

extension SimulationRun {
    /// The age, the stored offset's error and the σ the engine is told, of a device's initial
    /// calibration; `nil` for a phone never calibrated.
    ///
    /// `.calibrated` has a known error (the same at every seed). `.drawn` draws the error from
    /// N(0, σ) stratified across seeds (`SeedStratifiedDraw`, member = the device index): it
    /// changes from seed to seed as it would from phone to phone, each block of 20 seeds
    /// (1…20, 21…40, …) holds every 5 % stratum of the distribution once, and no noise stream
    /// of the run is touched. A non-finite or non-positive σ draws nothing (the caller rejects
    /// it).
    static func initialCalibrationError(
        _ calibration: InitialCalibration, root: NoiseRoot, index: Int
    ) -> (ageSeconds: Double, errorPa: Double, uncertaintyPa: Double)? {
        switch calibration {
        case .none:
            return nil
        case .calibrated(let age, let error, let uncertainty):
            return (age, error, uncertainty)
        case .drawn(let age, let uncertainty):
            guard uncertainty.isFinite, uncertainty > 0 else { return (age, 0, uncertainty) }
            let error = uncertainty * PerRunDraw.calibration(device: index).standardNormal(seed: root.seed)
            return (age, error, uncertainty)
        }
    }
}
