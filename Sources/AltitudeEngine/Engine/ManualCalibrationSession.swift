/// Running mean and spread (Welford) of the pressure collected for a manual calibration.
struct RunningStatistics: Hashable {
    private(set) var count = 0
    private(set) var meanPa = 0.0
    private var m2 = 0.0

    mutating func add(_ value: Double) {
        count += 1
        let delta = value - meanPa
        meanPa += delta / Double(count)
        m2 += delta * (value - meanPa)
    }

    var standardDeviationPa: Double { count > 1 ? (m2 / Double(count - 1)).squareRoot() : 0 }

    var summary: PressureHistory.Summary {
        PressureHistory.Summary(meanPa: meanPa, sampleStdPa: standardDeviationPa, count: count)
    }
}

/// One manual (user-assisted) calibration in progress.
struct ManualCalibrationSession {
    var id: UInt64
    var pin: NNLocation
    var floorNumber: Int?
    var groundMSLHeightMeters: Double?
    var handler: NNManualCalibrationHandler?
    /// The timed collection is still running.
    var collecting: Bool
    var statistics = RunningStatistics()
    /// Collection is over and the engine waits for reference data at the pin.
    var needsReference = false
    /// The pin is too far from the device: the engine only asks the service whether the pin
    /// is in its service area (879) before failing with 873.
    var pinTooFar = false
    /// Confident "moving" and "still" activity results during the collection.
    var movingActivityResults = 0
    var stillActivityResults = 0
    var tokens: [ScheduledActionToken] = []
}
