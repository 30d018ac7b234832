/// The value range a plot's axis covers: the bulk of the data plus a margin, so one absurd
/// sample (a barometer reporting 12.5 MPa) cannot flatten every other line to the frame.
///
/// Rule: over the plot's decimated points (each pixel column's lowest and highest sample, so
/// the bulk is measured in time, not in sample count) take the 1st and 99th percentile; their
/// distance is the spread, at least 1 % of the larger magnitude and at least 1 unit. A value
/// more than one spread beyond either percentile is off scale: the axis leaves it out and the
/// plot marks it at the edge. Lines that always fit (the simulated truth) widen the range.
enum RobustRange {
    /// Fraction of the points below the low percentile (and above the high one).
    static let tailFraction = 0.01
    /// How far past the percentiles, in spreads, a value is still on scale.
    static let fenceSpreads = 1.0

    /// The on-scale interval for `values` (non-finite values ignored); `nil` without data.
    static func fences(_ values: [Double]) -> ClosedRange<Double>? {
        let sorted = values.filter(\.isFinite).sorted()
        guard let first = sorted.first, let last = sorted.last else { return nil }
        let lastIndex = Double(sorted.count - 1)
        let low = sorted[Int((lastIndex * tailFraction).rounded(.down))]
        let high = sorted[Int((lastIndex * (1 - tailFraction)).rounded(.up))]
        let spread = max(high - low, 0.01 * max(abs(low), abs(high)), 1)
        let lower = max(first, low - fenceSpreads * spread)
        let upper = min(last, high + fenceSpreads * spread)
        return lower...upper
    }

    /// The axis range: the on-scale part of `values`, widened to cover every value of `fitted`.
    static func range(values: [Double], fitted: [Double]) -> (low: Double, high: Double) {
        var low = Double.infinity
        var high = -Double.infinity
        if let fence = fences(values + fitted) {
            for value in values where fence.contains(value) {
                low = min(low, value)
                high = max(high, value)
            }
        }
        for value in fitted where value.isFinite {
            low = min(low, value)
            high = max(high, value)
        }
        return (low, high)
    }
}
