/// A column of fixed-width bit patterns kept as runs of equal values while that is the smaller
/// form, and as one value per element (``ChunkedColumn``) from the moment runs stop paying:
/// the true height of a phone that does not move, or an uncertainty that holds for minutes,
/// costs a few bytes per change instead of one value per callback. Exact in both forms.
struct AdaptiveColumn<Bits: FixedWidthInteger & Sendable>: Sendable {
    /// While runs are kept: the index of each run's first element, ascending, and its value.
    private var runStarts: [Int] = []
    private var runValues: [Bits] = []
    /// Once dense: every element.
    private var dense = ChunkedColumn<Bits>()
    private(set) var isDense = false
    private(set) var count = 0

    /// Fewer elements than this stay as runs whatever their changes (a run costs at most a few
    /// elements' worth).
    static var minimumDenseCount: Int { 64 }

    mutating func append(_ value: Bits) {
        count += 1
        if isDense { return dense.append(value) }
        if runValues.last != value || runValues.isEmpty {
            runStarts.append(count - 1)
            runValues.append(value)
            // A run costs an index and a value: more than a quarter of the elements as runs is
            // no longer smaller than the elements themselves.
            if count >= Self.minimumDenseCount, runValues.count * 4 > count { becomeDense() }
        }
    }

    /// Writes the runs out as elements and keeps elements from now on.
    private mutating func becomeDense() {
        for run in runValues.indices {
            let end = run + 1 < runStarts.count ? runStarts[run + 1] : count
            for _ in runStarts[run]..<end { dense.append(runValues[run]) }
        }
        runStarts = []
        runValues = []
        isDense = true
    }

    subscript(index: Int) -> Bits {
        if isDense { return dense[index] }
        var low = 0
        var high = runStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if runStarts[middle] <= index { low = middle } else { high = middle }
        }
        return runValues[low]
    }

    /// Bytes held per element, on average (runs: index and value per run).
    var bytesPerElement: Double {
        guard count > 0 else { return 0 }
        if isDense { return Double(MemoryLayout<Bits>.stride) }
        return Double(runValues.count * (MemoryLayout<Int>.stride + MemoryLayout<Bits>.stride)) / Double(count)
    }
}
