import Noise

extension DeviceSpec {
    /// The temperature coefficients a drawn value is clamped to, Pa/K (the scenario language's
    /// range for `tempco`).
    public static let temperatureCoefficientRangePaPerKelvin: ClosedRange<Double> = -20...20

    /// The key of device `index`'s temperature-coefficient draw in `SeedStratifiedDraw`.
    public static func temperatureCoefficientDrawKey(index: Int) -> String { "device[\(index)].tempco" }

    /// This device as one run at `seed` sees it: with a coefficient spread σ > 0 the barometer's
    /// temperature coefficient becomes `k + σ·z` clamped to
    /// `temperatureCoefficientRangePaPerKelvin`, z the stratified standard-normal draw keyed
    /// `device[INDEX].tempco` (seeds 1…20 use every 5 % stratum once, independently of the
    /// person and calibration draws), and the spread becomes 0 (this phone's part is realised).
    /// With σ = 0 it is unchanged.
    /// - Throws: `SimulationError` when the spread is not a finite number ≥ 0.
    public func drawingTemperatureCoefficient(seed: UInt64, index: Int) throws -> DeviceSpec {
        let sigma = barometer.temperatureCoefficientSpreadPaPerKelvin
        guard sigma.isFinite, sigma >= 0 else {
            throw SimulationError(
                location: "devices[\(index)].barometer.temperatureCoefficientSpreadPaPerKelvin",
                message: "\(sigma) must be a finite number ≥ 0")
        }
        return PerRunDraw.temperatureCoefficient(device: index).realising(
            self, \.barometer.temperatureCoefficientPaPerKelvin,
            spread: \.barometer.temperatureCoefficientSpreadPaPerKelvin,
            clampedTo: Self.temperatureCoefficientRangePaPerKelvin, seed: seed)
    }
}
