/// When the phone is inside each building, from the truth's building index in time order: an
/// interval runs from the first instant inside to the first instant outside (or the run's end).
struct InsideIntervals {
    private var closed: [Int: [ClosedRange<Int64>]] = [:]
    private var open: (building: Int, since: Int64)?

    /// Notes the building the phone is in at `t` (`nil`: outside every building).
    mutating func note(building: Int?, at t: Int64) {
        if let open, open.building == building { return }
        if let open { closed[open.building, default: []].append(open.since...max(open.since, t)) }
        open = building.map { ($0, t) }
    }

    /// The intervals by building index, an interval still open closed at `endNanoseconds`.
    func intervals(endNanoseconds: Int64) -> [Int: [ClosedRange<Int64>]] {
        var result = closed
        if let open { result[open.building, default: []].append(open.since...max(open.since, endNanoseconds)) }
        return result
    }
}
