/// One plotted series of (time, value) samples, decimated as they arrive (`ColumnExtremes`).
struct PointColumn {
    /// One sample: ns since the Unix epoch, and its value in the series' unit.
    typealias Point = (timeNanoseconds: Int64, value: Double)

    private var points: ColumnExtremes<Point>

    /// A column over the run's span.
    init(startNanoseconds: Int64, endNanoseconds: Int64) {
        points = ColumnExtremes(
            startNanoseconds: startNanoseconds, endNanoseconds: endNanoseconds, keys: [{ $0.value }])
    }

    /// Adds the value taken at `t` (samples arrive in time order).
    mutating func append(_ t: Int64, _ value: Double) { points.append((t, value), at: t) }

    /// Forgets every sample.
    mutating func removeAll() { points.removeAll() }

    /// The kept samples as a series; the column is left empty.
    mutating func takeSeries() -> TimeSeries { TimeSeries(points.takeFinished()) }
}
