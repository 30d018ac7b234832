/// When a stream counts as having no data: a pause longer than `cadenceMultiple` times its
/// median sampling interval is drawn as a break in the line, not a straight line across.
///
/// The median is taken over at most `maximumIntervals` evenly spread intervals, so a 15-million-
/// sample series costs a small sort; a stream with fewer than two samples never breaks.
enum GapThreshold {
    /// A pause this many median intervals long breaks the line.
    static let cadenceMultiple = 10.0
    /// The most intervals the median is taken over.
    static let maximumIntervals = 10_001

    /// The pause, ns, beyond which the line breaks; `.infinity` when the cadence is unknown.
    static func nanoseconds(count: Int, time: (Int) -> Int64) -> Double {
        guard count >= 2 else { return .infinity }
        let intervals = count - 1
        let taken = min(intervals, maximumIntervals)
        var samples: [Int64] = []
        samples.reserveCapacity(taken)
        for pick in 0..<taken {
            let index = taken == intervals ? pick : Int(Double(pick) * Double(intervals - 1) / Double(taken - 1))
            let interval = time(index + 1) &- time(index)
            if interval > 0 { samples.append(interval) }
        }
        guard !samples.isEmpty else { return .infinity }
        samples.sort()
        return Double(samples[samples.count / 2]) * cadenceMultiple
    }
}
