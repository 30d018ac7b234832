import Noise

extension Building {
    /// The indoor temperatures a drawn value is clamped to, K (−10 °C … 50 °C, the scenario
    /// language's range for `indoor`).
    public static let indoorTemperatureRangeKelvin: ClosedRange<Double> = 263.15...323.15

    /// The key of building `index`'s indoor-temperature draw in `SeedStratifiedDraw`.
    public static func indoorDrawKey(index: Int) -> String { "building[\(index)].indoor" }

    /// This building as one run at `seed` sees it: with a spread σ > 0, the indoor temperature
    /// becomes `mean + σ·z` clamped to `indoorTemperatureRangeKelvin`, z the stratified
    /// standard-normal draw keyed `building[INDEX].indoor` (seeds 1…20 use every 5 % stratum
    /// once), and the spread becomes 0 (the value is realised). With σ = 0 it is unchanged.
    public func drawingIndoorTemperature(seed: UInt64, index: Int) -> Building {
        PerRunDraw.indoorTemperature(building: index).realising(
            self, \.indoorTemperatureKelvin, spread: \.indoorTemperatureSpreadKelvin,
            clampedTo: Self.indoorTemperatureRangeKelvin, seed: seed)
    }
}

extension World {
    /// This world as the run at `seed` sees it: every building with an indoor-temperature
    /// spread gets its drawn temperature (`Building.drawingIndoorTemperature`); everything else
    /// is shared. Without any spread it returns `self` unchanged.
    public func drawingIndoorTemperatures(seed: UInt64) -> World {
        guard buildings.contains(where: { $0.indoorTemperatureSpreadKelvin > 0 }) else { return self }
        return replacingBuildings(
            buildings.enumerated().map { $0.element.drawingIndoorTemperature(seed: seed, index: $0.offset) })
    }
}
