/// Running statistics of the pressure collected for a manual calibration: the mean and spread
/// (Welford) and the least-squares line over time, so the collection can be judged by its
/// scatter about the line and its rate (876) and evaluated at its last instant, where the
/// reference is brought (`AltitudeEngine.manualReferenceUpdated`).
///
/// Times are kept in seconds after the first value (small, well-conditioned), as in
/// `PressureHistory.WindowStatistics`.
struct RunningStatistics: Hashable {
    /// Values added.
    private(set) var count = 0
    /// Their mean, Pa.
    private(set) var meanPa = 0.0
    /// The time of the first value, ns (`nil` before any).
    private(set) var firstNanoseconds: Int64?
    /// The time of the newest value, ns (`nil` before any).
    private(set) var lastNanoseconds: Int64?
    private var m2 = 0.0
    private var meanSeconds = 0.0
    private var ctt = 0.0
    private var ctp = 0.0

    /// Adds one value, Pa, measured at `timeNanoseconds` (in non-decreasing order).
    mutating func add(_ value: Double, atNanoseconds timeNanoseconds: Int64) {
        let origin = firstNanoseconds ?? timeNanoseconds
        firstNanoseconds = origin
        lastNanoseconds = max(lastNanoseconds ?? timeNanoseconds, timeNanoseconds)
        count += 1
        let n = Double(count)
        let t = Double(timeNanoseconds.saturatingSubtracting(origin)) / 1e9
        let delta = value - meanPa
        let deltaT = t - meanSeconds
        meanPa += delta / n
        meanSeconds += deltaT / n
        m2 += delta * (value - meanPa)
        ctt += deltaT * (t - meanSeconds)
        ctp += deltaT * (value - meanPa)
    }

    /// The sample standard deviation, Pa (0 for fewer than two values).
    var standardDeviationPa: Double { count > 1 ? (m2 / Double(count - 1)).squareRoot() : 0 }

    /// The mean time of the values, ns (`nil` before any): where the mean sits on the line.
    var meanNanoseconds: Int64? {
        firstNanoseconds.map { $0.saturatingAdding(Int64((meanSeconds * 1e9).rounded())) }
    }

    /// Whether the values span time enough for a line (≥ 3 values at more than one instant).
    var hasLine: Bool { count >= 3 && ctt > 0 }

    /// Slope of the least-squares line, Pa/s (0 without a line).
    var slopePaPerSecond: Double {
        guard hasLine else { return 0 }
        let slope = ctp / ctt
        return slope.isFinite ? slope : 0
    }

    /// σ of the scatter about the line, Pa (the plain spread without a line): what a still
    /// phone's pressure does apart from a steady change (weather, a slowly lowered hand).
    var residualStandardDeviationPa: Double {
        guard hasLine else { return standardDeviationPa }
        let residual = max(0, m2 - slopePaPerSecond * ctp) / Double(count - 2)
        return residual.isFinite ? residual.squareRoot() : standardDeviationPa
    }

    /// The values as a window summary ending at the newest value: `endPa` is the line there.
    var summary: PressureHistory.Summary {
        guard hasLine, let first = firstNanoseconds, let last = lastNanoseconds else {
            return PressureHistory.Summary(meanPa: meanPa, sampleStdPa: standardDeviationPa, count: count)
        }
        let endSeconds = Double(last.saturatingSubtracting(first)) / 1e9
        let end = meanPa + slopePaPerSecond * (endSeconds - meanSeconds)
        return PressureHistory.Summary(
            meanPa: meanPa, sampleStdPa: standardDeviationPa, count: count, endPa: end.isFinite ? end : meanPa,
            residualStdPa: residualStandardDeviationPa)
    }
}
