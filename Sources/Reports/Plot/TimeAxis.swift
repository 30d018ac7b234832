/// The shared time axis of a scenario's plots: maps instants to x pixels and picks ticks a
/// person can read — seconds, minutes, hh:mm or days since the start, chosen from the span.
struct TimeAxis: Hashable, Sendable {
    /// The unit tick labels are written in, chosen from the span.
    enum LabelUnit: Hashable, Sendable {
        case seconds, minutes, hoursMinutes, days

        var title: String {
            switch self {
            case .seconds: "s"
            case .minutes: "min"
            case .hoursMinutes: "hh:mm"
            case .days: "days"
            }
        }
    }

    /// Axis start (time zero), ns since the Unix epoch.
    let startNanoseconds: Int64
    /// Axis end, ns since the Unix epoch (> start).
    let endNanoseconds: Int64
    /// Left edge of the plot area, px.
    let leftPixels: Double
    /// Width of the plot area, px (also the number of decimation columns).
    let widthPixels: Double
    /// Tick spacing, ns.
    let tickStepNanoseconds: Int64
    /// The unit of the labels.
    let unit: LabelUnit

    /// Tick steps tried in order (s); the first giving at most `maximumTicks` intervals wins.
    static let stepsSeconds: [Double] = [
        0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 15, 30,
        60, 120, 300, 600, 900, 1800, 3600, 7200, 10_800, 21_600, 43_200,
        86_400, 172_800, 604_800, 1_209_600, 2_592_000, 7_776_000, 31_536_000, 315_360_000, 3_153_600_000,
    ]

    /// Creates the axis; an empty or reversed span is widened to one second.
    init(
        startNanoseconds: Int64, endNanoseconds: Int64, leftPixels: Double, widthPixels: Double, maximumTicks: Int = 10
    ) {
        // An empty, reversed or overflowing span becomes one second (ending at Int64.max at the latest).
        var start = startNanoseconds
        var end = endNanoseconds
        if end <= start {
            let (later, overflow) = start.addingReportingOverflow(1_000_000_000)
            if overflow {
                start = Int64.max - 1_000_000_000
                end = Int64.max
            } else {
                end = later
            }
        }
        self.startNanoseconds = start
        self.endNanoseconds = end
        self.leftPixels = leftPixels
        self.widthPixels = max(1, widthPixels)
        let spanSeconds = TimeDifference.nanoseconds(from: start, to: end) / 1e9
        let step = Self.stepsSeconds.first { spanSeconds / $0 <= Double(maximumTicks) } ?? Self.stepsSeconds.last ?? 1
        tickStepNanoseconds = Int64(step * 1e9)
        switch spanSeconds {
        case ...180: unit = .seconds
        case ...(3 * 3600): unit = .minutes
        case ...(2 * 86_400): unit = .hoursMinutes
        default: unit = .days
        }
    }

    /// Span of the axis, ns.
    var spanNanoseconds: Int64 { TimeDifference.saturated(from: startNanoseconds, to: endNanoseconds) }

    /// x pixel of an instant (not clamped).
    func x(_ timeNanoseconds: Int64) -> Double {
        leftPixels + TimeDifference.nanoseconds(from: startNanoseconds, to: timeNanoseconds)
            / TimeDifference.nanoseconds(from: startNanoseconds, to: endNanoseconds) * widthPixels
    }

    /// Ticks at whole multiples of the step since the start: (instant, label).
    var ticks: [(timeNanoseconds: Int64, label: String)] {
        var result: [(Int64, String)] = []
        var elapsed: Int64 = 0
        let span = spanNanoseconds
        while elapsed <= span {
            result.append((startNanoseconds &+ elapsed, label(elapsedNanoseconds: elapsed)))
            let (next, overflow) = elapsed.addingReportingOverflow(tickStepNanoseconds)
            if overflow { break }
            elapsed = next
        }
        return result
    }

    /// Axis title, naming the unit and the absolute start ("time since 2026-03-01 00:00:00 UTC (min)").
    var title: String {
        "time since \(UTCDate.format(nanoseconds: startNanoseconds)) (\(unit.title))"
    }

    /// A label for a time since the start in the axis's unit.
    func label(elapsedNanoseconds: Int64) -> String {
        let seconds = Double(elapsedNanoseconds) / 1e9
        let stepSeconds = Double(tickStepNanoseconds) / 1e9
        switch unit {
        case .seconds:
            return FixedNumber.format(seconds, decimals: Self.decimals(forStep: stepSeconds))
        case .minutes:
            return FixedNumber.format(seconds / 60, decimals: Self.decimals(forStep: stepSeconds / 60))
        case .hoursMinutes:
            return Self.hoursMinutes(elapsedNanoseconds: elapsedNanoseconds)
        case .days:
            return FixedNumber.format(seconds / 86_400, decimals: Self.decimals(forStep: stepSeconds / 86_400))
        }
    }

    /// "hh:mm" since the start (hours may exceed 24).
    static func hoursMinutes(elapsedNanoseconds: Int64) -> String {
        let minutes = elapsedNanoseconds / 60_000_000_000
        return UTCDate.two(minutes / 60) + ":" + UTCDate.two(minutes % 60)
    }

    /// Decimal places that show a step exactly (0.25 → 2, 5 → 0), at most 3.
    static func decimals(forStep step: Double) -> Int {
        for places in 0...3 {
            var scale = 1.0
            for _ in 0..<places { scale *= 10 }
            if abs((step * scale).rounded() - step * scale) < 1e-6 { return places }
        }
        return 3
    }
}
