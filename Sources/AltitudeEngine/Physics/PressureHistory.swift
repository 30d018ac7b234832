/// Accepted pressure samples of the last few minutes, oldest first (bounded memory).
struct PressureHistory {
    struct Entry: Hashable {
        var timeNanoseconds: Int64
        var pressurePa: Double
    }

    /// Mean, variance of the mean and count of a window.
    struct Summary: Hashable {
        var meanPa: Double
        var sampleStdPa: Double
        var count: Int
        /// The least-squares line through the window evaluated at the window's end, Pa: the
        /// mean lags a steady change by half the window (2.5 m in a 5 m/s elevator with a 1 s
        /// window); the line's end value does not. Equals `meanPa` for fewer than 3 samples or
        /// a window of one instant.
        var endPa: Double
        /// σ of the scatter about that line, Pa (the noise, without the trend).
        var residualStdPa: Double

        init(meanPa: Double, sampleStdPa: Double, count: Int, endPa: Double? = nil, residualStdPa: Double? = nil) {
            self.meanPa = meanPa
            self.sampleStdPa = sampleStdPa
            self.count = count
            self.endPa = endPa ?? meanPa
            self.residualStdPa = residualStdPa ?? sampleStdPa
        }
    }

    private var entries: [Entry] = []
    private var head = 0

    var isEmpty: Bool { head >= entries.count }
    var last: Entry? { isEmpty ? nil : entries[entries.count - 1] }

    mutating func append(_ entry: Entry, keepNanoseconds: Int64) {
        entries.append(entry)
        let cutoff = entry.timeNanoseconds - keepNanoseconds
        while head < entries.count, entries[head].timeNanoseconds < cutoff { head += 1 }
        if head > 1024, head * 2 > entries.count {
            entries.removeFirst(head)
            head = 0
        }
    }

    mutating func removeAll() {
        entries.removeAll()
        head = 0
    }

    /// Samples with time in `(from, through]`, summarised; nil when there are none.
    func summary(after from: Int64, through: Int64) -> Summary? {
        var count = 0
        var mean = 0.0
        var m2 = 0.0
        // Times in seconds before `through` (small, well-conditioned), for the line fit.
        var meanT = 0.0
        var ctt = 0.0
        var ctp = 0.0
        var index = entries.count - 1
        while index >= head {
            let entry = entries[index]
            index -= 1
            if entry.timeNanoseconds > through { continue }
            if entry.timeNanoseconds <= from { break }
            count += 1
            let n = Double(count)
            let t = Double(entry.timeNanoseconds - through) / 1e9
            let delta = entry.pressurePa - mean
            let deltaT = t - meanT
            mean += delta / n
            meanT += deltaT / n
            m2 += delta * (entry.pressurePa - mean)
            ctt += deltaT * (t - meanT)
            ctp += deltaT * (entry.pressurePa - mean)
        }
        guard count > 0 else { return nil }
        let std = count > 1 ? (m2 / Double(count - 1)).squareRoot() : 0
        guard count >= 3, ctt > 0 else { return Summary(meanPa: mean, sampleStdPa: std, count: count) }
        let slope = ctp / ctt
        let end = mean - slope * meanT
        let residual = max(0, m2 - slope * ctp) / Double(count - 2)
        guard end.isFinite, residual.isFinite else { return Summary(meanPa: mean, sampleStdPa: std, count: count) }
        return Summary(meanPa: mean, sampleStdPa: std, count: count, endPa: end, residualStdPa: residual.squareRoot())
    }
}
