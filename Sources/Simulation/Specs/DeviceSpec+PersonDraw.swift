import Noise

extension DeviceSpec {
    /// The hand heights a drawn person's mean is clamped to, m (the scenario language's range
    /// for `hand`).
    public static let handHeightRangeMeters: ClosedRange<Double> = 0...2.5

    /// The key of device `index`'s person draw in `SeedStratifiedDraw`.
    public static func personDrawKey(index: Int) -> String { "device[\(index)].person" }

    /// This device as one run at `seed` sees it: with a person spread σ > 0 the mean hand
    /// height becomes `handHeightMeters + σ·z` clamped to `handHeightRangeMeters`, z the
    /// stratified standard-normal draw keyed `device[INDEX].person` (seeds 1…20 use every 5 %
    /// stratum once), and the spread becomes 0 (the person is realised). With σ = 0 it is
    /// unchanged.
    /// - Throws: `SimulationError` when the spread is not a finite number ≥ 0.
    public func drawingPerson(seed: UInt64, index: Int) throws -> DeviceSpec {
        guard handHeightPersonSigmaMeters.isFinite, handHeightPersonSigmaMeters >= 0 else {
            throw SimulationError(
                location: "devices[\(index)].handHeightPersonSigmaMeters",
                message: "\(handHeightPersonSigmaMeters) must be a finite number ≥ 0")
        }
        return PerRunDraw.person(device: index).realising(
            self, \.handHeightMeters, spread: \.handHeightPersonSigmaMeters, clampedTo: Self.handHeightRangeMeters,
            seed: seed)
    }
}
