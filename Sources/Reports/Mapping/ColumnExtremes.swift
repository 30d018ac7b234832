/// Decimates a stream of samples as it arrives, so a report's series hold at most a few samples
/// per sub-pixel bucket of the run's time axis instead of every sample of the run.
///
/// The run's span is cut into `PlotLayout().plotWidthPixels × subColumns` buckets: a sample's
/// bucket is its `Decimation` column position times `subColumns`, rounded down (a power of two,
/// so the product is exact and each bucket lies inside one column of the main plots). Of each bucket only these samples are kept, in time order: for every key, the first
/// and the last finite value, the lowest and the highest (the first of equal ones, as
/// `Decimation` picks them), and the first `nan` (a gap in that key's line or band). So
/// `Decimation.minMax` and `Decimation.band` of the kept samples over the run's span give the same
/// extremes and gaps in every column as over all samples, and a stream with at most one sample per
/// bucket is kept whole. A break drawn for a pause (`GapThreshold`, ten median intervals) is
/// judged on the kept samples' intervals: a pause shorter than a few buckets, less than one
/// column wide, may then go undrawn.
///
/// ``takeFinished()`` hands the kept samples over without copying them.
///
/// - Complexity: O(keys) per sample amortised; memory O(buckets × keys), independent of the
///   run's duration.
struct ColumnExtremes<Sample> {
    /// Buckets per plot column: a zoomed detail panel still has this many per main-plot pixel.
    static var subColumns: Int { 64 }

    let startNanoseconds: Int64
    let spanNanoseconds: Double
    let columns: Double
    /// The values whose extremes are kept (a line's value; a band's lower and upper edge).
    let keys: [(Sample) -> Double]
    /// Samples kept from finished buckets, in arrival order.
    private var kept: [Sample] = []
    private var pending: [Sample] = []
    private var pendingBucket = Int.min

    /// A decimator over the span `startNanoseconds…endNanoseconds` at the report's plot width.
    init(startNanoseconds: Int64, endNanoseconds: Int64, keys: [(Sample) -> Double]) {
        self.startNanoseconds = startNanoseconds
        self.spanNanoseconds = max(1, TimeDifference.nanoseconds(from: startNanoseconds, to: endNanoseconds))
        self.columns = Double(Int(PlotLayout().plotWidthPixels))
        self.keys = keys
    }

    /// The bucket of instant `t`: its `Decimation` column position times `subColumns`, clamped
    /// to one bucket before and one after the span.
    func bucket(at t: Int64) -> Int {
        let column = TimeDifference.nanoseconds(from: startNanoseconds, to: t) / spanNanoseconds * columns
        let position = (column * Double(Self.subColumns)).rounded(.down)
        let last = columns * Double(Self.subColumns)
        if !(position >= 0) { return -1 }
        return position > last ? Int(last) + 1 : Int(position)
    }

    /// Adds a sample taken at `t` (samples arrive in time order).
    mutating func append(_ sample: Sample, at t: Int64) {
        let bucket = bucket(at: t)
        if bucket != pendingBucket {
            flush()
            pendingBucket = bucket
        }
        pending.append(sample)
    }

    /// Forgets every sample.
    mutating func removeAll() {
        kept.removeAll()
        pending.removeAll()
        pendingBucket = Int.min
    }

    /// The kept samples, including those of the last bucket; the decimator is left empty (the
    /// array is moved out, not copied).
    mutating func takeFinished() -> [Sample] {
        flush()
        pending = []
        pendingBucket = Int.min
        defer { kept = [] }
        return kept
    }

    /// Moves the samples of the pending bucket that can be a column's extreme to `kept`.
    private mutating func flush() {
        defer { pending.removeAll(keepingCapacity: true) }
        guard pending.count > 2 else {
            kept += pending
            return
        }
        var chosen: [Int] = []
        for key in keys {
            var firstNaN: Int?
            var first: Int?
            var last: Int?
            var low: (index: Int, value: Double)?
            var high: (index: Int, value: Double)?
            for (index, sample) in pending.enumerated() {
                let value = key(sample)
                if value.isNaN {
                    if firstNaN == nil { firstNaN = index }
                    continue
                }
                guard value.isFinite else { continue }
                if first == nil { first = index }
                last = index
                if low == nil || value < low!.value { low = (index, value) }
                if high == nil || value > high!.value { high = (index, value) }
            }
            chosen += [first, last, low?.index, high?.index, firstNaN].compactMap { $0 }
        }
        var previous = -1
        for index in chosen.sorted() where index != previous {
            kept.append(pending[index])
            previous = index
        }
    }
}
