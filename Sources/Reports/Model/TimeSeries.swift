/// A sampled quantity over time, stored as two parallel columns (cheap for millions of samples).
///
/// Times are ns since the Unix epoch and should be non-decreasing. A `Double.nan` value marks
/// a gap: the plotted line breaks there (for example while the engine is stopped).
public struct TimeSeries: Hashable, Sendable {
    /// Sample times, ns since the Unix epoch.
    public var timesNanoseconds: [Int64]
    /// Sample values in the unit of the series (Pa, m, …); `nan` marks a gap.
    public var values: [Double]

    /// Creates a series from parallel columns; extra elements of the longer column are ignored.
    public init(timesNanoseconds: [Int64], values: [Double]) {
        let count = min(timesNanoseconds.count, values.count)
        // Equal lengths share storage with the caller's arrays (no copy of a 15-million-sample column).
        self.timesNanoseconds =
            timesNanoseconds.count == count ? timesNanoseconds : Array(timesNanoseconds.prefix(count))
        self.values = values.count == count ? values : Array(values.prefix(count))
    }

    /// Creates a series from (time ns, value) pairs.
    public init(_ points: [(timeNanoseconds: Int64, value: Double)]) {
        self.timesNanoseconds = points.map(\.timeNanoseconds)
        self.values = points.map(\.value)
    }

    /// An empty series.
    public static let empty = TimeSeries(timesNanoseconds: [], values: [])

    /// Number of samples.
    public var count: Int { timesNanoseconds.count }
    /// Whether there is no sample.
    public var isEmpty: Bool { timesNanoseconds.isEmpty }
}
