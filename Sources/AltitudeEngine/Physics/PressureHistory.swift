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

    /// A ring buffer: `storedCount` entries from `start` on (wrapping), oldest first. An append
    /// drops the expired entries by moving `start` and writes one slot: no array growth or front
    /// removal per sample. The ring grows only when it is full of unexpired entries, by a
    /// sixteenth (at least `minimumGrowth` slots), so its capacity stays within a sixteenth
    /// (plus `minimumGrowth`) of the most entries its window ever held, not the power of two above.
    private var storage: [Entry] = []
    private var start = 0
    private var storedCount = 0

    /// The fewest slots a growth adds.
    static let minimumGrowth = 64

    var isEmpty: Bool { storedCount == 0 }
    var last: Entry? { storedCount == 0 ? nil : storage[slot(storedCount - 1)] }
    /// The slots the ring holds (memory is 16 bytes a slot).
    var capacity: Int { storage.count }

    /// The storage index of the entry `offset` places after the oldest.
    @inline(__always)
    private func slot(_ offset: Int) -> Int {
        let index = start + offset
        return index >= storage.count ? index - storage.count : index
    }

    mutating func append(_ entry: Entry, keepNanoseconds: Int64) {
        let cutoff = entry.timeNanoseconds.saturatingSubtracting(keepNanoseconds)
        dropEntries(before: cutoff)
        if storedCount == storage.count { grow() }
        storage[slot(storedCount)] = entry
        storedCount += 1
        // The new entry itself, when the keep span is negative.
        dropEntries(before: cutoff)
    }

    @inline(__always)
    private mutating func dropEntries(before cutoff: Int64) {
        while storedCount > 0, storage[start].timeNanoseconds < cutoff {
            start += 1
            if start == storage.count { start = 0 }
            storedCount -= 1
        }
    }

    /// Adds a sixteenth of the capacity (at least `minimumGrowth` slots), the entries moved to
    /// the front in order.
    private mutating func grow() {
        let grownCount = storage.count + max(Self.minimumGrowth, storage.count / 16)
        var grown: [Entry] = []
        grown.reserveCapacity(grownCount)
        for offset in 0..<storedCount { grown.append(storage[slot(offset)]) }
        let filler = Entry(timeNanoseconds: 0, pressurePa: 0)
        grown.append(contentsOf: repeatElement(filler, count: grownCount - storedCount))
        storage = grown
        start = 0
    }

    mutating func removeAll() {
        storage.removeAll()
        start = 0
        storedCount = 0
    }

    /// Samples with time in `(from, through]`, summarised; nil when there are none.
    func summary(after from: Int64, through: Int64) -> Summary? {
        var window = WindowStatistics(endNanoseconds: through)
        var index = storedCount - 1
        while index >= 0 {
            let entry = storage[slot(index)]
            index -= 1
            if entry.timeNanoseconds > through { continue }
            if entry.timeNanoseconds <= from { break }
            window.add(entry)
        }
        return window.summary
    }

    /// Running statistics of a window's samples, added newest first: mean and variance
    /// (Welford) and the least-squares line over time, with times in seconds before the window's
    /// end (small, well-conditioned).
    struct WindowStatistics {
        let endNanoseconds: Int64
        private(set) var count = 0
        private var mean = 0.0, m2 = 0.0
        private var meanT = 0.0, ctt = 0.0, ctp = 0.0

        init(endNanoseconds: Int64) { self.endNanoseconds = endNanoseconds }

        @inline(__always)
        mutating func add(_ entry: Entry) {
            count += 1
            let n = Double(count)
            let t = Double(entry.timeNanoseconds.saturatingSubtracting(endNanoseconds)) / 1e9
            let delta = entry.pressurePa - mean
            let deltaT = t - meanT
            mean += delta / n
            meanT += deltaT / n
            m2 += delta * (entry.pressurePa - mean)
            ctt += deltaT * (t - meanT)
            ctp += deltaT * (entry.pressurePa - mean)
        }

        /// The summary of the samples added; nil when there are none.
        var summary: Summary? {
            guard count > 0 else { return nil }
            let std = count > 1 ? (m2 / Double(count - 1)).squareRoot() : 0
            guard count >= 3, ctt > 0 else { return Summary(meanPa: mean, sampleStdPa: std, count: count) }
            let slope = ctp / ctt
            let end = mean - slope * meanT
            let residual = max(0, m2 - slope * ctp) / Double(count - 2)
            guard end.isFinite, residual.isFinite else { return Summary(meanPa: mean, sampleStdPa: std, count: count) }
            return Summary(
                meanPa: mean, sampleStdPa: std, count: count, endPa: end, residualStdPa: residual.squareRoot())
        }
    }
}
