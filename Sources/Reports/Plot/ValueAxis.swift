/// A vertical value axis: nice ticks (1, 2, 2.5, 5 × 10ⁿ) covering the data, mapped to y pixels.
struct ValueAxis: Hashable, Sendable {
    /// Bottom of the axis domain, in the series' unit.
    let minimum: Double
    /// Top of the axis domain.
    let maximum: Double
    /// Tick spacing.
    let step: Double
    /// Top edge of the plot area, px.
    let topPixels: Double
    /// Height of the plot area, px.
    let heightPixels: Double

    /// Creates an axis covering `low…high` with about `targetTicks` ticks, snapped outward to ticks.
    /// A zero-height range is widened (±1 unit, or ±0.1 % of a large value); non-finite input gives 0…1.
    init(low: Double, high: Double, topPixels: Double, heightPixels: Double, targetTicks: Int = 5) {
        var low = low
        var high = high
        // Beyond ±1e300 the arithmetic below would overflow; such data cannot be plotted anyway.
        if !low.isFinite || !high.isFinite || low > high || abs(low) > 1e300 || abs(high) > 1e300 {
            low = 0
            high = 1
        }
        if high - low < max(1e-9, abs(high) * 1e-9) {
            let pad = max(1, abs(high) * 0.001)
            low -= pad
            high += pad
        }
        // 3 % headroom so a line at the extreme never hides under the frame.
        let headroom = (high - low) * 0.03
        low -= headroom
        high += headroom
        let step = Self.niceStep(for: (high - low) / Double(max(1, targetTicks)))
        self.step = step
        minimum = (low / step).rounded(.down) * step
        maximum = (high / step).rounded(.up) * step
        self.topPixels = topPixels
        self.heightPixels = heightPixels
    }

    /// The smallest of 1, 2, 2.5, 5 × 10ⁿ at least `raw`.
    static func niceStep(for raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        var magnitude = 1.0
        while magnitude > raw { magnitude /= 10 }
        while magnitude * 10 <= raw { magnitude *= 10 }
        for factor in [1.0, 2, 2.5, 5, 10] where factor * magnitude >= raw * (1 - 1e-12) {
            return factor * magnitude
        }
        return 10 * magnitude
    }

    /// y pixel of a value (larger values higher up), kept inside the plot area (a value outside
    /// the domain only occurs when the data's range was too large to plot at all).
    func y(_ value: Double) -> Double {
        let y = topPixels + (maximum - value) / (maximum - minimum) * heightPixels
        guard !y.isNaN else { return topPixels + heightPixels }
        return min(max(y, topPixels), topPixels + heightPixels)
    }

    /// Whether a value lies inside the domain.
    func contains(_ value: Double) -> Bool { value >= minimum && value <= maximum }

    /// Ticks from minimum to maximum with labels using as many decimals as the step needs.
    var ticks: [(value: Double, label: String)] {
        let decimals = TimeAxis.decimals(forStep: step)
        let intervals = ((maximum - minimum) / step).rounded()
        let count = intervals.isFinite ? Int(min(1000, max(0, intervals))) : 0
        return (0...max(0, count)).map { index in
            let value = minimum + Double(index) * step
            return (value, FixedNumber.format(value, decimals: decimals))
        }
    }
}
