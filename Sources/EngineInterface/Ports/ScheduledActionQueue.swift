/// The pending actions of a `ManualScheduler`, in the order they run: by due instant, then by
/// sequence number.
///
/// Every queued entry (a one-shot action, or one repetition of a repeating action) takes the next
/// sequence number, so the order is total and same-instant actions come out in the order they
/// were queued. Entries are kept sorted latest-first: the next due one is the array's last
/// element, found in O(1); queuing is a binary search plus an insert, cancelling a linear search.
struct ScheduledActionQueue {
    /// One queued action.
    struct Entry {
        /// When it is due, ns since the Unix epoch.
        var dueNanoseconds: Int64
        /// Its place among the entries due at the same instant.
        var sequence: UInt64
        /// The number of its `ScheduledActionToken`: the sequence number of the action's first
        /// entry, kept by all its repetitions.
        var token: UInt64
        /// The period of a repeating action, ns; 0 for a one-shot action.
        var intervalNanoseconds: Int64
        /// What runs.
        var action: () -> Void
    }

    private var entriesLatestFirst: [Entry] = []
    private var nextSequence: UInt64 = 1

    /// How many entries are queued.
    var count: Int { entriesLatestFirst.count }

    /// Queues `action` at `dueNanoseconds`, after everything already queued for that instant.
    /// - Parameter token: the token of the action this entry repeats, or `nil` for a new action.
    /// - Returns: the entry's token number.
    @discardableResult
    mutating func insert(
        dueNanoseconds: Int64, token: UInt64?, intervalNanoseconds: Int64,
        action: @escaping () -> Void
    ) -> UInt64 {
        let sequence = nextSequence
        nextSequence += 1
        let entry = Entry(
            dueNanoseconds: dueNanoseconds, sequence: sequence, token: token ?? sequence,
            intervalNanoseconds: intervalNanoseconds, action: action)
        // The new sequence number is the largest, so the entry goes after (in this latest-first
        // array: before) every entry due at or before its instant.
        var low = 0
        var high = entriesLatestFirst.count
        while low < high {
            let middle = (low + high) / 2
            if entriesLatestFirst[middle].dueNanoseconds > dueNanoseconds { low = middle + 1 } else { high = middle }
        }
        entriesLatestFirst.insert(entry, at: low)
        return entry.token
    }

    /// Removes and returns the next entry if it is due at or before `timeNanoseconds`.
    mutating func popNext(notAfter timeNanoseconds: Int64) -> Entry? {
        guard let next = entriesLatestFirst.last, next.dueNanoseconds <= timeNanoseconds else { return nil }
        return entriesLatestFirst.removeLast()
    }

    /// Removes the queued entry of the action with this token number, if there is one.
    mutating func remove(token: UInt64) {
        if let index = entriesLatestFirst.firstIndex(where: { $0.token == token }) {
            entriesLatestFirst.remove(at: index)
        }
    }
}
