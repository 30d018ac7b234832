/// Ground truth a recording carries, set by the person recording (never an input to an engine).
public struct RecordingLabels: Sendable, Equatable {
    /// The floor the recording started on (falcon-2018: START of the file name), floor 0 = street level.
    public var startFloor: Int?
    /// The floor the recording ended on (falcon-2018: END of the file name; the native format: the
    /// last row's `floor`).
    public var endFloor: Int?
    /// The indoor label at each labelled row, in time order: (ns since the epoch, indoors).
    public var indoors: [IndoorLabel]

    /// Creates labels.
    public init(startFloor: Int? = nil, endFloor: Int? = nil, indoors: [IndoorLabel] = []) {
        self.startFloor = startFloor
        self.endFloor = endFloor
        self.indoors = indoors
    }

    /// Whether the recording says anything about where the phone was.
    public var isEmpty: Bool { startFloor == nil && endFloor == nil && indoors.isEmpty }

    /// The label in force at `timeNanoseconds`: the last labelled row at or before it (`nil`
    /// before the first).
    public func indoors(atNanoseconds timeNanoseconds: Int64) -> Bool? {
        var low = 0
        var high = indoors.count
        while low < high {
            let middle = (low + high) / 2
            if indoors[middle].timeNanoseconds <= timeNanoseconds { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : indoors[low - 1].indoors
    }

    /// The first instant labelled indoors after a row labelled outdoors (the first labelled entrance).
    public var entryNanoseconds: Int64? { entriesNanoseconds.first }

    /// Every labelled entrance: each row labelled indoors right after one labelled outdoors.
    public var entriesNanoseconds: [Int64] {
        zip(indoors, indoors.dropFirst()).filter { !$0.0.indoors && $0.1.indoors }.map(\.1.timeNanoseconds)
    }
}

/// The indoor label of one row.
public struct IndoorLabel: Sendable, Equatable {
    /// The row's time, ns since the epoch.
    public var timeNanoseconds: Int64
    /// `true` when the person recording said they were inside.
    public var indoors: Bool

    /// Creates a label.
    public init(timeNanoseconds: Int64, indoors: Bool) {
        self.timeNanoseconds = timeNanoseconds
        self.indoors = indoors
    }
}
