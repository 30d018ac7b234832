/// Min/max-per-pixel-column decimation: each column of the plot keeps at most two samples —
/// the lowest and the highest, in time order — so a 7-day run at 25 Hz stays small while
/// every extreme (and therefore the global minimum and maximum) survives.
///
/// - Complexity: O(n) time, O(columns) memory; the input is read through closures so a series
///   need not be copied.
enum Decimation {
    /// One kept sample.
    struct Point: Hashable, Sendable {
        var timeNanoseconds: Int64
        var value: Double
    }

    /// One column of a band: the lowest lower edge and the highest upper edge.
    struct BandColumn: Hashable, Sendable {
        var timeNanoseconds: Int64
        var lower: Double
        var upper: Double
    }

    /// Decimates `count` samples to connected segments. Samples outside the span are dropped;
    /// a `nan` value, or a pause longer than `gapNanoseconds` across a column boundary, ends the
    /// current segment after its column (a gap in the data).
    static func minMax(
        count: Int, time: (Int) -> Int64, value: (Int) -> Double,
        startNanoseconds: Int64, endNanoseconds: Int64, columns: Int, gapNanoseconds: Double = .infinity
    ) -> [[Point]] {
        let columns = max(1, columns)
        let span = max(1, TimeDifference.nanoseconds(from: startNanoseconds, to: endNanoseconds))
        var minIndex = [Int](repeating: -1, count: columns)
        var maxIndex = [Int](repeating: -1, count: columns)
        var gapAfter = [Bool](repeating: false, count: columns)
        var minValue = [Double](repeating: .infinity, count: columns)
        var maxValue = [Double](repeating: -.infinity, count: columns)
        var previous: (time: Int64, column: Int)?
        for index in 0..<max(0, count) {
            let t = time(index)
            guard t >= startNanoseconds, t <= endNanoseconds else { continue }
            let column = min(
                columns - 1, Int(TimeDifference.nanoseconds(from: startNanoseconds, to: t) / span * Double(columns)))
            let v = value(index)
            if v.isNaN {
                gapAfter[column] = true
                continue
            }
            guard v.isFinite else { continue }
            markGap(after: &previous, time: t, column: column, gapNanoseconds: gapNanoseconds, gaps: &gapAfter)
            if v < minValue[column] {
                minValue[column] = v
                minIndex[column] = index
            }
            if v > maxValue[column] {
                maxValue[column] = v
                maxIndex[column] = index
            }
        }
        var segments: [[Point]] = []
        var current: [Point] = []
        for column in 0..<columns {
            let low = minIndex[column]
            let high = maxIndex[column]
            if low >= 0 {
                let first = min(low, high)
                let second = max(low, high)
                current.append(Point(timeNanoseconds: time(first), value: value(first)))
                if second != first { current.append(Point(timeNanoseconds: time(second), value: value(second))) }
            }
            if gapAfter[column], !current.isEmpty {
                segments.append(current)
                current = []
            }
        }
        if !current.isEmpty { segments.append(current) }
        return segments
    }

    /// Marks a gap after the previous sample's column when the pause to this sample, crossing a
    /// column boundary, is longer than `gapNanoseconds`; then remembers this sample.
    private static func markGap(
        after previous: inout (time: Int64, column: Int)?, time t: Int64, column: Int, gapNanoseconds: Double,
        gaps gapAfter: inout [Bool]
    ) {
        if let last = previous, last.column < column,
            TimeDifference.nanoseconds(from: last.time, to: t) > gapNanoseconds
        {
            gapAfter[last.column] = true
        }
        previous = (t, column)
    }

    /// Decimates a series.
    static func minMax(_ series: TimeSeries, startNanoseconds: Int64, endNanoseconds: Int64, columns: Int) -> [[Point]]
    {
        series.timesNanoseconds.withUnsafeBufferPointer { times in
            series.values.withUnsafeBufferPointer { values in
                minMax(
                    count: times.count, time: { times[$0] }, value: { values[$0] },
                    startNanoseconds: startNanoseconds, endNanoseconds: endNanoseconds, columns: columns,
                    gapNanoseconds: GapThreshold.nanoseconds(count: times.count, time: { times[$0] }))
            }
        }
    }

    /// Decimates a band `center ± radius` to one entry per column holding the lowest lower and
    /// highest upper edge; a `nan` or a pause beyond `GapThreshold` ends a segment. No edge array is built.
    static func band(
        timesNanoseconds: [Int64], center: [Double], radius: [Double],
        startNanoseconds: Int64, endNanoseconds: Int64, columns: Int
    ) -> [[BandColumn]] {
        let columns = max(1, columns)
        let span = max(1, TimeDifference.nanoseconds(from: startNanoseconds, to: endNanoseconds))
        var entries = [BandColumn?](repeating: nil, count: columns)
        var gapAfter = [Bool](repeating: false, count: columns)
        let count = min(timesNanoseconds.count, center.count, radius.count)
        let gapNanoseconds = GapThreshold.nanoseconds(count: count, time: { timesNanoseconds[$0] })
        var previous: (time: Int64, column: Int)?
        for index in 0..<count {
            let t = timesNanoseconds[index]
            guard t >= startNanoseconds, t <= endNanoseconds else { continue }
            let column = min(
                columns - 1, Int(TimeDifference.nanoseconds(from: startNanoseconds, to: t) / span * Double(columns)))
            let low = center[index] - abs(radius[index])
            let high = center[index] + abs(radius[index])
            if low.isNaN || high.isNaN {
                gapAfter[column] = true
                continue
            }
            guard low.isFinite, high.isFinite else { continue }
            markGap(after: &previous, time: t, column: column, gapNanoseconds: gapNanoseconds, gaps: &gapAfter)
            if var entry = entries[column] {
                entry.lower = min(entry.lower, low)
                entry.upper = max(entry.upper, high)
                entries[column] = entry
            } else {
                entries[column] = BandColumn(timeNanoseconds: t, lower: low, upper: high)
            }
        }
        var segments: [[BandColumn]] = []
        var current: [BandColumn] = []
        for column in 0..<columns {
            if let entry = entries[column] { current.append(entry) }
            if gapAfter[column], !current.isEmpty {
                segments.append(current)
                current = []
            }
        }
        if !current.isEmpty { segments.append(current) }
        return segments
    }
}
