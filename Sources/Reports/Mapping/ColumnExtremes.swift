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
/// The kept samples are stored in chunks of at most `chunkSize` (an array doubling its buffer
/// would hold up to twice what it keeps, and three times while it copies); ``takeFinished()``
/// hands them over as one array, releasing each chunk as it is copied.
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
    /// Samples kept from finished buckets, in arrival order, in chunks of at most `chunkSize`.
    private var keptChunks: [[Sample]] = []
    /// Samples in `keptChunks`.
    private(set) var keptCount = 0
    static var chunkSize: Int { 4096 }
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
        keptChunks.removeAll()
        keptCount = 0
        pending.removeAll()
        pendingBucket = Int.min
    }

    /// The kept samples, including those of the last bucket, as one array; the decimator is
    /// left empty (each chunk is released once copied, so the samples are held about once).
    mutating func takeFinished() -> [Sample] {
        flush()
        pending = []
        pendingBucket = Int.min
        var all: [Sample] = []
        all.reserveCapacity(keptCount)
        for index in keptChunks.indices {
            all += keptChunks[index]
            keptChunks[index] = []
        }
        keptChunks = []
        keptCount = 0
        return all
    }

    private mutating func keep(_ sample: Sample) {
        // A chunk grows like an array up to its size (a short run's series stays small), then
        // the next one starts.
        if keptCount % Self.chunkSize == 0 { keptChunks.append([]) }
        keptChunks[keptChunks.count - 1].append(sample)
        keptCount += 1
    }

    /// Moves the samples of the pending bucket that can be a column's extreme to `kept`.
    private mutating func flush() {
        defer { pending.removeAll(keepingCapacity: true) }
        guard pending.count > 2 else {
            for sample in pending { keep(sample) }
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
            keep(pending[index])
            previous = index
        }
    }
}
