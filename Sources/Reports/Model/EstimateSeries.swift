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
