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
        self.timesNanoseconds = timesNanoseconds.count == count ? timesNanoseconds : Array(timesNanoseconds.prefix(count))
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

/// An estimate with its confidence radii, sampled together (the engine reports all three at once).
public struct EstimateSeries: Hashable, Sendable {
    /// Callback times, ns since the Unix epoch.
    public var timesNanoseconds: [Int64]
    /// The estimate, m; `nan` marks a gap.
    public var valuesMeters: [Double]
    /// Reported 68 % radius, m.
    public var u68Meters: [Double]
    /// Reported 90 % radius, m.
    public var u90Meters: [Double]

    /// Creates an estimate series from parallel columns, truncated to the shortest.
    public init(timesNanoseconds: [Int64], valuesMeters: [Double], u68Meters: [Double], u90Meters: [Double]) {
        let count = min(timesNanoseconds.count, valuesMeters.count, u68Meters.count, u90Meters.count)
        func trimmed<T>(_ column: [T]) -> [T] { column.count == count ? column : Array(column.prefix(count)) }
        self.timesNanoseconds = trimmed(timesNanoseconds)
        self.valuesMeters = trimmed(valuesMeters)
        self.u68Meters = trimmed(u68Meters)
        self.u90Meters = trimmed(u90Meters)
    }

    /// An empty series.
    public static let empty = EstimateSeries(timesNanoseconds: [], valuesMeters: [], u68Meters: [], u90Meters: [])

    /// The estimate alone.
    public var estimate: TimeSeries { TimeSeries(timesNanoseconds: timesNanoseconds, values: valuesMeters) }
}

/// A height plot's data: the truth and the engine's estimate with its bands.
public struct HeightSeries: Hashable, Sendable {
    /// The true height, m.
    public var truth: TimeSeries
    /// The estimated height with its 68 % and 90 % radii, m.
    public var estimate: EstimateSeries

    /// Creates the height data.
    public init(truth: TimeSeries = .empty, estimate: EstimateSeries = .empty) {
        self.truth = truth
        self.estimate = estimate
    }
}
