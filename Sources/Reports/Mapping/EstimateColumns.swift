/// Columns of an estimate with its radii, decimated as they arrive (`ColumnExtremes`): the kept
/// callbacks carry every column's extreme estimate and extreme band edges.
struct EstimateColumns {
    /// One callback's estimate and radii, m (`nan` where the callback had none).
    struct Sample {
        var timeNanoseconds: Int64
        var value: Double
        var u68: Double
        var u90: Double
    }

    private var samples: ColumnExtremes<Sample>

    /// Columns over the run's span.
    init(startNanoseconds: Int64, endNanoseconds: Int64) {
        samples = ColumnExtremes(
            startNanoseconds: startNanoseconds, endNanoseconds: endNanoseconds,
            keys: [
                { $0.value }, { $0.value - abs($0.u68) }, { $0.value + abs($0.u68) },
                { $0.value - abs($0.u90) }, { $0.value + abs($0.u90) },
            ])
    }

    mutating func append(_ time: Int64, _ value: Double?, _ u68Value: Double?, _ u90Value: Double?) {
        samples.append(
            Sample(timeNanoseconds: time, value: value ?? .nan, u68: u68Value ?? .nan, u90: u90Value ?? .nan),
            at: time)
    }

    /// The kept callbacks as a series; the columns are left empty.
    mutating func takeSeries() -> EstimateSeries {
        let kept = samples.takeFinished()
        return EstimateSeries(
            timesNanoseconds: kept.map(\.timeNanoseconds), valuesMeters: kept.map(\.value),
            u68Meters: kept.map(\.u68), u90Meters: kept.map(\.u90))
    }
}
