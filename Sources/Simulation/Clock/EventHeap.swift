/// The ordering key of a scheduled event: plain values, so heap moves are cheap.
struct EventKey {
    var timeNanoseconds: Int64
    var sequence: UInt64
    var slot: Int32

    @inline(__always)
    func precedes(_ other: EventKey) -> Bool {
        timeNanoseconds != other.timeNanoseconds
            ? timeNanoseconds < other.timeNanoseconds : sequence < other.sequence
    }
}

/// A binary min-heap of `EventKey`s ordered by (time, sequence).
struct EventHeap {
    private var keys: [EventKey] = []

    var count: Int { keys.count }
    var min: EventKey? { keys.first }

    mutating func insert(_ key: EventKey) {
        keys.append(key)
        siftUp(keys.count - 1)
    }

    mutating func popMin() -> EventKey? {
        guard !keys.isEmpty else { return nil }
        return remove(at: 0)
    }

    /// Removes the key at a heap index and restores the heap property.
    mutating func remove(at index: Int) -> EventKey {
        let removed = keys[index]
        let last = keys.removeLast()
        if index < keys.count {
            keys[index] = last
            siftDown(index)
            siftUp(index)
        }
        return removed
    }

    func firstIndex(where predicate: (EventKey) -> Bool) -> Int? {
        keys.firstIndex(where: predicate)
    }

    /// All keys in run order (a copy; O(n log n)).
    func sortedKeys() -> [EventKey] {
        keys.sorted { $0.precedes($1) }
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        let key = keys[child]
        while child > 0 {
            let parent = (child - 1) / 2
            guard key.precedes(keys[parent]) else { break }
            keys[child] = keys[parent]
            child = parent
        }
        keys[child] = key
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        let key = keys[parent]
        let n = keys.count
        while true {
            let left = 2 * parent + 1
            guard left < n else { break }
            let right = left + 1
            let child = right < n && keys[right].precedes(keys[left]) ? right : left
            guard keys[child].precedes(key) else { break }
            keys[parent] = keys[child]
            parent = child
        }
        keys[parent] = key
    }
}
