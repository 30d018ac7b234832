/// A column of Int64 values stored as arithmetic progressions: callback times that come every
/// second (or any steady period) take a few bytes per change of rhythm instead of 8 per value.
struct ProgressionColumn: Sendable {
    /// Per progression: the index of its first element, its first value and its step.
    private var starts: [Int] = []
    private var firsts: [Int64] = []
    private var steps: [Int64] = []
    private(set) var count = 0

    mutating func append(_ value: Int64) {
        if let last = starts.indices.last {
            let length = count - starts[last]
            if length == 1 {
                // A second element fixes the progression's step.
                steps[last] = value &- firsts[last]
                count += 1
                return
            }
            if firsts[last] &+ steps[last] &* Int64(length) == value {
                count += 1
                return
            }
        }
        starts.append(count)
        firsts.append(value)
        steps.append(0)
        count += 1
    }

    subscript(index: Int) -> Int64 {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= index { low = middle } else { high = middle }
        }
        return firsts[low] &+ steps[low] &* Int64(index - starts[low])
    }

    /// The number of progressions (memory is proportional to it).
    var progressionCount: Int { starts.count }
}
