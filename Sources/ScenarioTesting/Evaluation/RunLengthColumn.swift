/// A column of values stored as runs of equal values: codes, flags and floors change rarely
/// between callbacks, so a month of one-second callbacks holds a few hundred runs, not millions.
struct RunLengthColumn<Value: Equatable & Sendable>: Sendable {
    /// Index of the first element of each run, ascending.
    private var starts: [Int] = []
    /// The value of each run.
    private var values: [Value] = []
    /// Elements appended.
    private(set) var count = 0

    mutating func append(_ value: Value) {
        if values.last != value || values.isEmpty {
            starts.append(count)
            values.append(value)
        }
        count += 1
    }

    /// The element at `index` (0 ..< count): the run whose start is the last ≤ `index`.
    subscript(index: Int) -> Value {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= index { low = middle } else { high = middle }
        }
        return values[low]
    }

    /// The number of runs (memory is proportional to it).
    var runCount: Int { values.count }
}
