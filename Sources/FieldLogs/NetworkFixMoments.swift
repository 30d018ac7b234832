internal import Foundation

/// The method-of-moments estimate of the indoor network-position model (Docs/field-logs.md,
/// "Indoor network positions") from recordings: the fixes labelled indoors whose stated accuracy
/// is at least ``minimumAccuracyMeters`` are network positions; a distinct (latitude, longitude,
/// accuracy) triple is one position (a row repeating the previous one is the same one again).
public struct NetworkFixMoments: Sendable, Equatable {
    /// The accuracy from which an indoor fix counts as a network position, m.
    public static let minimumAccuracyMeters = 100.0

    /// Median stated accuracy of the distinct positions, m.
    public var medianAccuracyMeters: Double
    /// Sample standard deviation of the natural log of their accuracies.
    public var logSpread: Double
    /// Mean time between consecutive distinct positions of one indoor stretch, s.
    public var meanIntervalSeconds: Double
    /// Median stated accuracy over every indoor row of 100 m or more (a position counted once per
    /// fix that repeats it: the distribution the fixes show), m.
    public var rowMedianAccuracyMeters: Double
    /// Sample standard deviation of the natural log of the accuracy over those rows.
    public var rowLogSpread: Double
    /// Rows counted.
    public var rowCount: Int
    /// Distinct positions counted.
    public var positionCount: Int
    /// Intervals counted.
    public var intervalCount: Int

    /// The estimate, `nil` with fewer than two distinct positions or no interval.
    public static func estimate(_ recordings: [Recording]) -> NetworkFixMoments? {
        var accuracies: [Double] = []
        var rows: [Double] = []
        var intervals: [Double] = []
        for recording in recordings {
            var previous: RecordedFix?
            var lastDistinctNanoseconds: Int64?
            for fix in recording.fixes {
                let indoors = recording.labels.indoors(atNanoseconds: fix.timeNanoseconds) == true
                guard indoors, fix.horizontalAccuracyMeters >= minimumAccuracyMeters else {
                    previous = nil
                    lastDistinctNanoseconds = nil
                    continue
                }
                let repeated =
                    previous.map {
                        $0.latitudeDegrees == fix.latitudeDegrees && $0.longitudeDegrees == fix.longitudeDegrees
                            && $0.horizontalAccuracyMeters == fix.horizontalAccuracyMeters
                    } ?? false
                previous = fix
                rows.append(fix.horizontalAccuracyMeters)
                guard !repeated else { continue }
                accuracies.append(fix.horizontalAccuracyMeters)
                if let last = lastDistinctNanoseconds { intervals.append(Double(fix.timeNanoseconds - last) / 1e9) }
                lastDistinctNanoseconds = fix.timeNanoseconds
            }
        }
        guard accuracies.count >= 2, !intervals.isEmpty, let median = FieldStatistics.median(accuracies),
            let rowMedian = FieldStatistics.median(rows)
        else { return nil }
        return NetworkFixMoments(
            medianAccuracyMeters: median, logSpread: logSpread(accuracies),
            meanIntervalSeconds: intervals.reduce(0, +) / Double(intervals.count), rowMedianAccuracyMeters: rowMedian,
            rowLogSpread: logSpread(rows), rowCount: rows.count, positionCount: accuracies.count,
            intervalCount: intervals.count)
    }

    /// The sample standard deviation of the natural logs (at least two values).
    static func logSpread(_ values: [Double]) -> Double {
        let logs = values.map { log($0) }
        let mean = logs.reduce(0, +) / Double(logs.count)
        return (logs.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(logs.count - 1)).squareRoot()
    }
}
