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
        var index = entries.count - 1
        while index >= head {
            let entry = entries[index]
            index -= 1
            if entry.timeNanoseconds > through { continue }
            if entry.timeNanoseconds <= from { break }
            count += 1
            let delta = entry.pressurePa - mean
            mean += delta / Double(count)
            m2 += delta * (entry.pressurePa - mean)
        }
        guard count > 0 else { return nil }
        let std = count > 1 ? (m2 / Double(count - 1)).squareRoot() : 0
        return Summary(meanPa: mean, sampleStdPa: std, count: count)
    }
}
