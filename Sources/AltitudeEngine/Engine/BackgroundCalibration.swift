/// The background calibration's state: idle between checks, or a check waiting for the
/// reference data it asked for; with the series of windows fused so far and the reference share
/// of the background calibration in force (`Docs/engine.md`, "Calibration").
///
/// The series and the share outlive a stop (they describe calibrations kept in the store);
/// only the wait for reference data ends with it.
struct BackgroundCalibration {
    /// Whether a check waits for reference data.
    enum State: Hashable {
        /// Between checks.
        case idle
        /// The last check found no fresh reference data with terrain and asked for it; the next
        /// assistance exchange runs the check again.
        case waitingForReference
    }

    /// The current state.
    private(set) var state = State.idle
    /// The windows fused so far (`BackgroundCalibrationSeries`); `nil` before the first.
    private(set) var series: BackgroundCalibrationSeries?
    /// The reference share of the background calibration in force (`CalibrationReferenceShare`).
    var referenceShare: CalibrationReferenceShare?

    /// Whether a check waits for reference data.
    var wantsReference: Bool { state == .waitingForReference }

    /// A check begins: it no longer waits.
    mutating func checkBegan() {
        state = .idle
    }

    /// The check needs fresh reference data with terrain.
    mutating func referenceNeeded() {
        state = .waitingForReference
    }

    /// The engine stopped: no check waits.
    mutating func stop() {
        state = .idle
    }

    /// Whether a window at `nowNanoseconds` starts a new series: none yet, a record in force that
    /// is not the series' own (manual, service, restored), or a gap over `maximumGapNanoseconds`.
    func needsNewSeries(
        calibration: CalibrationRecord?, nowNanoseconds now: Int64,
        maximumGapNanoseconds: Int64
    ) -> Bool {
        guard let series else { return true }
        return series.lastRecord != calibration
            || now.saturatingSubtracting(series.lastWindowNanoseconds) > maximumGapNanoseconds
    }

    /// Starts a new series from `prior` (the record in force, aged), owned by `lastRecord`.
    mutating func startSeries(
        prior: (offsetPa: Double, variancePa2: Double)?, nowNanoseconds: Int64,
        lastRecord: CalibrationRecord?
    ) {
        var fresh = BackgroundCalibrationSeries(prior: prior, startNanoseconds: nowNanoseconds)
        fresh.lastRecord = lastRecord
        series = fresh
    }

    /// Adds a window to the series (`BackgroundCalibrationSeries.add`); returns the series after
    /// it, `nil` without a series.
    mutating func addWindow(
        offsetPa: Double, independentVariancePa2: Double, correlatedVariancePa2: Double,
        referenceVariancePa2: Double, atNanoseconds: Int64
    ) -> BackgroundCalibrationSeries? {
        series?.add(
            offsetPa: offsetPa, independentVariancePa2: independentVariancePa2,
            correlatedVariancePa2: correlatedVariancePa2, referenceVariancePa2: referenceVariancePa2,
            atNanoseconds: atNanoseconds)
        return series
    }

    /// The series made `record` the record in force: it stays the series' own.
    mutating func adopt(_ record: CalibrationRecord?) {
        series?.lastRecord = record
    }
}
