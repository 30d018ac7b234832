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
///
/// A reference type over a manually managed buffer: the clock holds it in a `let`, so heap
/// operations pay neither copy-on-write uniqueness checks nor dynamic exclusivity checks — the
/// clock's hot path is a few dozen instructions. Not thread-safe (neither is the clock).
final class EventHeap {
    private var keys: UnsafeMutablePointer<EventKey>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        keys = .allocate(capacity: self.capacity)
    }

    deinit { keys.deallocate() }

    var min: EventKey? { count > 0 ? keys[0] : nil }

    func insert(_ key: EventKey) {
        if count == capacity { grow() }
        keys[count] = key
        count += 1
        siftUp(count - 1)
    }

    /// Replaces the minimum with `key` and restores the heap (one sift instead of pop + push).
    func replaceMin(with key: EventKey) {
        keys[0] = key
        siftDown(0)
    }

    func popMin() -> EventKey? {
        guard count > 0 else { return nil }
        return remove(at: 0)
    }

    /// Removes the key at a heap index and restores the heap property.
    func remove(at index: Int) -> EventKey {
        let removed = keys[index]
        count -= 1
        if index < count {
            keys[index] = keys[count]
            siftDown(index)
            siftUp(index)
        }
        return removed
    }

    func firstIndex(where predicate: (EventKey) -> Bool) -> Int? {
        for index in 0..<count where predicate(keys[index]) { return index }
        return nil
    }

    /// All keys in run order (a copy; O(n log n)).
    func sortedKeys() -> [EventKey] {
        UnsafeBufferPointer(start: keys, count: count).sorted { $0.precedes($1) }
    }

    private func grow() {
        let bigger = UnsafeMutablePointer<EventKey>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: keys, count: count)
        keys.deallocate()
        keys = bigger
        capacity *= 2
    }

    private func siftUp(_ start: Int) {
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

    private func siftDown(_ start: Int) {
        var parent = start
        let key = keys[parent]
        let n = count
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
