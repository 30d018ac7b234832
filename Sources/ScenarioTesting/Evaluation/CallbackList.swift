/// Callbacks of a device, or of a time window of it, rebuilt from the columns one at a time
/// (indices from 0, like an array): a window over a month of callbacks copies nothing.
struct CallbackList: RandomAccessCollection {
    let columns: CallbackColumns
    /// The callbacks' indices in ``columns``.
    let range: Range<Int>

    var startIndex: Int { 0 }
    var endIndex: Int { range.count }
    subscript(position: Int) -> DeviceTrace.Callback { columns.callback(at: range.lowerBound + position) }

    /// The index in ``columns`` of the first callback at or after `offset` (callbacks are in time order).
    private func firstColumnIndex(atOrAfter offset: Int64) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if columns.offsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The callbacks from `start` through `end` (offsets, ns, both included).
    func within(_ start: Int64, _ end: Int64) -> CallbackList {
        let lower = firstColumnIndex(atOrAfter: start)
        let upper = end == .max ? range.upperBound : Swift.max(lower, firstColumnIndex(atOrAfter: end &+ 1))
        return CallbackList(columns: columns, range: lower..<upper)
    }

    /// The callbacks at or after `offset`.
    func from(_ offset: Int64) -> CallbackList {
        CallbackList(columns: columns, range: firstColumnIndex(atOrAfter: offset)..<range.upperBound)
    }
}

/// A device's lines in trace order: its callbacks merged with its other events, each rebuilt
/// when read.
struct DeviceTimeline: RandomAccessCollection {
    let columns: CallbackColumns
    let events: [DeviceTrace.EventLine]

    var startIndex: Int { 0 }
    var endIndex: Int { columns.count + events.count }

    /// Event `j` sits at position `events[j].callbacksBefore + j`; a position that no event
    /// holds is the callback after the events before it.
    subscript(position: Int) -> DeviceTrace.Line {
        // The number of events before `position`.
        var low = 0
        var high = events.count
        while low < high {
            let middle = (low + high) / 2
            if events[middle].callbacksBefore + middle < position { low = middle + 1 } else { high = middle }
        }
        if low < events.count, events[low].callbacksBefore + low == position { return events[low].line }
        let callback = columns.callback(at: position - low)
        return DeviceTrace.Line(
            offset: callback.offset,
            kind: .callback(
                code: callback.code, context: callback.context, truthHAEMeters: callback.truth.heightHAEMeters))
    }

    /// The offset of the line at `position` (without rebuilding a callback).
    func offset(at position: Int) -> Int64 {
        var low = 0
        var high = events.count
        while low < high {
            let middle = (low + high) / 2
            if events[middle].callbacksBefore + middle < position { low = middle + 1 } else { high = middle }
        }
        if low < events.count, events[low].callbacksBefore + low == position { return events[low].line.offset }
        return columns.offsets[position - low]
    }

    /// The first position whose line is at or after `offset`, or `count` (lines are in time order).
    func firstPosition(atOrAfter offset: Int64) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self.offset(at: middle) < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
