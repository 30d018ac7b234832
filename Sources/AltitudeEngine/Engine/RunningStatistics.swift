/// Running mean and spread (Welford) of the pressure collected for a manual calibration.
struct RunningStatistics: Hashable {
    /// Values added.
    private(set) var count = 0
    /// Their mean, Pa.
    private(set) var meanPa = 0.0
    private var m2 = 0.0

    /// Adds one value, Pa.
    mutating func add(_ value: Double) {
        count += 1
        let delta = value - meanPa
        meanPa += delta / Double(count)
        m2 += delta * (value - meanPa)
    }

    /// The sample standard deviation, Pa (0 for fewer than two values).
    var standardDeviationPa: Double { count > 1 ? (m2 / Double(count - 1)).squareRoot() : 0 }

    /// The values as a window summary.
    var summary: PressureHistory.Summary {
        PressureHistory.Summary(meanPa: meanPa, sampleStdPa: standardDeviationPa, count: count)
    }
}
