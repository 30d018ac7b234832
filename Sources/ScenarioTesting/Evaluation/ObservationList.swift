/// The values of one code stream in time order (indices from 0, like an array). A callback
/// stream is held as segments of consecutive callbacks with one value (a month of `status 200`
/// is one segment), each observation rebuilt when read; the SDK and calibration streams, which
/// are short, as an array.
struct ObservationList: RandomAccessCollection {
    /// Segments of consecutive callbacks that carry the same value.
    struct Segments {
        let offsets: ProgressionColumn
        /// Per segment: its first callback, its first position in the list, and its value.
        private(set) var callbackStarts: [Int] = []
        private(set) var positions: [Int] = []
        private(set) var values: [Int] = []
        private(set) var count = 0

        init(offsets: ProgressionColumn) { self.offsets = offsets }

        mutating func start(callbackIndex: Int, value: Int) {
            callbackStarts.append(callbackIndex)
            positions.append(count)
            values.append(value)
            count += 1
        }

        mutating func extendLast() { count += 1 }

        func observation(at position: Int) -> DeviceTrace.Observation {
            var low = 0
            var high = positions.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if positions[middle] <= position { low = middle } else { high = middle }
            }
            let callback = callbackStarts[low] + (position - positions[low])
            return DeviceTrace.Observation(offset: offsets[callback], value: values[low])
        }
    }

    private enum Storage {
        case array([DeviceTrace.Observation])
        case segments(Segments)
    }

    private let storage: Storage
    /// The positions of the whole stream this list covers.
    private let range: Range<Int>
    /// Values read as another (`error 850 or 851`): each of `values` is observed as `primary`.
    private let merged: (values: Set<Int>, primary: Int)?

    init(_ observations: [DeviceTrace.Observation]) {
        storage = .array(observations)
        range = 0..<observations.count
        merged = nil
    }

    init(segments: Segments) {
        storage = .segments(segments)
        range = 0..<segments.count
        merged = nil
    }

    private init(storage: Storage, range: Range<Int>, merged: (values: Set<Int>, primary: Int)?) {
        self.storage = storage
        self.range = range
        self.merged = merged
    }

    var startIndex: Int { 0 }
    var endIndex: Int { range.count }

    subscript(position: Int) -> DeviceTrace.Observation {
        var observation = raw(range.lowerBound + position)
        if let merged, merged.values.contains(observation.value) { observation.value = merged.primary }
        return observation
    }

    private func raw(_ position: Int) -> DeviceTrace.Observation {
        switch storage {
        case .array(let observations): observations[position]
        case .segments(let segments): segments.observation(at: position)
        }
    }

    /// The same list with each of `values` read as `primary`.
    func merging(_ values: Set<Int>, into primary: Int) -> ObservationList {
        ObservationList(storage: storage, range: range, merged: (values, primary))
    }

    /// The position (in the whole stream) of the first observation at or after `offset`.
    private func firstRawPosition(atOrAfter offset: Int64) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if raw(middle).offset < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The observations from `start` through `end` (offsets, ns, both included).
    func within(_ start: Int64, _ end: Int64) -> ObservationList {
        let lower = firstRawPosition(atOrAfter: start)
        let upper = end == .max ? range.upperBound : Swift.max(lower, firstRawPosition(atOrAfter: end &+ 1))
        return ObservationList(storage: storage, range: lower..<upper, merged: merged)
    }

    /// The observations at or after `offset`.
    func from(_ offset: Int64) -> ObservationList {
        ObservationList(storage: storage, range: firstRawPosition(atOrAfter: offset)..<range.upperBound, merged: merged)
    }
}
